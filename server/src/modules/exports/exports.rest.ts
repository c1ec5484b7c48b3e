import { Readable } from 'node:stream';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { bodyWith } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { EXPORT_MESSAGES } from '../../rules/exports.js';
import { EXPORT_PATH } from './exports.service.js';

/** `/exports/<token>.csv`: the signed token is base64url and a signature, dot separated (longer than a route parameter may be, so a wildcard). */
interface DownloadRoute {
  Params: { '*': string };
}
const LINK_FILE = /^([A-Za-z0-9_-]{1,4000}\.[A-Za-z0-9_-]{43})\.csv$/;

export const exportsRoutes: RestRoutes = (app, contextOf) => {
  // Any signed-in principal may ask; the service checks the list's own permission.
  app.post('/api/admin/exports', SIGNED_IN, async (request, reply) => {
    const body = bodyWith(request, {});
    const context = contextOf(request);
    const link = context.services.exports.link(await context.requireSignedIn(), body['list'], body['filter']);
    return reply.status(201).send({ success: true, data: { url: link.url, expiresAt: link.expiresAt } });
  });

  // The link is the credential (the browser opens it to save the file): signed, for a minute, re-checked.
  // Not compressed: measured (npm run bench -- exports), compressing the stream cost the export
  // 40% of its speed and held 300 MB more on the server (docs/performance.md).
  const download = { ...PUBLIC, compress: false as const };
  app.get<DownloadRoute>(`${EXPORT_PATH}/*`, download, async (request, reply) => {
    const token = LINK_FILE.exec(request.params['*'])?.[1];
    const file = token ? await contextOf(request).services.exports.open(token) : null;
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!file) {
      return reply.status(404).type('text/html; charset=utf-8').send(renderNoticePage({ title: EXPORT_MESSAGES.linkInvalidTitle, message: EXPORT_MESSAGES.linkInvalid }));
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .send(Readable.from(file.lines));
  });
};
