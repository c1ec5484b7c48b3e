/**
 * Runs the built product the way a newcomer's `npm start` does (server/dist + client/dist) on a
 * fresh embedded database, and drives it with Debian's Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningApp {
  url: string;
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

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not become ready in 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    output: () => output,
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

/** Collects what would show in the browser console as a problem: errors, CSP violations, crashes. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
