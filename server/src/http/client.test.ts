import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/** A built client in miniature, shaped like client/dist (see client/scripts/prerender.ts). */
async function writeBuiltClient(dir: string): Promise<void> {
  const page = (body: string) => `<html><head><link rel="canonical" href="%PUBLIC_URL%/" /></head><body>${body}</body></html>`;
  await mkdir(path.join(dir, 'pages'), { recursive: true });
  await mkdir(path.join(dir, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'client', '.vite'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'pages', 'index.html'), page('Home page'));
  await writeFile(path.join(dir, 'pages', 'admin.html'), page('Back office'));
  await writeFile(
    path.join(dir, 'pages', 'manifest.json'),
    JSON.stringify({ pages: [{ path: '/', file: 'index.html' }], admin: 'admin.html' }),
  );
  // The per-request render: fills the page template, as the real client/src/public/entry-server.tsx does.
  await writeFile(
    path.join(dir, 'server', 'entry-server.js'),
    `export async function renderDocument(url, { template, manifest }) {
      const body = 'Home page, rendered for ' + url + ' with ' + Object.keys(manifest).length + ' manifest entries';
      return { status: 404, html: template.replace('<!--app-html-->', body) + '${page('').replace(/<\/?body>/g, '')}' };
    }`,
  );
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  await writeFile(path.join(dir, 'client', 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(dir, 'client', 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dir, 'client', 'index.html'), 'template <!--app-html-->');
  await writeFile(path.join(dir, 'client', '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
}

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
  t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: 'https://www.finmesh.example' } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public pages', () => {
  it('serves a prerendered page with the configured origin filled in', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Home page');
    expect(response.body).toContain('<link rel="canonical" href="https://www.finmesh.example/" />');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends it compressed to browsers that accept it, and 304 when unchanged', async () => {
    const compressed = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Home page');

    const again = await get('/', { 'if-none-match': String(compressed.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers unknown paths with the home page rendered for that path, and status 404', async () => {
    for (const url of ['/no-such-page', '/index.html', '/about/team?ref=mail']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`template Home page, rendered for ${url} with 1 manifest entries`);
      expect(response.body).toContain('https://www.finmesh.example/');
    }
  });

  it('never serves build internals', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).body).toContain('Home page, rendered for /.vite/manifest.json');
  });
});

describe('back office', () => {
  it('serves the client-only admin app for every path under /admin', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/careers/123/edit']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Back office');
    }
  });
});

describe('static assets', () => {
  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap and away from the back office and APIs', async () => {
    const response = await get('/robots.txt');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: https://www.finmesh.example/sitemap.xml\n',
    );
  });

  it('lists the public pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>https://www.finmesh.example/</loc>');
  });
});

describe('APIs beside the pages', () => {
  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
