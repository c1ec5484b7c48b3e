import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ChangeFeed } from '../../db/changes.js';
import type { EntityManager } from '../../db/orm.js';
import { ConflictError, ServiceUnavailableError } from '../../domain/errors.js';
import { changesOf, subjectsOf, type EventRecorder } from '../../domain/events.js';
import { displayNameOf, type SignedIn } from '../../domain/principal.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import type { MediaSources } from '../../rules/media.js';
import { FIRST_RUN_SETTINGS, MAINTENANCE_RETRY_AFTER_SECONDS, SETTINGS_MESSAGES, SITE_SETTINGS_FIELDS, type SiteSettingsValues } from '../../rules/settings.js';
import { SiteSettingsEntity } from './settings.entity.js';
import type { UpdateSiteSettingsInput } from './settings.input.js';

/** The settings as the app reads them: a plain value, the same for every request until they change. */
export interface SiteSettings extends Readonly<SiteSettingsValues> {
  /** The row's id; null while the first run's values were never saved (no row). */
  readonly id: string | null;
  readonly version: number;
  readonly updatedAt: Date | null;
  readonly updatedByName: string | null;
}

/** The first run's values, as read while there is no row (a new database before its migration's row, or one emptied by hand). */
const FIRST_RUN: SiteSettings = Object.freeze({ ...FIRST_RUN_SETTINGS, id: null, version: 0, updatedAt: null, updatedByName: null });

const subjectOf = subjectsOf('SiteSettings');

/**
 * A public form refused while the site is in maintenance (503, with `Retry-After`): nothing of it
 * is kept, and the form keeps what was typed.
 */
export class FormsClosedError extends ServiceUnavailableError {
  constructor() {
    super(SETTINGS_MESSAGES.formsClosed, MAINTENANCE_RETRY_AFTER_SECONDS, false);
  }
}

/**
 * The site's settings (issue P20): read by every page and form, so kept in memory per server
 * until the table changes on any server (`ChangeFeed`, topic `site`); changed by an Owner or Admin
 * (`settings:manage`) who read the current version, with a `settings.updated` event.
 */
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly changes: ChangeFeed,
    /** Signs the staff cookie that lets signed-in staff see the site in maintenance mode (`maintenance.ts`). */
    readonly staffKey: Buffer,
    /** What the media library says of images by id, to show them (`MediaService.sourcesOf`); an unknown id is absent. */
    private readonly imageSources: (mediaIds: readonly string[]) => Promise<ReadonlyMap<string, MediaSources>> = async () => new Map(),
    /** Refuses an image that is not in the media library or has no alt text (`MediaService.requireUsable`). */
    private readonly requireUsable: (mediaIds: readonly string[], field: string) => Promise<unknown> = async () => undefined,
  ) {}

  /**
   * The default sharing image of every public page without one of its own (`og:image`), as the
   * media library serves it; null without one, or when the library no longer has it.
   */
  async seoImage(settings: Pick<SiteSettings, 'seoImageId'>): Promise<MediaSources | null> {
    if (!settings.seoImageId) return null;
    return (await this.imageSources([settings.seoImageId])).get(settings.seoImageId) ?? null;
  }

  /** Where the settings use images of the media library (the default sharing image): its "Used by", and why that image cannot be deleted. */
  async usingMedia(mediaIds: readonly string[]): Promise<SiteSettings | null> {
    const settings = await this.current();
    return settings.seoImageId && mediaIds.includes(settings.seoImageId) ? settings : null;
  }

  /** The current settings: from memory, read again after each change. */
  current(): Promise<SiteSettings> {
    return currentSettings(this.changes);
  }

  /**
   * The settings as stored now, read with this service's own EntityManager: within the transaction
   * it belongs to, if any (the mail consumer writes receipts in one), where reading the kept copy
   * on a connection of its own could wait for it; or in `em`, a transaction under way (a privacy
   * erasure's). For the mail an area writes (`MailSite`).
   */
  stored(em: EntityManager = this.em): Promise<SiteSettings> {
    return readSettings(em);
  }

  /** Refuses a public form while the site is in maintenance, before anything of it is read or kept. */
  async refuseWhileClosed(): Promise<void> {
    if ((await this.current()).maintenanceMode) throw new FormsClosedError();
  }

  /**
   * Saves what `input` gives (what it leaves out stays) when `input.version` is the current
   * version; otherwise changes nothing and says so (409). A save that changes nothing keeps the
   * version and records nothing.
   */
  async update(input: UpdateSiteSettingsInput, by: SignedIn): Promise<SiteSettings> {
    // A new default sharing image must be in the library, with its alt text (og:image:alt).
    if (input.seoImageId && input.seoImageId !== (await this.current()).seoImageId) await this.requireUsable([input.seoImageId], 'seoImageId');
    try {
      return await this.events.transact(this.em, async (tx, record) => {
        const [row] = await tx.find(SiteSettingsEntity, {}, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, limit: 1 });
        const before = row ? snapshotOf(row) : FIRST_RUN;
        if (before.version !== input.version) throw new ConflictError(SETTINGS_MESSAGES.stale, [{ path: 'version', message: SETTINGS_MESSAGES.stale }]);
        const after = valuesWith(before, input);
        const changes = changesOf(before, after, SITE_SETTINGS_FIELDS, RECORDED_FIELDS.SiteSettings);
        if (Object.keys(changes).length === 0) return before;
        const saved = row ?? tx.create(SiteSettingsEntity, { ...after, version: 0, updatedById: null, updatedByName: null });
        Object.assign(saved, after, {
          version: before.version + 1,
          updatedAt: new Date(),
          updatedById: by.kind === 'admin' ? by.adminId : null,
          updatedByName: displayNameOf(by),
        });
        await tx.flush();
        record({ type: 'settings.updated', subject: subjectOf(saved), data: { changes, version: saved.version } });
        return snapshotOf(saved);
      });
    } catch (error) {
      // Two first saves at once: the other's row is in (the table holds one), so this one read a stale version.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(SETTINGS_MESSAGES.stale, [{ path: 'version', message: SETTINGS_MESSAGES.stale }]);
      throw error;
    }
  }
}

/** The current settings, kept in this process until they change anywhere (one copy for every request and worker). */
export function currentSettings(changes: ChangeFeed): Promise<SiteSettings> {
  return changes.remember('site settings', 'site', readSettings);
}

/** Who the mail worker sends as (`MailWorker`): the settings' sender name, and the site's name and tagline for the mail's frame. */
export async function mailSenderOf(changes: ChangeFeed): Promise<{ name: string; siteName: string; tagline: string }> {
  const { mailSenderName, siteName, tagline } = await currentSettings(changes);
  return { name: mailSenderName, siteName, tagline };
}

/** The settings row as a plain value (what `current` keeps), or the first run's values without one. */
async function readSettings(em: EntityManager): Promise<SiteSettings> {
  const [row] = await em.find(SiteSettingsEntity, {}, { limit: 1 });
  return row ? snapshotOf(row) : FIRST_RUN;
}

function snapshotOf(row: SiteSettingsEntity): SiteSettings {
  return Object.freeze({
    id: row.id,
    siteName: row.siteName,
    tagline: row.tagline,
    contactEmail: row.contactEmail,
    phone: row.phone,
    addressLines: [...row.addressLines],
    socialLinks: row.socialLinks.map(({ network, url }) => ({ network, url })),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoImageId: row.seoImageId ?? null,
    cookieBannerTitle: row.cookieBannerTitle,
    cookieBannerText: row.cookieBannerText,
    mailSenderName: row.mailSenderName,
    maintenanceMode: row.maintenanceMode,
    maintenanceMessage: row.maintenanceMessage,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedByName: row.updatedByName ?? null,
  });
}

/** The values after a save: each given field (text trimmed, blank address lines dropped), the others as they were. */
function valuesWith(before: SiteSettingsValues, input: UpdateSiteSettingsInput): SiteSettingsValues {
  const text = (value: string | null | undefined, was: string) => (value === undefined || value === null ? was : value.trim());
  return {
    siteName: text(input.siteName, before.siteName),
    tagline: text(input.tagline, before.tagline),
    contactEmail: text(input.contactEmail, before.contactEmail),
    phone: text(input.phone, before.phone),
    addressLines: input.addressLines ? input.addressLines.map((line) => line.trim()).filter((line) => line !== '') : [...before.addressLines],
    socialLinks: input.socialLinks ? input.socialLinks.map(({ network, url }) => ({ network, url: url.trim() })) : before.socialLinks.map((link) => ({ ...link })),
    seoTitle: text(input.seoTitle, before.seoTitle),
    seoDescription: text(input.seoDescription, before.seoDescription),
    // null is a value here (no image); left out keeps it.
    seoImageId: input.seoImageId === undefined ? before.seoImageId : input.seoImageId,
    cookieBannerTitle: text(input.cookieBannerTitle, before.cookieBannerTitle),
    cookieBannerText: text(input.cookieBannerText, before.cookieBannerText),
    mailSenderName: text(input.mailSenderName, before.mailSenderName),
    maintenanceMode: input.maintenanceMode ?? before.maintenanceMode,
    maintenanceMessage: text(input.maintenanceMessage, before.maintenanceMessage),
  };
}
