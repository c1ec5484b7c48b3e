import { can, PUBLIC } from '../../http/access.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { bodyWith } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { PRIVACY_MESSAGES } from '../../rules/privacy.js';
import { PRIVACY_EXPORT_PATH } from './privacy.service.js';

/** `/privacy-exports/<iv>.<tag>.<sealed claims>.zip`: base64url parts, dot separated (longer than a route parameter may be, so a wildcard). */
interface DownloadRoute {
  Params: { '*': string };
}

const LINK_FILE = /^([A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{1,4000})\.zip$/;

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

  app.post('/api/admin/privacy/export', manage, async (request, reply) => {
    const body = bodyWith(request, {});
    const { services, requireSignedIn } = contextOf(request);
    const link = services.privacy.link(await requireSignedIn(), body['email']);
    return reply.status(201).send({ success: true, data: link });
  });

  app.post('/api/admin/privacy/erase', manage, async (request) => {
    const body = bodyWith(request, {});
    const { services, requireSignedIn } = contextOf(request);
    const erased = await services.privacy.erase(body['email'], body['confirm'], await requireSignedIn());
    return { success: true, message: PRIVACY_MESSAGES.erased(erased.total), data: erased };
  });

  // The link is the credential (the browser opens it to save the file): sealed, for a minute, re-checked.
  const download = { ...PUBLIC, compress: false as const };
  app.get<DownloadRoute>(`${PRIVACY_EXPORT_PATH}/*`, download, async (request, reply) => {
    const token = LINK_FILE.exec(request.params['*'])?.[1];
    const file = token ? await contextOf(request).services.privacy.open(token) : null;
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!file) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(renderNoticePage({ title: PRIVACY_MESSAGES.linkInvalidTitle, message: PRIVACY_MESSAGES.linkInvalid }));
    }
    return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${file.filename}"`).send(file.zip);
  });
};
