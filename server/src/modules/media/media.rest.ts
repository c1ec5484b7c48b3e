import multipart from '@fastify/multipart';
import { Readable } from 'node:stream';
import { InvalidInputError, NotFoundError, PayloadTooLargeError } from '../../domain/errors.js';
import { inputFrom } from '../../domain/validation.js';
import { can, PUBLIC } from '../../http/access.js';
import { stopParsingPast } from '../../http/multipart-limits.js';
import type { RestRoutes } from '../../http/rest.js';
import { bodyWith, ID_PATH, listEnvelope, listOptions, pageOf, searchFilter, type IdRoute, type ListRoute, type ListShape } from '../../http/rest-input.js';
import { MAX_MEDIA_BYTES, MAX_MEDIA_FILES, MEDIA_CACHE_CONTROL, MEDIA_MESSAGES } from '../../rules/media.js';
import type { IncomingImage } from './images.js';
import { UpdateMediaInput, UploadMediaInput } from './media.input.js';
import { mediaAssetRecord } from './media.record.js';

const MEDIA_LIST: ListShape = { limit: 24, search: true };

/** The multipart limits of an upload: one file of at most 20 MB (cut there: refused by name), and its alt text. */
const UPLOAD_LIMITS = { fileSize: MAX_MEDIA_BYTES, files: MAX_MEDIA_FILES, fields: 2, parts: MAX_MEDIA_FILES + 2, fieldSize: 4_000 };

/** A variant's file name in its address: its width and format. */
const VARIANT_FILE = /^([1-9][0-9]{0,4})\.(avif|webp)$/;

interface VariantRoute {
  Params: { id: string; file: string };
}

/**
 * `/api/admin/media`: the media library for the back office and integrators (`content:read` to
 * read, `content:write` to upload, change and delete); `/media/<id>/<width>.<format>`: the
 * variants, public and cached for a year (an address never serves other pixels).
 */
export const mediaRoutes: RestRoutes = (app, contextOf) => {
  const read = can('content:read');
  const write = can('content:write');

  app.get<ListRoute>('/api/admin/media', { ...listOptions(MEDIA_LIST), ...read }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.media.list({ search: searchFilter(query.search) }, pageOf(query), mediaAssetRecord.of), query, (record) => record);
  });

  app.get<IdRoute>('/api/admin/media/:id', { ...ID_PATH, ...read }, async (request) => {
    const { services } = contextOf(request);
    const asset = await services.media.get(request.params.id);
    return { success: true, data: { ...mediaAssetRecord.of(asset), usedBy: await services.media.usesOf([asset.id]) } };
  });

  app.patch<IdRoute>('/api/admin/media/:id', { ...ID_PATH, ...write }, async (request) => {
    const input = await inputFrom(UpdateMediaInput, bodyWith(request, {}));
    return { success: true, message: MEDIA_MESSAGES.updated, data: mediaAssetRecord.of(await contextOf(request).services.media.update(request.params.id, input)) };
  });

  app.delete<IdRoute>('/api/admin/media/:id', { ...ID_PATH, ...write }, async (request) => ({
    success: true,
    message: MEDIA_MESSAGES.deleted,
    data: mediaAssetRecord.of(await contextOf(request).services.media.remove(request.params.id)),
  }));

  app.get<VariantRoute>('/media/:id/:file', PUBLIC, async (request, reply) => {
    const match = VARIANT_FILE.exec(request.params.file);
    const file = match ? await contextOf(request).services.media.openVariant(request.params.id, Number(match[1]), match[2] as string) : null;
    if (!match || !file) throw new NotFoundError(MEDIA_MESSAGES.notFound);
    return reply
      .header('Content-Type', `image/${match[2]}`)
      .header('Content-Length', String(file.size))
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .send(file.stream);
  });

  // An upload as multipart (the image under "file", its alt text under "alt"), in its own scope so the parser applies here only.
  app.register(async (scope) => {
    // A file over the limit is cut short, not thrown, so it is refused by its name.
    await scope.register(multipart, { preservePath: true, throwFileSizeLimit: false, limits: UPLOAD_LIMITS });
    scope.post('/api/admin/media', write, async (request, reply) => {
      if (!request.isMultipart()) throw new InvalidInputError([], 'Send the image as multipart/form-data, under the name "file".');
      const fields: Record<string, unknown> = {};
      let file: IncomingImage | null = null;
      let tooLarge: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = part.value;
            continue;
          }
          const data = await part.toBuffer();
          if (part.fieldname !== 'file') continue;
          if (part.file.truncated) tooLarge = part.filename;
          else file = { filename: part.filename, stream: () => Readable.from([data]) };
        }
      } catch (error) {
        const stopped = stopParsingPast(request, error) as { code?: string };
        if (stopped.code === 'FST_FILES_LIMIT') throw InvalidInputError.field('file', MEDIA_MESSAGES.tooManyFiles);
        throw error;
      }
      if (tooLarge !== null) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(tooLarge));
      if (!file) throw InvalidInputError.field('file', MEDIA_MESSAGES.fileRequired);
      const { services, requireSignedIn } = contextOf(request);
      const { alt } = await inputFrom(UploadMediaInput, fields);
      const asset = await services.media.upload(file, await requireSignedIn(), alt);
      return reply.status(201).send({ success: true, message: MEDIA_MESSAGES.uploaded, data: mediaAssetRecord.of(asset) });
    });
  });
};
