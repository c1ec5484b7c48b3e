import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The real server as its own process, built as `npm start` runs it (`node dist/main.js`; the suite's
 * npm script builds it first), for the resilience suite: it can be killed, stopped and started again
 * on the same data.
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string | null>;
  /** What it wrote to stderr (warnings and errors). */
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the server with these settings and waits until `/ready` answers 200. Without a `PORT` it takes
 * a free one; should another process take that port between the check and the bind (other suites and
 * jobs share the machine), the server exits and starts again on another.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningServer> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const started = await startOnce(env, env.PORT ?? String(await freePort()), deadline);
    if (started.running) return started.running;
    if (env.PORT !== undefined || attempt === 3 || !/EADDRINUSE/.test(started.log)) throw new Error(started.error);
  }
}

async function startOnce(env: Record<string, string>, port: string, deadline: number): Promise<{ running?: RunningServer; log: string; error: string }> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      FORM_MIN_FILL_SECONDS: '0',
      PUBLIC_FORM_RATE_LIMIT: '1000000',
      CLIENT_DIR: '/nonexistent',
      // The suites sign in with a password; two-factor enforcement has tests of its own.
      TWO_FACTOR_ROLES: 'none',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-20_000);
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // Until this process says it holds the port, whatever answers there is someone else.
  const listening = new Promise<boolean>((resolve) => {
    child.once('message', () => resolve(true));
    void exited.then(() => resolve(false));
  });
  const url = `http://127.0.0.1:${port}`;
  const running: RunningServer = {
    url,
    child,
    exited,
    log: () => stderr,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())).unref());
  if (await Promise.race([listening, timedOut])) {
    while (Date.now() < deadline && child.exitCode === null) {
      const ready = await fetch(`${url}/ready`).then((response) => response.ok, () => false);
      if (ready) {
        child.disconnect();
        return { running, log: stderr, error: '' };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const gone = child.exitCode !== null || child.signalCode !== null;
  await running.stop('SIGKILL');
  return { log: stderr, error: `The server did not become ready (${gone ? `it exited: ${String(await exited)}` : 'timed out'}):\n${stderr}` };
}
