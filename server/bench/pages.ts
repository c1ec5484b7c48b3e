/**
 * The public pages as a phone sees them: Lighthouse's mobile preset (simulated slow 4G and a 4x
 * slower CPU) on the built app, median of `BENCH_LIGHTHOUSE_RUNS` runs per page, beside the same
 * HTML with its scripts taken out (what the page would score as pure HTML and CSS, measured in
 * the same run), and the bytes each page sends before any interaction.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Only the pages whose address contains this (`/events`: the events list and the event page). */
const only = process.env.BENCH_PAGES;

/** The public routes without data, and those rendered per request with it (a job page is added when one is open). */
const ROUTES = ['/', '/about', '/services', '/success-stories', '/events', '/events/growth-gains-conference', '/contact', '/careers', '/privacy-policy', '/terms', '/cookies', '/auth'];

interface Scores {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  benchmarkIndex: number;
}

/** The middle of the values a run measured (a run Lighthouse could not finish measures none). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};

export async function benchPublicPages(): Promise<void> {
  if (!existsSync(path.join(root, 'client/dist/pages/manifest.json'))) {
    console.log('\nNo client build: run "npm run build" to measure the public pages.');
    return;
  }
  if (!existsSync(chromiumPath)) {
    console.log(`\nNo Chromium at ${chromiumPath} (set CHROMIUM_PATH): the pages' Lighthouse stage is skipped.`);
    return;
  }
  const app = await startBuiltApp();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const htmlOnly = await serveWithoutScripts(app.url);
  try {
    const token = await adminToken(app.url);
    const routes = [...ROUTES, `/careers/${await postJob(app.url, token)}`, '/insights', `/insights/${await publishLongPost(app.url, token)}`].filter((route) => !only || route.includes(only));
    console.log(`\nPublic pages, Lighthouse mobile (median of ${runs}); "HTML only" is the same page with its scripts taken out`);
    console.log(
      'page'.padEnd(34),
      'perf'.padStart(5),
      'FCP ms'.padStart(7),
      'LCP ms'.padStart(7),
      'TBT ms'.padStart(7),
      'CLS'.padStart(6),
      'a11y'.padStart(5),
      'BP'.padStart(4),
      'SEO'.padStart(4),
      '| HTML only',
      'JS gz KB'.padStart(9),
      'HTML gz KB'.padStart(11),
    );
    for (const route of routes) {
      const page = await scoresOf(chrome.port, `${app.url}${route}`);
      const reference = await scoresOf(chrome.port, `${htmlOnly.url}${route}`);
      const bytes = await initialBytes(app.url, route);
      console.log(
        route.padEnd(34),
        String(page.performance).padStart(5),
        page.fcp.toFixed(0).padStart(7),
        page.lcp.toFixed(0).padStart(7),
        page.tbt.toFixed(0).padStart(7),
        page.cls.toFixed(3).padStart(6),
        String(page.accessibility).padStart(5),
        String(page.bestPractices).padStart(4),
        String(page.seo).padStart(4),
        `|${String(reference.performance).padStart(10)}`,
        (bytes.script / 1024).toFixed(1).padStart(9),
        (bytes.html / 1024).toFixed(1).padStart(11),
      );
      if (route === routes.at(-1)) console.log(`Lighthouse's benchmarkIndex for this machine: ${page.benchmarkIndex.toFixed(0)}`);
    }
    console.log('Budget: performance >= 95, LCP <= 2,000 ms, TBT <= 150 ms, CLS <= 0.05, accessibility, best practices and SEO 100; initial JS <= 100 KB gzipped.');
  } finally {
    htmlOnly.server.close();
    chrome.kill();
    await app.stop();
  }
}

async function scoresOf(port: number, url: string): Promise<Scores> {
  const all: Scores[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, environment, runtimeError } = result.lhr;
    if (runtimeError) {
      // Reported, and left out of the medians rather than counted as a zero.
      console.log(`  (${url}: run ${run + 1} of ${runs} failed: ${runtimeError.code})`);
      continue;
    }
    const score = (category: string) => Math.round((categories[category]?.score ?? 0) * 100);
    const value = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
    all.push({
      performance: score('performance'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      benchmarkIndex: environment.benchmarkIndex,
    });
  }
  const of = (key: keyof Scores) => median(all.map((scores) => scores[key]));
  return {
    performance: of('performance'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** A JSON POST that must succeed; its answer. */
async function postJson(origin: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${route}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The first admin of the fresh database, signed in: their token. */
export async function adminToken(origin: string): Promise<string> {
  const { token } = (await postJson(origin, '/api/admin/create-admin', { username: 'bench.admin', password: 'Str0ng!pass-phrase' })) as { token: string };
  return token;
}

/** Opens a job through the API as an admin would; returns its page's slug. */
async function postJob(origin: string, token: string): Promise<string> {
  const [slug] = await postJobs(origin, ['Senior Credit Analyst'], token);
  return slug ?? '';
}

/**
 * Publishes a long Insights post as an Editor would: about 2,000 words under six headings, with a
 * cover and five photographs of the media library in its body (each 2400 x 1600, described);
 * returns its page's slug.
 */
async function publishLongPost(origin: string, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const imageIds: string[] = [];
  for (let n = 0; n < 6; n += 1) {
    const form = new FormData();
    form.set('alt', `Chart ${n + 1}: lending to Indian SMEs by sector, 2022 to 2026`);
    form.set('file', new Blob([new Uint8Array(await photoOf(n))], { type: 'image/jpeg' }), `chart-${n + 1}.jpg`);
    const response = await fetch(`${origin}/api/admin/media`, { method: 'POST', headers: auth, body: form });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    imageIds.push(((await response.json()) as { data: { _id: string } }).data._id);
  }
  const [cover, ...figures] = imageIds;
  const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  const words =
    'Working capital lines, invoice discounting and revenue-based finance each price risk differently, and a borrower who knows how a lender reads its books negotiates from strength rather than hope.';
  const section = (title: string, image: string | undefined) => [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: title }] },
    ...Array.from({ length: 3 }, () => paragraph(`${words} ${words} ${words}`)),
    ...(image ? [{ type: 'image', attrs: { mediaId: image, alt: `${title}: the figures behind it`, caption: 'Source: Finmesh marketplace data' } }] : []),
    paragraph(`${words} ${words}`),
  ];
  const titles = ['Why the festive season strains cash', 'What an NBFC looks for', 'Invoices as collateral', 'Revenue-based finance', 'Banks and their covenants', 'Choosing between them'];
  const body = { type: 'doc', content: titles.flatMap((title, index) => section(title, figures[index])) };
  const { data } = (await postJson(
    origin,
    '/api/admin/posts',
    { title: 'Working capital for Indian SMEs: every option, priced', summary: 'What each option costs, how fast it closes and who it suits.', tags: ['debt', 'working capital'], coverImageId: cover, body },
    auth,
  )) as { data: { _id: string; slug: string } };
  await postJson(origin, `/api/admin/posts/${data._id}/publish`, { version: 1 }, auth);
  return data.slug;
}

/** A photograph-like JPEG (noise over a gradient: it compresses as a photo does, not as a flat drawing). */
async function photoOf(seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const [width, height] = [2400, 1600];
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 50}, 60%, 35%)"/><stop offset="1" stop-color="hsl(${seed * 50 + 120}, 70%, 70%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
  return sharp(Buffer.from(gradient)).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 82 }).toBuffer();
}

/** Opens a job for each title as an admin (`token`: else the first admin of the fresh database); returns their pages' slugs. */
export async function postJobs(origin: string, titles: readonly string[], token?: string): Promise<string[]> {
  const post = (route: string, body: unknown, headers: Record<string, string> = {}) => postJson(origin, route, body, headers);
  token ??= await adminToken(origin);
  const slugs: string[] = [];
  for (const title of titles) {
    const { data } = (await post(
      '/api/jobs',
      {
        title,
        location: 'Bengaluru (Hybrid)',
        role: 'Finance & Tech',
        status: 'Active',
        description: ['Underwrite working-capital and term loans for mid-size borrowers, from first data room to term sheet.', 'Work with our lenders and advisers on structuring.'],
        skills: ['Credit analysis', 'Financial modelling'],
        details: { pay: 'INR 24-32 lakh a year', education: "Bachelor's degree", experience: ['4+ years in corporate credit'], benefits: ['Health insurance'], startDate: 'January 2027' },
      },
      { authorization: `Bearer ${token}` },
    )) as { data: { slug: string } };
    slugs.push(data.slug);
  }
  return slugs;
}

/** The page's HTML and the scripts it loads before any interaction (script tags and module preloads), gzipped. */
async function initialBytes(origin: string, route: string): Promise<{ html: number; script: number }> {
  const html = await (await fetch(`${origin}${route}`)).text();
  const sources = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((match) => match[1] as string);
  let script = 0;
  for (const source of new Set(sources)) script += gzipSync(Buffer.from(await (await fetch(new URL(source, origin))).arrayBuffer()), { level: 9 }).length;
  return { html: gzipSync(html, { level: 9 }).length, script };
}

/** The built app as `startBuiltApp` runs it. */
export interface BuiltApp {
  url: string;
  /** The app's process (and its main thread's) id. */
  pid: number;
  /**
   * Resolves once the app has been idle for a second (`untilIdle`), with how long that took: after
   * a change of content it renders its kept pages again in the background, which a measurement
   * should not share the cores with.
   */
  idle(): Promise<number>;
  stop(): Promise<void>;
}

/** The built app (`npm start` without the build step) on a fresh embedded database with its demo content, or on `databaseUrl`; `env` adds settings. */
export async function startBuiltApp(databaseUrl = '', env: Record<string, string> = {}): Promise<BuiltApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-bench-pages-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', TWO_FACTOR_ROLES: 'none', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the built app exited with ${child.exitCode}`);
    if (await fetch(`${url}/ready`).then((response) => response.ok, () => false)) break;
    if (tries > 300) throw new Error('the built app did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    idle: () => untilIdle(child.pid ?? 0),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How often `untilIdle` reads the process's CPU time, and over how many readings it must stay under `IDLE_TICKS`. */
const IDLE_POLL_MS = 250;
const IDLE_READINGS = 4;
/** CPU time (in the kernel's ticks of 10 ms) a process may use in a second and still count as idle: a twentieth of a core. */
const IDLE_TICKS = 5;

/**
 * Resolves, with the milliseconds it waited, once process `pid` has used less than a twentieth of
 * a core for a whole second, or after a minute. Reads the process's CPU time (all its threads,
 * compression included) from /proc, so on Linux only; elsewhere it waits five seconds.
 */
async function untilIdle(pid: number): Promise<number> {
  const started = performance.now();
  const ticks = async (): Promise<number | null> => {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state, then utime and stime 11 and 12 places on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  const readings: number[] = [];
  for (;;) {
    const now = await ticks();
    if (now === null) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      break;
    }
    readings.push(now);
    const first = readings.at(-1 - IDLE_READINGS);
    if (first !== undefined && now - first < IDLE_TICKS) break;
    if (performance.now() - started > 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
  return performance.now() - started;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createTcpServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** A proxy in front of the app that takes the scripts out of its pages: the reference each page is measured beside. */
async function serveWithoutScripts(origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${origin}${request.url ?? '/'}`, { headers: { accept: request.headers.accept ?? '*/*' } });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    let body = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith('text/html')) {
      body = Buffer.from(body.toString('utf8').replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, ''));
    }
    // Compressed as the app serves it, or the reference would lose on bytes alone.
    const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/.test(type);
    response.writeHead(upstream.status, { 'content-type': type, ...(compressible ? { 'content-encoding': 'gzip' } : {}) });
    response.end(compressible ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}
