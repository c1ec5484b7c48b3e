import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../resilience/server-process.js';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

export interface LoadBalancerOptions {
  /**
   * It stands behind another proxy of the site's own (a CDN; the forms bench's load generator plays
   * one, a new visitor per request): it keeps the `X-Forwarded-For` that proxy wrote and appends the
   * address it was reached from (`option forwardfor`), and the app trusts two hops (`TRUST_PROXY=2`).
   */
  behindProxy?: boolean;
}

const HAPROXY = process.env.HAPROXY_PATH ?? 'haproxy';

/**
 * HAProxy on a loopback port in front of `backends`, as a production load balancer would stand: it
 * sends each request to a server whose `/ready` answered 200 (checked every 300 ms, out after two
 * failures), sets `X-Forwarded-For` to the client's address (whatever the client wrote there is
 * dropped: `deploy/haproxy.cfg`), and tries another server when it cannot connect to one.
 */
export async function startLoadBalancer(backends: readonly string[], { behindProxy = false }: LoadBalancerOptions = {}): Promise<LoadBalancer> {
  if (spawnSync(HAPROXY, ['-v']).status !== 0) throw new Error(`No HAProxy at "${HAPROXY}": install it (Debian: apt-get install haproxy) or set HAPROXY_PATH.`);
  const port = await freePort();
  const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-haproxy-'));
  const config = path.join(folder, 'haproxy.cfg');
  await writeFile(
    config,
    [
      'global',
      '  maxconn 2000',
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  option redispatch',
      '  retries 3',
      '  retry-on conn-failure',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend app',
      'backend app',
      '  balance roundrobin',
      behindProxy ? '  option forwardfor' : '  http-request set-header X-Forwarded-For %[src]',
      '  option httpchk GET /ready',
      '  http-check expect status 200',
      // A stopping replica answers 503 at once (two checks, 600 ms, take it out); a busy one answering slowly is still there: without
      // its own timeout a check gets only `inter`, and on a loaded machine both replicas were taken out for a moment (121 answers of 503).
      '  timeout check 3s',
      '  default-server inter 300ms fall 2 rise 2',
      ...backends.map((backend, index) => `  server app${index + 1} ${new URL(backend).host} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString('utf8')}`.slice(-5_000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${stderr}`);
    if (await fetch(`${url}/health`).then((response) => response.ok, () => false)) return { url, stop };
    if (tries > 100) {
      await stop();
      throw new Error(`HAProxy did not answer:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
