import { can, recentProof } from '../../http/access.js';
import { downloadLinkRoute } from '../../http/download-links.js';
import { bodyWith } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { PRIVACY_EXPORT_PATH } from './privacy.service.js';

/**
 * Data-subject requests (`privacy:manage`). The address goes in the body, never in a path or query
 * (which access logs keep): `POST /api/admin/privacy/lookup`, `/export` (a one-minute link, as the
 * list exports make) and `/erase`.
 */
export const privacyRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('privacy:manage');

  app.post('/api/admin/privacy/lookup', manage, async (request) => {
    const body = bodyWith(request, {});
    return { success: true, data: await contextOf(request).services.privacy.lookup(body['email']) };
  });

  app.post('/api/admin/privacy/export', recentProof(manage), async (request, reply) => {
    const body = bodyWith(request, {});
    const { services, requireSignedIn } = contextOf(request);
    const link = services.privacy.link(await requireSignedIn(), body['email']);
    return reply.status(201).send({ success: true, data: link });
  });

  app.post('/api/admin/privacy/erase', recentProof(manage), async (request) => {
    const body = bodyWith(request, {});
    const { services, requireSignedIn } = contextOf(request);
    const erased = await services.privacy.erase(body['email'], body['confirm'], await requireSignedIn());
    return { success: true, message: PRIVACY_MESSAGES.erased(erased.total), data: erased };
  });

  // The link is the credential (the browser opens it to save the file): sealed, for a minute, re-checked.
  downloadLinkRoute(app, {
    path: PRIVACY_EXPORT_PATH,
    extension: 'zip',
    open: async (token, request) => {
      const file = await contextOf(request).services.privacy.open(token);
      return file && { filename: file.filename, contentType: 'application/zip', body: file.zip };
    },
    invalid: { title: PRIVACY_MESSAGES.linkInvalidTitle, message: PRIVACY_MESSAGES.linkInvalid },
  });
};
