import { LockMode } from '@mikro-orm/core';
import { isUuid } from '../../db/ids.js';
import { newId } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { changesOf, subjectsOf, type EventRecorder } from '../../domain/events.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { displayNameOf, type SignedIn } from '../../domain/principal.js';
import { containsPattern } from '../../domain/search.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import { FILE_NAME_MAX_LENGTH, MEDIA_CONTENT_TYPES, MEDIA_MESSAGES, VARIANT_FORMATS, mediaSourcesOf, type MediaSources, type VariantFormat } from '../../rules/media.js';
import { hasControlCharacters } from '../../rules/rule.js';
import type { Services, ServicesArea } from '../../services.js';
import type { FileStorage, StoredFile } from '../../storage.js';
import { processImage, readImageFile, type IncomingImage } from './images.js';
import { MediaAssetEntity, type MediaVariant } from './media.entity.js';
import type { MediaUse } from './uses.js';

const subjectOf = subjectsOf('MediaAsset');
const UPDATED_FIELDS = ['alt', 'focalX', 'focalY'] as const;

/** What `update` changes; what is left out stays. */
export interface MediaChanges {
  alt?: string | null;
  focalX?: number | null;
  focalY?: number | null;
}

export interface MediaFilter {
  search?: string | null;
}

interface MediaScope {
  storage: FileStorage;
  events: EventRecorder;
  /** Every area, asked where its records use images (`Area.mediaUses`). */
  areas: readonly ServicesArea[];
  services: Services;
}

/**
 * The media library (issue P20): images uploaded once, served in AVIF and WebP at fixed widths
 * from immutable addresses; alt text before use, a focal point, and where each is used. Other
 * areas call `requireUsable` when an editor picks images and `sourcesOf` to render them.
 */
export class MediaService {
  constructor(
    private readonly em: EntityManager,
    private readonly scope: MediaScope,
  ) {}

  /** Newest first; `search` looks in the file name and the alt text. */
  list<TNode>(filter: MediaFilter, page: PageRequest, toNode: (asset: MediaAssetEntity) => TNode): Promise<Connection<TNode>> {
    const search = filter.search?.trim();
    const where = search ? { $or: [{ fileName: { $ilike: containsPattern(search) } }, { alt: { $ilike: containsPattern(search) } }] } : {};
    return paginate(this.em, MediaAssetEntity, { where, orderBy: { createdAt: 'desc', id: 'desc' }, page, toNode, countUpTo: search ? SEARCH_COUNT_LIMIT : COUNT_LIMIT });
  }

  find(id: string): Promise<MediaAssetEntity | null> {
    return isUuid(id) ? this.em.findOne(MediaAssetEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<MediaAssetEntity> {
    const asset = await this.find(id);
    if (!asset) throw new NotFoundError(MEDIA_MESSAGES.notFound);
    return asset;
  }

  /**
   * Takes one image: at most 20 MB (refused while it streams in), a JPEG, PNG, WebP or AVIF by
   * its bytes, at most 50 megapixels; makes its variants, stores them and the original (upright,
   * without its EXIF, XMP or IPTC: no GPS position is kept), then
   * writes the row and `media.uploaded` in one transaction. Every refusal names the file.
   */
  async upload(file: IncomingImage, by: SignedIn, alt?: string | null): Promise<MediaAssetEntity> {
    const fileName = fileNameOf(file.filename);
    const data = await readImageFile(file, fileName);
    const image = await processImage(data, fileName);
    const id = newId();
    const originalKey = `media/${id}/original.${image.format === 'jpeg' ? 'jpg' : image.format}`;
    const variants: MediaVariant[] = image.variants.map((variant) => ({ format: variant.format, width: variant.width, height: variant.height, key: variantKey(id, variant.width, variant.format), bytes: variant.data.length }));
    const { storage } = this.scope;
    const stored: string[] = [];
    try {
      await storage.save(originalKey, image.data);
      stored.push(originalKey);
      for (const [index, variant] of image.variants.entries()) {
        const key = (variants[index] as MediaVariant).key;
        await storage.save(key, variant.data);
        stored.push(key);
      }
      return await this.scope.events.transact(this.em, async (tx, record) => {
        const asset = tx.create(MediaAssetEntity, {
          id,
          fileName,
          format: image.format,
          contentType: MEDIA_CONTENT_TYPES[image.format],
          width: image.width,
          height: image.height,
          bytes: image.data.length,
          alt: altOf(alt),
          focalX: 0.5,
          focalY: 0.5,
          originalKey,
          variants,
          createdById: by.kind === 'admin' ? by.adminId : null,
          createdByName: displayNameOf(by),
        });
        record({ type: 'media.uploaded', subject: subjectOf(asset), data: { fileName, format: image.format, width: image.width, height: image.height, bytes: image.data.length } });
        return asset;
      });
    } catch (error) {
      // Nothing half-kept: the files of an image that has no row go.
      await Promise.all(stored.map((key) => storage.remove(key).catch(() => {})));
      throw error;
    }
  }

  /** Changes its alt text (empty: none) and focal point. */
  async update(id: string, changes: MediaChanges): Promise<MediaAssetEntity> {
    return this.scope.events.transact(this.em, async (tx, record) => {
      const asset = isUuid(id) ? await tx.findOne(MediaAssetEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
      if (!asset) throw new NotFoundError(MEDIA_MESSAGES.notFound);
      const before = { alt: asset.alt, focalX: asset.focalX, focalY: asset.focalY };
      if (changes.alt !== undefined) asset.alt = altOf(changes.alt);
      if (changes.focalX !== undefined && changes.focalX !== null) asset.focalX = changes.focalX;
      if (changes.focalY !== undefined && changes.focalY !== null) asset.focalY = changes.focalY;
      const changed = changesOf(before, { alt: asset.alt, focalX: asset.focalX, focalY: asset.focalY }, UPDATED_FIELDS, RECORDED_FIELDS.MediaAsset);
      if (Object.keys(changed).length > 0) {
        asset.updatedAt = new Date();
        record({ type: 'media.updated', subject: subjectOf(asset), data: { changes: changed } });
      }
      return asset;
    });
  }

  /** Deletes an image and its files; refused, with the list, while anything uses it. */
  async remove(id: string): Promise<MediaAssetEntity> {
    const asset = await this.get(id);
    const uses = await this.usesOf([asset.id]);
    if (uses.length > 0) {
      throw new ConflictError(
        MEDIA_MESSAGES.inUse(asset.fileName, uses.map((use) => use.label)),
        uses.map((use) => ({ path: 'usedBy', message: use.label })),
      );
    }
    await this.scope.events.transact(this.em, async (tx, record) => {
      tx.remove(asset);
      record({ type: 'media.deleted', subject: subjectOf(asset), data: { fileName: asset.fileName } });
    });
    // After the commit: a file left by a failure here is unreachable (no row names it), never a row without its files.
    await Promise.all([asset.originalKey, ...asset.variants.map((variant) => variant.key)].map((key) => this.scope.storage.remove(key).catch(() => {})));
    return asset;
  }

  /** The ids asked for by `usedBy` in this turn of the event loop, and the one question that answers them all. */
  private pendingUses: { ids: Set<string>; uses: Promise<MediaUse[]> } | null = null;

  /**
   * Where one image is used. The calls made together (GraphQL's `usedBy` on each image of a page)
   * are answered by one question to each area, not one per image.
   */
  usedBy(id: string): Promise<MediaUse[]> {
    if (!this.pendingUses) {
      const ids = new Set<string>();
      const uses = Promise.resolve().then(() => {
        this.pendingUses = null;
        return this.usesOf([...ids]);
      });
      this.pendingUses = { ids, uses };
    }
    this.pendingUses.ids.add(id);
    return this.pendingUses.uses.then((uses) => uses.filter((use) => use.mediaId === id));
  }

  /** Where the images `ids` are used, as every area that shows images says (`Area.mediaUses`). */
  async usesOf(ids: readonly string[]): Promise<MediaUse[]> {
    if (ids.length === 0) return [];
    const { areas, services } = this.scope;
    const found = await Promise.all(areas.map((area) => area.mediaUses?.(services, ids) ?? Promise.resolve([])));
    return found.flat();
  }

  /**
   * For an area about to show the images `ids`: refused unless each exists and has alt text, with
   * one message per image that lacks it (`Add alt text to "team.jpg" before using it`).
   */
  async requireUsable(ids: readonly string[], field = 'media'): Promise<MediaAssetEntity[]> {
    const wanted = [...new Set(ids)];
    const assets = await this.findMany(wanted);
    const missing = wanted.filter((id) => !assets.has(id));
    if (missing.length > 0) throw InvalidInputError.field(field, MEDIA_MESSAGES.notFound);
    const undescribed = [...assets.values()].filter((asset) => !asset.alt);
    if (undescribed.length > 0) throw new InvalidInputError(undescribed.map((asset) => ({ path: field, message: MEDIA_MESSAGES.altRequired(asset.fileName) })));
    return wanted.map((id) => assets.get(id) as MediaAssetEntity);
  }

  /** What a public page needs to render each image of `ids` (`ResponsiveImage`), by id; an unknown id is absent. */
  async sourcesOf(ids: readonly string[]): Promise<Map<string, MediaSources>> {
    const assets = await this.findMany([...new Set(ids)]);
    return new Map([...assets.values()].map((asset) => [asset.id, mediaSourcesOf(asset)]));
  }

  /**
   * The stored file of the variant of `id` at `width` in `format`, for its public address; `null`
   * when there is none. Read straight from the object store by its key (no query): a variant's
   * key says what it is, and an image's files go with it.
   */
  openVariant(id: string, width: number, format: string): Promise<StoredFile | null> {
    if (!isUuid(id) || !(VARIANT_FORMATS as readonly string[]).includes(format)) return Promise.resolve(null);
    return this.scope.storage.open(variantKey(id, width, format as VariantFormat));
  }

  private async findMany(ids: readonly string[]): Promise<Map<string, MediaAssetEntity>> {
    const valid = ids.filter(isUuid);
    const assets = valid.length > 0 ? await this.em.find(MediaAssetEntity, { id: { $in: valid } }) : [];
    return new Map(assets.map((asset) => [asset.id, asset]));
  }
}

/** The name as shown: its last path part (a browser may send a folder), trimmed, on one line. */
function fileNameOf(sent: string): string {
  const name = (sent.split(/[\\/]/).pop() ?? '').trim();
  if (name === '' || hasControlCharacters(name) || /[\r\n\u2028\u2029]/.test(name)) throw InvalidInputError.field('file', MEDIA_MESSAGES.fileNameInvalid);
  return [...name].slice(0, FILE_NAME_MAX_LENGTH).join('');
}

const altOf = (alt: string | null | undefined): string | null => (alt === undefined || alt === null || alt.trim() === '' ? null : alt.trim());

/** Where a variant is kept in the object store. */
const variantKey = (id: string, width: number, format: VariantFormat): string => `media/${id}/${width}.${format}`;
