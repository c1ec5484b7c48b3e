import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../config.js';

export interface TestBucket {
  /** Settings of a server that stores its uploads there. */
  config: S3Config;
  /** The same as environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3 API in the test process (s3rver) on a free loopback port, with one empty bucket. */
export async function startTestBucket(bucket = 'finmesh-test'): Promise<TestBucket> {
  const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: S3Config = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    config,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: config.endpoint, S3_REGION: config.region, S3_ACCESS_KEY_ID: config.accessKeyId, S3_SECRET_ACCESS_KEY: config.secretAccessKey, S3_FORCE_PATH_STYLE: 'true' },
    close: async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
