import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SEALED_TOKEN } from '../secrets.js';
import { PUBLIC } from './access.js';
import { renderNoticePage } from './notice-page.js';

/** A file a sealed link stands for, streamed. */
export interface LinkedFile {
  filename: string;
  contentType: string;
  body: Readable;
}

/**
 * A download by a sealed link (the back office's exports: `<path>/<sealed token>.<extension>`, the
 * token made by `seal`, so its claims, such as an address or a search, cannot be read from an access
 * log): the link is the credential, as the browser opens it to save the file, so the route is public
 * and the token (longer than a route parameter may be, so a wildcard) is checked by `open`. The file is kept by no cache and indexed
 * by no robot; a link that is altered, expired or whose holder is gone is a notice page (404).
 * Not compressed: measured (npm run bench -- exports), compressing a long stream cost an export
 * 40% of its speed and held 300 MB more on the server (docs/performance.md).
 */
export function downloadLinkRoute(
  app: FastifyInstance,
  options: { path: string; extension: string; open: (token: string, request: FastifyRequest) => Promise<LinkedFile | null>; invalid: { title: string; message: string } },
): void {
  const { path, extension, open, invalid } = options;
  const file = new RegExp(`^(${SEALED_TOKEN})\\.${extension}$`);
  app.get<{ Params: { '*': string } }>(`${path}/*`, { ...PUBLIC, compress: false }, async (request, reply) => {
    const token = file.exec(request.params['*'])?.[1];
    const linked = token ? await open(token, request) : null;
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!linked) return reply.status(404).type('text/html; charset=utf-8').send(renderNoticePage(invalid));
    return reply.type(linked.contentType).header('Content-Disposition', `attachment; filename="${linked.filename}"`).send(linked.body);
  });
}
