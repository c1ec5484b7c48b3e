import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { RESET_PASSWORD_PATH } from '../rules/admin.js';
import { PUBLIC_PAGE_TOPICS, type ChangeFeed, type ChangeTopic } from '../db/changes.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../domain/errors.js';
import type { ExecuteFor } from '../graphql/server.js';
import { ORIGIN_PLACEHOLDER, type ExecuteGraphQL, type FormPost, type FormPostFieldLimit, type RenderedDocument, type ServerEntry } from '../shared/render-seam.js';

/**
 * Serves the built client: the public pages (real HTML with their styles), the client-only
 * admin app, static assets, `robots.txt` and `sitemap.xml`.
 *
 * Build output (see client/scripts/prerender.ts):
 *   client/dist/client/                 Vite's browser builds (assets, the page template, admin.html, explorer.html)
 *   client/dist/server/entry-server.js  renderDocument(url): the same render the prerender used
 *   client/dist/pages/                  one HTML file per public path + manifest.json, admin.html and
 *                                       explorer.html (the GraphQL explorer: see explorer.ts)
 *
 * Every public page shows data (the site's settings in its header, footer and cookie banner; the
 * careers pages their jobs), so each is rendered by the server with the same `renderDocument` the
 * build checks them with, which gets its data by running GraphQL in-process as the visitor. A page
 * the same for every visitor (the client's route says `render: 'kept'`, or an area's `pages` names
 * it) is kept, compressed, until one of its topics changes on any server: the topics every public
 * page is made from (`PUBLIC_PAGE_TOPICS`) and those its area adds. The others (the privacy
 * policy shows today's date; the forms' pages; unknown paths) are rendered per request. Pages the
 * build prerendered (`manifest.pages`: none today) are served from memory.
 *
 * While the site is closed (maintenance mode), visitors get the maintenance page (503) instead of
 * any public page, and signed-in staff pages rendered for them alone (`closedSite`).
 */

/** Written by the prerender step; `ORIGIN_PLACEHOLDER` in the HTML is replaced by the configured origin. */
interface PagesManifest {
  pages: { path: string; file: string }[];
  /**
   * Route patterns rendered by the server, for example `/careers/:slug`, with the query parameters
   * each reads, and whether the page is the same for every visitor (kept until its data changes).
   */
  rendered: { path: string; query: string[]; kept?: boolean }[];
  admin: string;
}

/** The client's server entry, loaded: a page for a URL, and the answer to a form posted to its page, with the site's origin in them. */
export interface Renderer {
  render(url: string, graphql: ExecuteGraphQL): Promise<RenderedDocument>;
  answerPost(url: string, post: FormPost, graphql: ExecuteGraphQL): Promise<RenderedDocument>;
  fieldLimit: FormPostFieldLimit;
}

/** A page the sitemap lists besides the fixed ones. */
export interface DynamicPage {
  path: string;
  lastModified?: Date;
}

export interface ClientOptions {
  /** The client's server entry (`serverRenderer`). */
  renderer: () => Promise<Renderer | null>;
  executeFor: ExecuteFor;
  /** The pages with data that exist right now (the open jobs' pages). */
  dynamicPages: (request: FastifyRequest) => Promise<DynamicPage[]>;
  /** The topics areas add to their rendered routes (from the areas' `pages`): such a route is kept until one of them, or one of `PUBLIC_PAGE_TOPICS`, changes. */
  keptPages: ReadonlyMap<string, readonly ChangeTopic[]>;
  /** How the public pages stand for a request: `null` while the site is open (see `ClosedSite`). */
  closedSite: (request: FastifyRequest) => Promise<ClosedSite | null>;
  changes: ChangeFeed;
  /** Whether a request carries credentials: its page may show more than visitors see, so it is never kept or shared. */
  presentsCredentials: (request: FastifyRequest) => boolean;
}

/**
 * What the public pages answer while the site is closed (maintenance mode): signed-in staff see
 * the site, rendered for them alone (its banner says the site is closed); visitors get `html`
 * with 503 and `Retry-After`, kept by no one.
 */
export type ClosedSite = { staff: true } | { staff: false; html: string; retryAfterSeconds: number };

export interface PreparedPage {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface ClientPages {
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export async function registerClient(app: FastifyInstance, config: Config, { renderer, executeFor, dynamicPages, keptPages, changes, presentsCredentials, closedSite }: ClientOptions): Promise<ClientPages | null> {
  const manifestFile = path.join(config.clientDir, 'pages', 'manifest.json');
  if (!existsSync(manifestFile)) {
    app.log.warn(`No built client in ${config.clientDir}: run "npm run build" to serve the site. The APIs work without it.`);
    return null;
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as PagesManifest;
  const load = async (file: string) =>
    prepare((await readFile(path.join(config.clientDir, 'pages', file), 'utf8')).replaceAll(ORIGIN_PLACEHOLDER, config.publicUrl));

  const pages = new Map(await Promise.all(manifest.pages.map(async ({ path: pagePath, file }) => [pagePath, await load(file)] as const)));
  const adminPage = await load(manifest.admin);
  // Load the renderer once the server listens, so the first unknown path is answered quickly.
  app.addHook('onListen', async () => {
    renderer().catch((error: unknown) => app.log.error({ err: error }, 'could not load the page renderer'));
  });

  const render = async (request: FastifyRequest, url = request.url): Promise<RenderedPage> => {
    const loaded = await renderer();
    if (!loaded) throw new Error(`No page renderer in ${config.clientDir}: run "npm run build".`);
    return loaded.render(url, executeFor(request));
  };
  /** Sends a page rendered for this request; unknown paths come back as the home page with 404. */
  const sendRendered = (request: FastifyRequest, reply: FastifyReply, { status, html }: RenderedPage, cacheControl = pageCaching(presentsCredentials(request), status)) => {
    if (status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', cacheControl).send(html);
  };
  /** A public page's handler, behind the maintenance page: visitors of a closed site get that; its staff, the page rendered for them alone. */
  const publicPage =
    (serve: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const closed = await closedSite(request);
      if (!closed) return serve(request, reply);
      if (closed.staff) return sendRendered(request, reply, await render(request), 'private, no-store');
      // Robots see a 503 too, and come back later rather than forget the page.
      return reply.status(503).type('text/html; charset=utf-8').header('Retry-After', String(closed.retryAfterSeconds)).header('Cache-Control', 'no-store').send(closed.html);
    };
  const renderedRoute = publicPage(async (request, reply) => sendRendered(request, reply, await render(request)));
  // Pages of a route with parameters (a post's, a job's) that visitors asked for last, dropped by a change: rendered again with the fixed ones.
  const warmAgain = new Set<string>();
  const keptRoute = (topics: readonly ChangeTopic[], query: readonly string[], parameterised: boolean) => {
    const cache = new PageCache();
    for (const topic of topics) {
      changes.on(topic, () => {
        const dropped = cache.clear();
        if (parameterised) for (const url of dropped.slice(-WARM_AGAIN_MAX)) warmAgain.add(url);
      });
    }
    return publicPage(async (request, reply) => {
      // A request that signs in as an admin may see more than visitors do: never kept, never shared.
      // Nor is anything kept while notices of changes cannot arrive.
      if (presentsCredentials(request) || !changes.hearing) return sendRendered(request, reply, await render(request));
      // The page as its own query makes it: other parameters neither make another page nor push one out.
      const url = canonicalUrl(request.url, query);
      const answer = await cache.get(url, () => render(request, url));
      return 'page' in answer ? sendPage(request, reply, answer.page, 200, SHARED_PAGE) : sendRendered(request, reply, answer);
    });
  };

  for (const [pagePath, page] of pages) {
    app.get(pagePath, { compress: false }, publicPage((request, reply) => sendPage(request, reply, page, 200, SHARED_PAGE)));
  }
  const warmed = new Set<string>();
  for (const { path: pattern, query, kept } of manifest.rendered) {
    const areaTopics = keptPages.get(pattern);
    if (!kept && !areaTopics) {
      app.get(pattern, renderedRoute);
      continue;
    }
    const topics = [...new Set([...PUBLIC_PAGE_TOPICS, ...(areaTopics ?? [])])];
    app.get(pattern, keptRoute(topics, query, pattern.includes(':')));
    if (!pattern.includes(':')) warmed.add(pattern);
    for (const topic of topics) changes.on(topic, () => warmSoon());
  }
  // The fixed kept pages are rendered once the server listens and again after each change, in the
  // background, one at a time, with the last pages of other kept routes visitors asked for: they
  // then find them kept rather than wait for their render.
  let warming: NodeJS.Timeout | undefined;
  const warmSoon = () => {
    if (!app.server.listening) return;
    clearTimeout(warming);
    warming = setTimeout(() => void warm(), WARM_DELAY_MS);
    warming.unref();
  };
  const warm = async () => {
    const again = [...warmAgain];
    warmAgain.clear();
    for (const pagePath of [...warmed, ...again]) {
      if (!app.server.listening) return;
      await app.inject({ method: 'GET', url: pagePath }).catch(() => undefined);
    }
  };
  app.addHook('onListen', async () => warmSoon());
  app.addHook('onClose', async () => clearTimeout(warming));
  // The back office is a client-only app; its router handles every path under /admin, the two
  // sign-in paths outside it that the spec's screens link to, and the reset email's link.
  for (const adminPath of ['/admin', '/admin/*', '/login', '/forgot-password', RESET_PASSWORD_PATH]) {
    app.get(adminPath, { compress: false }, (request, reply) => sendPage(request, reply, adminPage, 200, 'no-store'));
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`),
  );
  // The fixed pages, the per-request pages without parameters (/careers), and the open jobs' pages.
  const fixedPages: DynamicPage[] = [...pages.keys(), ...manifest.rendered.map(({ path: pattern }) => pattern).filter((pattern) => !pattern.includes(':'))].map((pagePath) => ({ path: pagePath }));
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(sitemapXml(config.publicUrl, [...fixedPages, ...(await dynamicPages(request))])),
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

  // Unknown paths show the home page (spec), rendered for the path asked, with status 404.
  return { sendNotFoundPage: renderedRoute };
}

/**
 * Loads the client's server entry on first use, so start-up does not pay for React and Chakra;
 * `null` without a built client. What it renders gets the configured origin in place of the
 * placeholder.
 */
export function serverRenderer(config: Pick<Config, 'clientDir' | 'publicUrl'>): () => Promise<Renderer | null> {
  let loading: Promise<Renderer | null> | undefined;
  const withOrigin = (document: RenderedDocument): RenderedDocument => ({ ...document, html: document.html.replaceAll(ORIGIN_PLACEHOLDER, config.publicUrl) });
  return () =>
    (loading ??= (async () => {
      const entryFile = path.join(config.clientDir, 'server', 'entry-server.js');
      if (!existsSync(entryFile)) return null;
      // The one cast of the seam: the client's entry declares itself a `ServerEntry` (shared/render-seam.ts).
      const { renderDocument, renderFormPost, formPostFieldLimit } = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
      const assets = { template: await readFile(path.join(config.clientDir, 'client', 'index.html'), 'utf8') };
      return {
        render: async (url, graphql) => withOrigin(await renderDocument(url, assets, { graphql })),
        answerPost: async (url, post, graphql) => withOrigin(await renderFormPost(url, post, assets, { graphql })),
        fieldLimit: formPostFieldLimit,
      };
    })());
}

interface RenderedPage {
  status: number;
  html: string;
  /** When it stops being right with no change of its data (`RenderedDocument.freshUntil`). */
  freshUntil?: number;
}

/** A page rendered for a kept route: found (200), it is kept compressed; anything else is sent as it is and kept by no one. */
type KeptAnswer = { page: PreparedPage } | RenderedPage;

/**
 * Rendered pages by canonical URL (the route and the query parameters it reads), each kept
 * (compressed) until `clear`, at most `maxPages` of them, the least recently asked for going first.
 * Visitors asking for a page while it renders wait for that one render. Only a page found is kept:
 * one not found, or rendered while its data could not be read (503), is sent to those who asked
 * and forgotten. A change drops every page, but most render the same afterwards (an About page
 * text changes no other page's HTML): a page rendered byte for byte as the one dropped keeps that
 * one's compressed copies, rather than spend a quarter of a second of brotli on them again.
 */
export class PageCache {
  private readonly pages = new Map<string, Promise<KeptAnswer>>();
  /** The pages of `pages` that are rendered and kept. */
  private readonly ready = new Map<string, PreparedPage>();
  /** The pages the last `clear` dropped, each until its URL renders again. */
  private dropped = new Map<string, PreparedPage>();
  /** When kept pages stop being right with no change of their data (an event starts or ends), by URL: asked for then, they are rendered again. */
  private readonly freshUntil = new Map<string, number>();

  // A rendered page and its two compressed copies take a few hundred kilobytes: a hundred of them (and those a change dropped) stays small.
  constructor(
    private readonly maxPages = 100,
    private readonly now = () => Date.now(),
  ) {}

  /** Drops every page; the addresses it held, the one asked for last at the end. */
  clear(): string[] {
    const urls = [...this.pages.keys()];
    this.dropped = new Map(this.ready);
    this.ready.clear();
    this.pages.clear();
    this.freshUntil.clear();
    return urls;
  }

  get(url: string, render: () => Promise<RenderedPage>): Promise<KeptAnswer> {
    const until = this.freshUntil.get(url);
    if (until !== undefined && until <= this.now()) {
      // Past its time: rendered again, the page before kept meanwhile for a render byte for byte the same.
      const stale = this.ready.get(url);
      if (stale) this.dropped.set(url, stale);
      this.pages.delete(url);
      this.ready.delete(url);
      this.freshUntil.delete(url);
    }
    const kept = this.pages.get(url);
    if (kept) {
      this.pages.delete(url);
      this.pages.set(url, kept);
      return kept;
    }
    const rendering = render().then(async (rendered): Promise<KeptAnswer> => {
      if (rendered.status !== 200) return rendered;
      if (rendered.freshUntil !== undefined && this.pages.get(url) === rendering) this.freshUntil.set(url, rendered.freshUntil);
      const before = this.dropped.get(url);
      this.dropped.delete(url);
      return { page: before?.identity.equals(Buffer.from(rendered.html, 'utf8')) ? before : await prepare(rendered.html) };
    });
    this.pages.set(url, rendering);
    const forget = () => {
      if (this.pages.get(url) !== rendering) return;
      this.pages.delete(url);
      this.ready.delete(url);
      this.freshUntil.delete(url);
    };
    rendering.then((answer) => {
      if ('page' in answer && this.pages.get(url) === rendering) this.ready.set(url, answer.page);
      else forget();
    }, forget);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages) break;
      this.pages.delete(oldest);
      this.ready.delete(oldest);
      this.freshUntil.delete(oldest);
    }
    return rendering;
  }
}

/**
 * A path and the query parameters its page reads, in the order the route lists them (the first
 * value of each, as the page reads it): the address a kept page is rendered from and kept under.
 */
export function canonicalUrl(url: string, query: readonly string[]): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const kept = new URLSearchParams();
  for (const name of query) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A page with its compressed copies, made on zlib's threads: at these settings they take far too long for the event loop (a page's brotli copy, a quarter of a second). */
export async function prepare(html: string): Promise<PreparedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [gzipped, brotli] = await Promise.all([compressGzip(identity, { level: 9 }), compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })]);
  return { identity, gzip: gzipped, brotli, etag: etagOf(identity) };
}

const etagOf = (identity: Buffer): string => `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;

/**
 * A public page the same for every visitor: browsers check it again on each visit (max-age=0, with
 * its ETag), a shared cache (a CDN) may answer with it for a minute and, while it asks the server
 * for a fresh one, for ten more. Served directly, a change of a job shows at once; through a CDN,
 * within a minute on a page visitors keep asking for, and on a quiet one the first visitor up to
 * eleven minutes later may still get the page as it was (the CDN renews it behind them).
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** How long after a change (or the start) the kept pages are rendered again: a burst of changes renders them once. */
const WARM_DELAY_MS = 250;

/** How many of a parameterised route's kept pages (the posts visitors read last) a change renders again in the background. */
const WARM_AGAIN_MAX = 20;


/**
 * Shareable when found and the same for everyone; a page rendered for a signed-in request is
 * nobody else's, and one whose data could not be read (503) is nobody's to keep.
 */
function pageCaching(withCredentials: boolean, status: number): string {
  if (withCredentials) return 'private, no-store';
  if (status === 503) return 'no-store';
  return status === 200 ? SHARED_PAGE : 'no-cache';
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreparedPage, status: number, cacheControl: string): FastifyReply {
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

function sitemapXml(origin: string, entries: DynamicPage[]): string {
  const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const urls = entries
    .map(({ path: pagePath, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${origin}${pagePath}`)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
