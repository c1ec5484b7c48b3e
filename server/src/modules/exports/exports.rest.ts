import { Readable } from 'node:stream';
import { SIGNED_IN, recentProof } from '../../http/access.js';
import { downloadLinkRoute } from '../../http/download-links.js';
import { bodyWith } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { EXPORT_MESSAGES } from '../../rules/exports.js';
import { EXPORT_PATH } from './exports.service.js';

export const exportsRoutes: RestRoutes = (app, contextOf) => {
  // Any signed-in principal may ask; the service checks the list's own permission.
  app.post('/api/admin/exports', recentProof(SIGNED_IN), async (request, reply) => {
    const body = bodyWith(request, {});
    const context = contextOf(request);
    const link = context.services.exports.link(await context.requireSignedIn(), body['list'], body['filter']);
    return reply.status(201).send({ success: true, data: { url: link.url, expiresAt: link.expiresAt } });
  });

  // The link is the credential (the browser opens it to save the file): sealed, for a minute, re-checked.
  downloadLinkRoute(app, {
    path: EXPORT_PATH,
    extension: 'csv',
    open: async (token, request) => {
      const file = await contextOf(request).services.exports.open(token);
      return file && { filename: file.filename, contentType: 'text/csv; charset=utf-8', body: Readable.from(file.lines) };
    },
    invalid: { title: EXPORT_MESSAGES.linkInvalidTitle, message: EXPORT_MESSAGES.linkInvalid },
  });
};
