import { spawn } from 'node:child_process';
import path from 'node:path';
import { createScratchDatabase } from '../src/test/scratch-database.js';

/** What `serve.ts` prints once its servers listen: their ports, the open job and how many staff recipients there are. */
export interface BenchServer {
  app: number;
  bare: number;
  jobId: string;
  jobGlobalId: string;
  recipients: number;
}

/**
 * `serve.ts` (the app and the reference servers in one process) on a fresh database of the
 * PostgreSQL server `serverUrl`; `stop` ends it and drops the database.
 */
export async function startBenchServer(serverUrl: string, prefix: string): Promise<{ ready: BenchServer; databaseUrl: string; stop(): Promise<void> }> {
  const database = await createScratchDatabase(serverUrl, prefix);
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts')], {
    env: { ...process.env, DATABASE_URL: database.url, CLIENT_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    await database.drop();
  };
  try {
    const ready = await new Promise<BenchServer>((resolve, reject) => {
      server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      server.stdout?.on('data', (chunk: Buffer) => {
        const line = /READY (\{.*\})/.exec(chunk.toString());
        if (line?.[1]) resolve(JSON.parse(line[1]) as BenchServer);
      });
    });
    return { ready, databaseUrl: database.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
