/**
 * Build step after `vite build` (browser) and `vite build --ssr` (server entry): renders every
 * public page once with the same `renderDocument` the server uses per request, with the site's
 * first-run settings (`buildTimeData`), so a page that cannot render fails the build; writes the
 * manifest the server reads (every page is rendered by the server, from the data of the moment,
 * and kept or not as its route says), and precompresses the static assets. Runs on Node's own
 * TypeScript support: `node scripts/prerender.ts`.
 */
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(import.meta.dirname, '../dist');
const pagesDir = path.join(dist, 'pages');

type ExecuteGraphQL = (request: { query: string; variables: Record<string, unknown> }) => Promise<unknown>;
type RenderDocument = (url: string, assets: { template: string }, options: { graphql: ExecuteGraphQL }) => Promise<{ status: number; html: string }>;
const server = (await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href)) as {
  renderDocument: RenderDocument;
  buildTimeData: ExecuteGraphQL;
  PUBLIC_ROUTES: { path: string; render: 'kept' | 'request'; query?: readonly string[] }[];
};

const assets = {
  template: await readFile(path.join(dist, 'client', 'index.html'), 'utf8'),
};

// Images that only the server-rendered parts of pages import come out of the server build: serve
// them with the rest (the server build's code stays where it is).
const serverAssets = path.join(dist, 'server', 'assets');
for (const file of await readdir(serverAssets).catch(() => [])) {
  if (!/\.(js|mjs|css|map)$/.test(file)) await copyFile(path.join(serverAssets, file), path.join(dist, 'client', 'assets', file));
}

await rm(pagesDir, { recursive: true, force: true });
await mkdir(pagesDir, { recursive: true });

const started = performance.now();
// Every page without parameters, rendered as a check; a job page needs a job, which the build has not.
const checked = server.PUBLIC_ROUTES.filter((route) => !route.path.includes(':'));
for (const route of checked) {
  const { status } = await server.renderDocument(route.path, assets, { graphql: server.buildTimeData });
  // The careers page answers 503 here: its openings are not read at build time.
  if (status !== 200 && status !== 503) throw new Error(`${route.path} rendered with status ${status} at build time.`);
}
// The client-only pages: the back office, and the GraphQL explorer (served at GET /graphql when it
// is on: server/src/http/explorer.ts reads it by this name).
for (const file of ['admin.html', 'explorer.html']) await writeFile(path.join(pagesDir, file), await readFile(path.join(dist, 'client', file)));
const rendered = server.PUBLIC_ROUTES.map((route) => ({ path: route.path, query: route.query ?? [], kept: route.render === 'kept' }));
await writeFile(path.join(pagesDir, 'manifest.json'), `${JSON.stringify({ pages: [], rendered, admin: 'admin.html' }, null, 2)}\n`);
console.log(`Checked that ${checked.length} page(s) render, in ${Math.round(performance.now() - started)} ms.`);

// Precompressed copies next to each text asset; @fastify/static serves them to browsers that accept them.
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}
let compressed = 0;
for await (const file of filesUnder(path.join(dist, 'client'))) {
  if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(`${file}.br`, await compressBrotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, await compressGzip(content, { level: 9 }));
  compressed += 1;
}
console.log(`Precompressed ${compressed} asset(s).`);
