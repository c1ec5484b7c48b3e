import { inputFrom } from '../../domain/validation.js';
import { SIGNED_IN, can } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { SETTINGS_MESSAGES } from '../../rules/settings.js';
import { UpdateSiteSettingsInput } from './settings.input.js';
import { staffCookieHeader } from './maintenance.js';
import { siteSettingsRecord } from './settings.record.js';

/** `/api/admin/settings`: the site's settings, for Owners and Admins (`settings:manage`). */
export const settingsRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('settings:manage');

  app.get('/api/admin/settings', manage, async (request) => ({ success: true, data: siteSettingsRecord.of(await contextOf(request).services.settings.current()) }));

  // A stale `version` is a 409 with nothing changed; what the body leaves out stays.
  app.put('/api/admin/settings', manage, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const saved = await services.settings.update(await inputFrom(UpdateSiteSettingsInput, request.body), await requireSignedIn());
    return { success: true, message: SETTINGS_MESSAGES.saved, data: siteSettingsRecord.of(saved) };
  });

  // A page request carries no bearer token: this cookie is how a browser of signed-in staff sees the
  // site while visitors get the maintenance page (the back office's GraphQL answers bring it too).
  app.post('/api/admin/settings/preview', SIGNED_IN, async (request, reply) => {
    const { services, requireSignedIn } = contextOf(request);
    const by = await requireSignedIn();
    reply.header('Set-Cookie', staffCookieHeader(services.settings.staffKey, by.kind === 'admin' ? by.adminId : by.keyId, request.protocol === 'https'));
    return reply.status(204).send();
  });
};
