import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { SocialLink } from '../../rules/settings.js';

/**
 * The site's settings (issue P20): one row (a unique index on a constant keeps it one), written
 * by the migration with the first run's values and changed by `updateSiteSettings` only when the
 * caller read its current `version`. Its trigger tells every server (topic `site`).
 */
export const SiteSettingsEntity = defineEntity({
  name: 'SiteSettings',
  tableName: 'site_settings',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    siteName: p.text(),
    tagline: p.text(),
    contactEmail: p.text(),
    phone: p.text(),
    addressLines: p.array().$type<string[]>(),
    socialLinks: p.json<SocialLink[]>(),
    seoTitle: p.text(),
    seoDescription: p.text(),
    /** A media library image; no foreign key, so the media library may come and go on its own. */
    seoImageId: p.uuid().nullable(),
    cookieBannerTitle: p.text(),
    cookieBannerText: p.text(),
    mailSenderName: p.text(),
    maintenanceMode: p.boolean(),
    maintenanceMessage: p.text(),
    /** One more on every save: a save names the version it read, and a stale one changes nothing. */
    version: p.integer(),
    updatedAt: p.datetime().onCreate(() => new Date()),
    /** Who saved it last: their id and the name they had; null for the first run's values. */
    updatedById: p.uuid().nullable(),
    updatedByName: p.text().nullable(),
  },
});
export type SiteSettingsEntity = InferEntity<typeof SiteSettingsEntity>;
