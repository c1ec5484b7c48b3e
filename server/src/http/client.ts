import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * Serves the built client: the public pages prerendered at build time (real HTML with their
 * styles), the client-only admin app, static assets, `robots.txt` and `sitemap.xml`.
 *
 * Build output (see client/scripts/prerender.ts):
 *   client/dist/client/       Vite's browser build (assets, admin.html)
 *   client/dist/pages/        one HTML file per public path + manifest.json
 */

/** Written by the prerender step; `%PUBLIC_URL%` in the HTML is replaced by the configured origin. */
interface PagesManifest {
  pages: { path: string; file: string }[];
  /** Shown with status 404 for unknown public paths: the home page, as the spec says. */
  notFound: string;
  admin: string;
}

interface PreparedPage {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface ClientPages {
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

const ORIGIN_PLACEHOLDER = /%PUBLIC_URL%/g;

export async function registerClient(app: FastifyInstance, config: Config): Promise<ClientPages | null> {
  const manifestFile = path.join(config.clientDir, 'pages', 'manifest.json');
  if (!existsSync(manifestFile)) {
    app.log.warn(`No built client in ${config.clientDir}: run "npm run build" to serve the site. The APIs work without it.`);
    return null;
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PagesManifest;
  const load = async (file: string) =>
    prepare((await readFile(path.join(config.clientDir, 'pages', file), 'utf8')).replace(ORIGIN_PLACEHOLDER, config.publicUrl));

  const pages = new Map(await Promise.all(manifest.pages.map(async ({ path: pagePath, file }) => [pagePath, await load(file)] as const)));
  const notFoundPage = await load(manifest.notFound);
  const adminPage = await load(manifest.admin);

  for (const [pagePath, page] of pages) {
    app.get(pagePath, { compress: false }, (request, reply) => sendPage(request, reply, page, 200));
  }
  // The back office is a client-only app; its router handles every path under /admin.
  for (const adminPath of ['/admin', '/admin/*']) {
    app.get(adminPath, { compress: false }, (request, reply) => sendPage(request, reply, adminPage, 200));
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`),
  );
  const sitemap = sitemapXml(config.publicUrl, [...pages.keys()]);
  app.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemap),
  );

  await app.register(fastifyStatic, {
    root: path.join(config.clientDir, 'client'),
    prefix: '/',
    index: false,
    preCompressed: true,
    // HTML files are templates served above with their content filled in; Vite's manifest is internal.
    allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });

  return {
    sendNotFoundPage: (request, reply) => sendPage(request, reply, notFoundPage, 404),
  };
}

function prepare(html: string): PreparedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    brotli: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage, status: number): FastifyReply {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((pagePath) => `  <url><loc>${origin}${pagePath === '/' ? '/' : pagePath}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
