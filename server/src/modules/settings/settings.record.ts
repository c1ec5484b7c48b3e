import { defineRecord, type RecordOf } from '../../domain/records.js';
import { phoneHrefOf } from '../../rules/settings.js';
import type { SiteSettings } from './settings.service.js';

/** The site's settings as REST and GraphQL answer them (`_id` is null until they are first saved). */
export const siteSettingsRecord = defineRecord('SiteSettings', (settings: SiteSettings) => ({
  _id: settings.id as string,
  siteName: settings.siteName,
  tagline: settings.tagline,
  contactEmail: settings.contactEmail,
  phone: settings.phone,
  phoneHref: phoneHrefOf(settings.phone),
  addressLines: [...settings.addressLines],
  socialLinks: settings.socialLinks.map(({ network, url }) => ({ network, url })),
  seoTitle: settings.seoTitle,
  seoDescription: settings.seoDescription,
  seoImageId: settings.seoImageId,
  cookieBannerTitle: settings.cookieBannerTitle,
  cookieBannerText: settings.cookieBannerText,
  mailSenderName: settings.mailSenderName,
  maintenanceMode: settings.maintenanceMode,
  maintenanceMessage: settings.maintenanceMessage,
  version: settings.version,
  updatedAt: settings.updatedAt,
  updatedBy: settings.updatedByName,
}));
export type SiteSettingsRecord = RecordOf<typeof siteSettingsRecord>;
