import { namedBy } from '../../domain/subject-names.js';
import { deriveKey } from '../../secrets.js';
import { defineArea } from '../area.js';
import { mediaArea } from '../media/index.js';
import { closedSiteFor, giveStaffCookie } from './maintenance.js';
import { SiteSettingsEntity } from './settings.entity.js';
import { SettingsResolver } from './settings.resolver.js';
import { settingsRoutes } from './settings.rest.js';
import { SettingsService } from './settings.service.js';

declare module '../../services.js' {
  interface Services {
    settings: SettingsService;
  }
}

/**
 * The site's settings (issue P20): name, contact details, social links, default SEO, cookie banner,
 * mail sender name and maintenance mode, read by every public page (topic `site` of the change
 * feed) and edited on the back office's Settings screen.
 */
export const settingsArea = defineArea({
  name: 'settings',
  uses: [mediaArea],
  entities: [SiteSettingsEntity],
  resolvers: [SettingsResolver],
  rest: settingsRoutes,
  // While maintenance mode is on, visitors get the maintenance page instead of any public page.
  closedSite: (request, context) => closedSiteFor(request, context, context.services.settings.staffKey),
  // Signed-in admins' browsers get the staff cookie with the back office's answers, to see the site in maintenance mode.
  onRequest: (request, reply, contextOf) => giveStaffCookie(request, reply, contextOf(request)),
  // How the Activity screen names the settings: by the site's name they hold, to whoever reads the trail.
  subjectNames: { SiteSettings: namedBy(SiteSettingsEntity, 'audit:read', (settings) => `Site settings of ${settings.siteName}`) },
  // The default sharing image: on the Media screen's "Used by", and why it cannot be deleted while it is the default.
  mediaUses: async (services, mediaIds) => {
    const settings = await services.settings.usingMedia(mediaIds);
    return settings?.id && settings.seoImageId
      ? [{ mediaId: settings.seoImageId, subjectType: 'SiteSettings', subjectId: settings.id, label: 'Site settings: default sharing image', href: '/admin/settings' }]
      : [];
  },
  services: {
    settings: ({ em, events, shared, dependencies, services }) =>
      new SettingsService(
        em,
        events,
        shared.changes,
        deriveKey(dependencies.jwtSecret, 'staff-preview'),
        (ids) => services.media.sourcesOf(ids),
        (ids, field) => services.media.requireUsable(ids, field),
      ),
  },
});
