import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * Serves the built client: the public pages (real HTML with their styles), the client-only
 * admin app, static assets, `robots.txt` and `sitemap.xml`.
 *
 * Build output (see client/scripts/prerender.ts):
 *   client/dist/client/                 Vite's browser build (assets, the page template, admin.html)
 *   client/dist/server/entry-server.js  renderDocument(url): the same render the prerender used
 *   client/dist/pages/                  one HTML file per public path + manifest.json
 *
 * Known pages are prerendered at build time and served from memory; other paths are rendered
 * per request by the same `renderDocument`.
 */

/** Written by the prerender step; `%PUBLIC_URL%` in the HTML is replaced by the configured origin. */
interface PagesManifest {
  pages: { path: string; file: string }[];
  admin: string;
}

type RenderDocument = (
  url: string,
  assets: { template: string; manifest: unknown },
) => Promise<{ status: number; html: string }>;

interface PreparedPage {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface ClientPages {
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
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
  const adminPage = await load(manifest.admin);
  const renderDocument = serverRenderer(config);
  // Load the renderer once the server listens, so the first unknown path is answered quickly.
  app.addHook('onListen', async () => {
    renderDocument().catch((error: unknown) => app.log.error({ err: error }, 'could not load the page renderer'));
  });

  for (const [pagePath, page] of pages) {
    app.get(pagePath, { compress: false }, (request, reply) => sendPage(request, reply, page, 200));
  }
  // The back office is a client-only app; its router handles every path under /admin, and the
  // two sign-in paths outside it that the spec's screens link to.
  for (const adminPath of ['/admin', '/admin/*', '/login', '/forgot-password']) {
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
    // Unknown paths show the home page (spec), rendered for the path asked, with status 404.
    async sendNotFoundPage(request, reply) {
      const { html } = await (await renderDocument())(request.url);
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(html.replace(ORIGIN_PLACEHOLDER, config.publicUrl));
    },
  };
}

/** Loads the client's server entry on first use, so start-up does not pay for React and Chakra. */
function serverRenderer(config: Config): () => Promise<(url: string) => Promise<{ status: number; html: string }>> {
  let loading: Promise<(url: string) => Promise<{ status: number; html: string }>> | undefined;
  return () =>
    (loading ??= (async () => {
      const entry = pathToFileURL(path.join(config.clientDir, 'server', 'entry-server.js')).href;
      const { renderDocument } = (await import(entry)) as { renderDocument: RenderDocument };
      const assets = {
        template: await readFile(path.join(config.clientDir, 'client', 'index.html'), 'utf8'),
        manifest: JSON.parse(await readFile(path.join(config.clientDir, 'client', '.vite', 'manifest.json'), 'utf8')) as unknown,
      };
      return (url: string) => renderDocument(url, assets);
    })());
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
