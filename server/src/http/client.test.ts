import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { createTestApp, signedInAdmin, type TestApp } from '../test/app.js';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database.js';
import { writeBuiltClient } from '../test/built-client.js';
import { EVENT_INPUT } from '../test/events.js';
import { PageCache, type PreparedPage } from './client.js';

let t: TestApp;
let clientDir: string;
let admin: { authorization: string };
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
  t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: 'https://www.finmesh.example' } });
  admin = await signedInAdmin(t.app);
  for (const [title, status] of [
    ['Senior Backend Engineer', 'Active'],
    ['Credit Analyst', 'Active'],
    ['Growth Marketer', 'Draft'],
  ] as const) {
    const response = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: { title, status, description: ['Build things.'] } });
    expect(response.statusCode).toBe(201);
  }
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
    // The same for every visitor: a CDN may keep it for a minute, browsers check it each time.
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
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
      expect(response.body).toContain(`template Home page, rendered for ${url}`);
      expect(response.body).toContain('https://www.finmesh.example/');
    }
  });

  it('never serves build internals', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).body).toContain('Home page, rendered for /.vite/manifest.json');
  });
});

describe('careers pages, rendered per request with their data', () => {
  it('renders the openings as they are now: Active jobs only', async () => {
    const response = await get('/careers');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Openings: Credit Analyst, Senior Backend Engineer');
    expect(response.body).toContain(' at https://www.finmesh.example/careers');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it("renders an Active job's own page, and 404 for a job that is not open or does not exist", async () => {
    const open = await get('/careers/senior-backend-engineer');
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Job page: Senior Backend Engineer');

    for (const url of ['/careers/growth-marketer', '/careers/no-such-job']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Job page: NOT_FOUND');
    }
  });
});

describe('careers pages, kept rendered until a job changes', () => {
  const renderOf = (body: string) => /\(render (\d+)\)/.exec(body)?.[1];
  // A test's job changes are heard again from the database after its last request (every server hears
  // them so): on a busy machine, after the next test has begun, dropping the page it has just kept.
  beforeEach(() => t.changes.settled());

  it('renders a page once and serves it again, compressed and with its ETag', async () => {
    const first = await get('/careers/credit-analyst', { 'accept-encoding': 'br' });
    const second = await get('/careers/credit-analyst', { 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    const [firstBody, secondBody] = [first, second].map((response) => brotliDecompressSync(response.rawPayload).toString());
    expect(secondBody).toBe(firstBody);
    expect(renderOf(secondBody ?? '')).toBe(renderOf(firstBody ?? ''));
    expect((await get('/careers/credit-analyst', { 'if-none-match': String(second.headers.etag) })).statusCode).toBe(304);
  });

  it('shows a job created, edited or deleted in the back office at once', async () => {
    const before = (await get('/careers')).body;
    expect((await get('/careers')).body).toBe(before);

    const created = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: { title: 'Risk Modeller', status: 'Active', description: ['Model risk.'] } });
    const id = (created.json() as { data: { _id: string } }).data._id;
    expect((await get('/careers')).body).toContain('Openings: Risk Modeller, Credit Analyst, Senior Backend Engineer');
    expect((await get('/careers/risk-modeller')).body).toContain('Job page: Risk Modeller');

    await t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: admin, payload: { title: 'Risk Modeller', status: 'Closed', description: ['Model risk.'] } });
    expect((await get('/careers')).body).toContain('Openings: Credit Analyst, Senior Backend Engineer at');
    expect((await get('/careers/risk-modeller')).statusCode).toBe(404);

    await t.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: admin });
    expect((await get('/careers')).body).toContain('Openings: Credit Analyst, Senior Backend Engineer at');
  });

  it('does not keep what a request signed in as an admin sees, nor lets anyone share it', async () => {
    const visitor = renderOf((await get('/careers')).body);
    const signedIn = await get('/careers', admin);
    expect(renderOf(signedIn.body)).not.toBe(visitor);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(renderOf((await get('/careers')).body)).toBe(visitor);
  });

  it('lets no cache keep a page that was not found', async () => {
    expect((await get('/careers/no-such-job')).headers['cache-control']).toBe('no-cache');
    expect((await get('/no-such-page')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps one page per query the page reads: other parameters neither make another page nor push one out', async () => {
    const kept = renderOf((await get('/careers?location=Pune')).body);
    // More junk addresses than the cache keeps pages: the page above is still the one kept.
    for (let n = 0; n < 101; n += 1) {
      const junk = await get(`/careers?location=Pune&x=${n}&utm_source=mail`);
      expect(renderOf(junk.body)).toBe(kept);
    }
    expect(renderOf((await get('/careers?utm_source=mail&location=Pune')).body)).toBe(kept);
    const other = await get('/careers?location=Remote&x=1');
    expect(other.body).toContain('Openings in Remote:');
    expect(renderOf(other.body)).not.toBe(kept);
  });
});

describe('event pages, kept until the event or how its seats stand changes (issue P21)', () => {
  const renderOf = (body: string) => /\(render (\d+)\)/.exec(body)?.[1];

  it('shows AVAILABLE, LIMITED and FULL, rendered again only when a booking moves the event from one to another', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/events', headers: admin, payload: { ...EVENT_INPUT, title: 'Kept Roundtable', capacity: 10 } });
    const draft = created.json<{ data: { _id: string; slug: string; version: number } }>().data;
    await t.app.inject({ method: 'POST', url: `/api/admin/events/${draft._id}/publish`, headers: admin, payload: { version: draft.version } });
    // The publication's own change must have dropped the kept pages before the first is kept.
    await t.changes.settled();
    const page = () => get(`/events/${draft.slug}`);
    let seat = 0;
    const book = async (seats: number) => {
      seat += 1;
      const booked = await t.app.inject({ method: 'POST', url: `/api/events/${draft.slug}/bookings`, payload: { firstName: 'Asha', lastName: 'Rao', email: `seat${seat}@example.com`, seats } });
      expect(booked.statusCode, booked.body).toBe(201);
      await t.changes.settled();
    };

    const first = (await page()).body;
    expect(first).toContain('Event page: Kept Roundtable, AVAILABLE');
    // 4 of 10 taken: still AVAILABLE, so the kept page stays.
    await book(4);
    expect(renderOf((await page()).body)).toBe(renderOf(first));
    // 5 left (at most 5, or a tenth): LIMITED, rendered again.
    await book(1);
    const limited = (await page()).body;
    expect(limited).toContain('Event page: Kept Roundtable, LIMITED');
    expect(renderOf(limited)).not.toBe(renderOf(first));
    await book(3);
    expect(renderOf((await page()).body)).toBe(renderOf(limited));
    await book(2);
    const full = (await page()).body;
    expect(full).toContain('Event page: Kept Roundtable, FULL');
    // A booking onto the waitlist changes nothing visitors see.
    await book(1);
    expect(renderOf((await page()).body)).toBe(renderOf(full));
  });
});

/**
 * Issue P17: a careers page rendered while its data could not be read was kept and shared, "Failed
 * to load jobs" and all, until a job changed. It is answered 503, for no one to keep.
 */
describe('kept pages after a change, on a listening server', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ env: { CLIENT_DIR: clientDir } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => site.close());

  const rendered = () => (globalThis as { finmeshRenderedUrls?: string[] }).finmeshRenderedUrls ?? [];

  it('renders again, in the background, the pages of a route with parameters that visitors asked for, so the next visitor finds them kept', async () => {
    const siteAdmin = await signedInAdmin(site.app);
    const created = await site.app.inject({ method: 'POST', url: '/api/jobs', headers: siteAdmin, payload: { title: 'Treasury Analyst', status: 'Active', description: ['Run the books.'] } });
    const { _id: id } = created.json<{ data: { _id: string } }>().data;
    await site.changes.settled();
    expect((await site.app.inject({ method: 'GET', url: '/careers/treasury-analyst' })).body).toContain('Job page: Treasury Analyst');

    const before = rendered().length;
    await site.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: siteAdmin, payload: { title: 'Treasury Analyst', status: 'Active', description: ['Run the books, daily.'] } });
    await site.changes.settled();
    await vi.waitFor(() => expect(rendered().slice(before)).toContain('/careers/treasury-analyst'), { timeout: 10_000 });
    const renders = rendered().length;
    // Asked for now, it is the page rendered in the background: no render of its own.
    expect((await site.app.inject({ method: 'GET', url: '/careers/treasury-analyst' })).body).toContain('Job page: Treasury Analyst');
    expect(rendered().length).toBe(renders);
  });
});

describe('the page cache, after a change', () => {
  const rendered = (html: string) => async () => ({ status: 200, html });
  const pageOf = async (answer: Promise<unknown>) => {
    const kept = (await answer) as { page?: PreparedPage };
    if (!kept.page) throw new Error('not kept');
    return kept.page;
  };

  it('keeps the compressed copies of a page that renders byte for byte as before, and makes new ones for a page that changed', async () => {
    const cache = new PageCache();
    const about = await pageOf(cache.get('/about', rendered('<h1>About</h1>')));
    const careers = await pageOf(cache.get('/careers', rendered('<h1>Careers</h1>')));
    expect(cache.clear()).toEqual(['/about', '/careers']);

    const aboutAgain = await pageOf(cache.get('/about', rendered('<h1>About</h1>')));
    const careersAgain = await pageOf(cache.get('/careers', rendered('<h1>Careers at Finmesh</h1>')));
    expect(aboutAgain).toBe(about);
    expect(careersAgain).not.toBe(careers);
    expect(brotliDecompressSync(careersAgain.brotli).toString()).toBe('<h1>Careers at Finmesh</h1>');
    expect(careersAgain.etag).not.toBe(careers.etag);

    // Only the pages of the last change are looked at: two changes on, the page is compressed anew.
    cache.clear();
    cache.clear();
    expect(await pageOf(cache.get('/about', rendered('<h1>About</h1>')))).not.toBe(about);
  });
});

describe('the page cache, for a page right until a moment (an event starts or ends)', () => {
  it('keeps the page until then and renders it again from then on, with no change of data', async () => {
    let now = Date.parse('2027-02-10T03:00:00Z');
    const cache = new PageCache(100, () => now);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return { status: 200, html: `<h1>Events (render ${renders})</h1>`, freshUntil: Date.parse('2027-02-10T03:30:00Z') };
    };
    const first = (await cache.get('/events', render)) as { page: PreparedPage };
    await cache.get('/events', render);
    expect(renders).toBe(1);
    now = Date.parse('2027-02-10T03:29:59Z');
    await cache.get('/events', render);
    expect(renders).toBe(1);
    now = Date.parse('2027-02-10T03:30:00Z');
    const again = (await cache.get('/events', render)) as { page: PreparedPage };
    expect(renders).toBe(2);
    expect(brotliDecompressSync(again.page.brotli).toString()).toBe('<h1>Events (render 2)</h1>');
    expect(again.page.etag).not.toBe(first.page.etag);
  });
});

describe('careers pages whose data could not be read', () => {
  const renderOf = (body: string) => /\(render (\d+)\)/.exec(body)?.[1];

  /** Runs `during` while the jobs table cannot be read, then gives it back. */
  async function withJobsUnreadable(during: () => Promise<void>): Promise<void> {
    const connection = t.orm.em.getConnection();
    await connection.execute('alter table jobs rename to jobs_away');
    try {
      await during();
    } finally {
      await connection.execute('alter table jobs_away rename to jobs');
    }
  }

  it('answers 503 with Retry-After, for no cache to keep, and renders the page again once the data is back', async () => {
    await withJobsUnreadable(async () => {
      for (const url of ['/careers?location=Kochi', '/careers/credit-analyst?list=page%3D2']) {
        const response = await get(url);
        expect(response.statusCode).toBe(503);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['retry-after']).toBe('30');
      }
    });
    const back = await get('/careers?location=Kochi');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Openings in Kochi: Credit Analyst');
    expect(back.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(renderOf((await get('/careers?location=Kochi')).body)).toBe(renderOf(back.body));
    expect((await get('/careers/credit-analyst?list=page%3D2')).statusCode).toBe(200);
  });
});

/**
 * The finding as it was made, on PostgreSQL: the jobs table locked for 4 s while queries wait at
 * most 2 s. The careers page asked for meanwhile is a 503, and the one asked for after the lock is
 * the real page, rendered anew.
 */
describe.runIf(process.env.DATABASE_URL)('careers pages during a database stall (PostgreSQL)', () => {
  let stalled: TestApp;
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(String(process.env.DATABASE_URL), 'finmesh_stall');
    stalled = await createTestApp({ env: { CLIENT_DIR: clientDir }, database: { driver: 'postgresql', url: database.url, queryTimeoutSeconds: 2 } });
    const signedIn = await signedInAdmin(stalled.app);
    await stalled.app.inject({ method: 'POST', url: '/api/jobs', headers: signedIn, payload: { title: 'Credit Analyst', status: 'Active', description: ['Read balance sheets.'] } });
  });
  afterAll(async () => {
    await stalled?.close();
    await database?.drop();
  });

  it('answers 503 while the jobs table is locked, and keeps nothing of it', async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table jobs in access exclusive mode');
      const released = new Promise((resolve) => setTimeout(resolve, 4000)).then(() => locker.query('commit'));
      const during = await stalled.app.inject({ method: 'GET', url: '/careers' });
      expect(during.statusCode).toBe(503);
      expect(during.headers['cache-control']).toBe('no-store');
      expect(during.headers['retry-after']).toBe('30');
      await released;
    } finally {
      await locker.end();
    }
    const after = await stalled.app.inject({ method: 'GET', url: '/careers' });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Openings: Credit Analyst');
  });
});

describe('back office', () => {
  it('serves the client-only admin app for every path under /admin', async () => {
    for (const url of ['/admin', '/admin/login', '/admin/careers/123/edit']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Back office');
      expect(response.headers['cache-control']).toBe('no-store');
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

  it('lists the public pages and the pages of the jobs that are open', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>https://www.finmesh.example/</loc>');
    expect(response.body).toContain('<loc>https://www.finmesh.example/careers</loc>');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.body).toContain(`<url><loc>https://www.finmesh.example/careers/senior-backend-engineer</loc><lastmod>${today}</lastmod></url>`);
    expect(response.body).toContain('<loc>https://www.finmesh.example/careers/credit-analyst</loc>');
    expect(response.body).not.toContain('growth-marketer');
    expect(response.body).not.toContain(':slug');
  });
});

describe('APIs beside the pages', () => {
  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await get('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});
