import { createHmac } from 'node:crypto';
/**
 * Runs the built product the way a newcomer's `npm start` does (server/dist + client/dist) on a
 * fresh embedded database, and drives it with Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { fillContactForm, type Person } from './public-forms.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where the suites leave screenshots for a person to look at (ignored by git). */
export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');
/** The phone and the desktop every public page is checked at. */
export const WIDTHS = [375, 1440] as const;
export const viewportOf = (width: number) => ({ width, height: width < 768 ? 812 : 900 });

export interface RunningApp {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server with SIGTERM (a graceful shutdown) and waits for it to exit. */
  stop(): Promise<number | null>;
  /** Removes the data folder. */
  cleanUp(): Promise<void>;
  output(): string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The server's settings beyond the suite's own: a variable given as `undefined` is left unset (the
 * suite sets `PUBLIC_URL` to the address it opens; `PUBLIC_URL: undefined` runs the server as a
 * newcomer's `npm start` does).
 */
export type AppSettings = Record<string, string | undefined>;

/** How long the server may take to answer `/ready`. */
const START_MS = 90_000;

/**
 * The built app in a new data folder. Its embedded database starts as a copy of one made once per
 * build (`madeDatabase`): a new PGlite database runs every migration, seconds of CPU per suite.
 */
export async function startApp(env: AppSettings = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-e2e-'));
  if (!process.env.DATABASE_URL && env.DATABASE_URL === undefined) {
    await cp(await madeDatabase(env.SEED_DEMO_CONTENT !== 'false'), path.join(dataDir, 'db'), { recursive: true });
  }
  return launch(env, dataDir);
}

/**
 * The folder of an embedded database the built server has migrated (and seeded with the demo
 * content, or not), kept beside the system's temporary files for as long as the build's migrations
 * stay the same. The first suite to need one starts the server once to make it.
 */
async function madeDatabase(demoContent: boolean): Promise<string> {
  const migrations = await stat(path.join(repoRoot, 'server/dist/db/migrations/index.js'));
  const folder = path.join(tmpdir(), `finmesh-e2e-database-${Math.round(migrations.mtimeMs)}-${demoContent ? 'demo' : 'empty'}`);
  const database = path.join(folder, 'db');
  if (await stat(database).then(() => true, () => false)) return database;
  const making = await mkdtemp(path.join(tmpdir(), 'finmesh-e2e-making-'));
  const app = await launch({ SEED_DEMO_CONTENT: String(demoContent) }, making);
  const code = await app.stop();
  if (code !== 0) throw new Error(`The server that made the suites' database exited with ${code}:\n${app.output()}`);
  // Moved into place whole, so a suite never copies half a database; a suite that made it at the same time keeps its own.
  await rename(making, folder).catch(() => rm(making, { recursive: true, force: true }));
  return database;
}

/**
 * The app stopped (gracefully) and started again on its data folder at the same address, so a
 * browser signed in to it stays signed in; `meanwhile` runs SQL on its stopped embedded database
 * (what happens in the meantime: an hour passing, written as the rows it would change).
 */
export async function restartApp(app: RunningApp, env: AppSettings = {}, meanwhile: readonly string[] = []): Promise<RunningApp> {
  const code = await app.stop();
  if (code !== 0) throw new Error(`The server exited with ${code} when stopped:\n${app.output()}`);
  if (meanwhile.length > 0) {
    const database = new PGlite(path.join(app.dataDir, 'db'));
    try {
      for (const statement of meanwhile) await database.exec(statement);
    } finally {
      await database.close();
    }
  }
  return launch(env, app.dataDir, app.port);
}

async function launch(env: AppSettings, dataDir: string, atPort?: number): Promise<RunningApp> {
  const port = atPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    // The suites sign in with a password unless they set `TWO_FACTOR_ROLES` (accounts.e2e.ts runs the first run's: Owners and Admins).
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', TWO_FACTOR_ROLES: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  // A first start migrates a new database: seconds on a quiet machine, over 20 on a busy one.
  const deadline = Date.now() + START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: it would hold the test process open after the suite gave up.
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready in ${START_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A graceful stop takes a second or two; one that hangs must not hold the suite.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    output: () => output,
  };
}

/**
 * The built app on a fresh database without demo content (and with `env`'s settings), and a browser,
 * for the suite (`describe`) that calls this: started before its tests, stopped after; screenshots go
 * to `ARTIFACTS`.
 */
export function useAppAndBrowser(env: AppSettings = {}): { readonly app: RunningApp; readonly browser: Browser } {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  before(async () => {
    app = await startApp({ SEED_DEMO_CONTENT: 'false', ...env });
    browser = await launchBrowser();
    await mkdir(ARTIFACTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await app?.cleanUp();
  });
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The app and browser exist inside tests only.');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get browser() {
      return started(browser);
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A page for a visitor who answered the cookie banner on an earlier visit and asks for reduced
 * motion: no banner, no intro loader, nothing moving by itself. Journeys about forms and leads
 * start there, so they do not wait on the site's welcome; `frame.e2e.ts` meets the site as a
 * first-time visitor.
 */
export async function visitorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  await context.addInitScript(() => {
    document.cookie = 'cookieConsent=true; Path=/';
  });
  return context.newPage();
}

/**
 * Scrolls to the foot of the page a screen at a time, as a reader would, so every section reveals
 * itself and every island in view wakes. `attempts`: how many times a page whose drawing stalled
 * is reloaded and read again from the top (see below).
 */
export async function readToTheEnd(page: Page, attempts = 2): Promise<void> {
  const height = await pageStep(page, 'measuring the page', page.evaluate(() => document.documentElement.scrollHeight));
  for (let y = 0; y < height; y += 600) {
    // A frame or two at each stop, as a reader's scrolling gives the page (it notices what came into view at a frame).
    const drawn = page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    }, y);
    // Headless Chromium on a loaded machine has been seen to stop drawing one page's frames (its
    // timers still ran, the page still visible, bringing it to the front did not help); a
    // screenshot makes the compositor produce a frame, which is tried before giving up.
    const settled = await Promise.race([drawn.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    if (!settled) {
      await page.bringToFront();
      await page.screenshot({ timeout: 15_000 }).catch(() => undefined);
      // A resize makes the compositor lay out and draw again; failing that, the page is read anew.
      const viewport = page.viewportSize();
      if (viewport) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height + 1 });
        await page.setViewportSize(viewport);
      }
      const recovered = await Promise.race([drawn.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (recovered) continue;
      if (attempts > 1) {
        await page.reload();
        return readToTheEnd(page, attempts - 1);
      }
      await within(drawn, BROWSER_STEP_MS, async () => `the page drew no frame after scrolling to ${y}px (${await pageState(page)})`);
    }
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-reveal-pending]').length === 0);
  await page.waitForLoadState('networkidle');
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The longest a step awaited inside the page may take. Playwright bounds its own waits (30 s), not
 * a promise the page is asked to settle; a step that never ends fails the test with what the page
 * was doing, instead of holding the suite until CI gives up.
 */
const BROWSER_STEP_MS = 60_000;

async function within<T>(step: Promise<T>, ms: number, describe: () => Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  try {
    const outcome = await Promise.race([step, timedOut]);
    if (outcome === 'timed out') throw new Error(`After ${ms / 1000} s: ${await describe()}`);
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `step` (something done with `page`), failing after `BROWSER_STEP_MS` with `what` and the page's
 * state: a test that walks many pages says which one stalled, instead of running out its own time.
 */
export function pageStep<T>(page: Page, what: string, step: Promise<T>): Promise<T> {
  return within(step, BROWSER_STEP_MS, async () => `${what} did not finish (${await pageState(page)})`);
}

/** What the page can say of itself: whether it answers at all, draws frames and runs timers. */
async function pageState(page: Page): Promise<string> {
  const probe = (name: string, check: () => Promise<unknown>) =>
    Promise.race([check().then(() => `${name} yes`, (error: Error) => `${name} failed: ${error.message}`), new Promise<string>((resolve) => setTimeout(() => resolve(`${name} no`), 5000))]);
  return (
    await Promise.all([
      probe('answers', () => page.evaluate(() => document.readyState)),
      probe('draws frames', () => page.evaluate(() => new Promise(requestAnimationFrame))),
      probe('runs timers', () => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 10)))),
      probe('visible', () => page.evaluate(() => (document.visibilityState === 'visible' ? true : Promise.reject(new Error(document.visibilityState))))),
    ])
  ).join(', ');
}

/**
 * axe-core's serious and critical findings on the page as it stands. axe is evaluated from the
 * test runner (which the page's Content-Security-Policy does not govern), so the page keeps its real policy.
 * `fewestPasses`: how many of its checks must pass to show axe really ran (a small server page, a
 * heading, a line and a button, passes about a dozen).
 */
export async function seriousAccessibilityProblems(page: Page, fewestPasses = 20): Promise<string[]> {
  if (!(await pageStep(page, 'loading axe-core', page.evaluate(() => 'axe' in window)))) await pageStep(page, 'loading axe-core', page.evaluate(await readFile(AXE, 'utf8')));
  const results = await pageStep(page, 'axe-core', page.evaluate(() => (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document)));
  assert.ok(results.passes.length > fewestPasses, `axe ran its checks (${results.passes.length} passed)`);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    // Each element with what it is (its opening tag) and why, so a failure says where to look.
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}: ${node.any[0]?.message ?? node.failureSummary ?? ''}`).join(' | ')})`);
}

/** Waits for the animations running now. One cancelled meanwhile (a transition replaced by another) rejects its `finished`: it is over all the same. */
export async function animationsSettled(target: Page | Locator): Promise<void> {
  if ('goto' in target) await target.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  else await target.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * The screen as it stands at `width`, once its animations have run (the sidebar slides away below the
 * tablet width): nothing to scroll sideways, no serious accessibility problem (axe; `fewestPasses`
 * as `seriousAccessibilityProblems` takes it), and a screenshot named `name-width.png` in the artifacts.
 */
export async function lookAt(page: Page, name: string, width: number, fewestPasses?: number): Promise<void> {
  await page.setViewportSize(viewportOf(width));
  await animationsSettled(page);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, `${name}: nothing to scroll sideways at ${width}px`);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
  assert.deepEqual(await seriousAccessibilityProblems(page, fewestPasses), [], `${name} at ${width}px`);
}

/** Collects what would show in the browser console as a problem: errors, CSP violations, crashes. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The body of a raw message with its quoted-printable soft breaks and escapes undone. */
function decodedBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The decoded .eml files the mail worker has written to `address` so far. */
export async function mailsTo(app: RunningApp, address: string): Promise<{ raw: string; body: string }[]> {
  const folder = path.join(app.dataDir, 'mail');
  const files = await readdir(folder).catch(() => []);
  const mails = await Promise.all(files.filter((name) => name.endsWith('.eml')).map((file) => readFile(path.join(folder, file), 'utf8')));
  // "To: Name <address>", or the bare address when the message names no one.
  const isTo = (to: string) => to.includes(`<${address}>`) || to.trim() === address;
  return mails.filter((raw) => isTo(/^To: (.*)$/m.exec(raw)?.[1] ?? '')).map((raw) => ({ raw, body: decodedBody(raw) }));
}

/** The signed link to `path` (`/newsletter/confirm`) in the text of an email as the mail worker wrote it (quoted-printable lines joined). */
export function mailedLink(raw: string, path: string): string {
  const text = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_.%-]+`).exec(text)?.[0];
  assert.ok(link, `the email has its link to ${path}`);
  return link;
}

/** The newsletter's confirmation link in an email (see `mailedLink`). */
export const confirmationLinkOf = (raw: string): string => mailedLink(raw, '/newsletter/confirm');

/** Waits for the mail worker to write an .eml file to `address` whose text contains `text`. */
export async function mailTo(app: RunningApp, address: string, text: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailsTo(app, address)).find((mail) => mail.body.includes(text));
    if (found) return found.raw;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} containing "${text}" in ${path.join(app.dataDir, 'mail')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs an admin in on the sign-in page and waits for where the back office opens for them (`landing`, from the site's root). */
export async function signIn(page: Page, app: RunningApp, admin: { username: string; password: string }, landing: string): Promise<void> {
  await page.goto(`${app.url}/admin/login`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app.url}${landing}`);
}

/**
 * Registers the first admin of a fresh installation (registration is open until one exists) and
 * waits for where the back office opens: the dashboard, or (`landing: '/admin'`) the set-up of two
 * factors that the team's policy asks for first.
 */
export async function registerFirstAdmin(page: Page, app: RunningApp, admin: { username: string; password: string }, landing = '/admin/dashboard'): Promise<void> {
  await page.goto(`${app.url}/admin/register`);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm password').fill(admin.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${app.url}${landing}`);
}

/** Fills the Contact page's form (India, Borrower) at `site` and sends it; waits for the thank-you dialog. */
export async function sendContactForm(page: Page, app: RunningApp, visitor: Person, message: string, site = app.url): Promise<void> {
  await page.goto(`${site}/contact`);
  const form = page.getByRole('form', { name: 'Tell us what you are working on' });
  await fillContactForm(form, visitor, message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('dialog', { name: 'Message sent' }).getByText('Thank you for reaching out... Our team will get back to you soon.').waitFor();
}

/**
 * The code an authenticator app shows for a base32 `secret` (RFC 6238: HMAC-SHA1, 30-second steps,
 * 6 digits), `offset` steps from now: written here from the RFC, so the e2e tests check the app's
 * codes against an implementation of their own.
 */
export function authenticatorCode(secret: string, offset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30) + offset));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const at = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
