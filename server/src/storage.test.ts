import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './object-storage.js';
import { LocalFileStorage, type FileStorage } from './storage.js';
import { startTestBucket } from './test/s3.js';

/** The same suite for each kind of storage: the local folder (the default) and an S3 bucket (a real S3 API, s3rver). */
const KINDS: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'a local folder',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-storage-'));
      return { storage: new LocalFileStorage(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3 bucket',
    async () => {
      const bucket = await startTestBucket();
      return { storage: new S3FileStorage(bucket.config), close: bucket.close };
    },
  ],
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(KINDS)('uploaded files in %s', (_kind, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('gives back byte for byte what was stored, with its size', async () => {
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), randomBytes(5 * 1024 * 1024)]);
    await storage.save('resumes/big.pdf', data);
    const file = await storage.open('resumes/big.pdf');
    expect(file?.size).toBe(data.length);
    expect((await bytesOf(file?.stream as Readable)).equals(data)).toBe(true);
  });

  it('has nothing under a key it never stored, and forgets what it deletes', async () => {
    expect(await storage.open('resumes/never.pdf')).toBeNull();
    await storage.save('resumes/short-lived.txt', Buffer.from('gone soon'));
    await storage.remove('resumes/short-lived.txt');
    expect(await storage.open('resumes/short-lived.txt')).toBeNull();
    await storage.remove('resumes/short-lived.txt');
  });

  it('lists the files of a folder with when each was written', async () => {
    const before = Date.now() - 60_000;
    await storage.save('listing/a.txt', Buffer.from('a'));
    await storage.save('listing/b.txt', Buffer.from('b'));
    await storage.save('elsewhere/c.txt', Buffer.from('c'));
    const listed = await storage.list('listing');
    expect(listed.map((file) => file.key).sort()).toEqual(['listing/a.txt', 'listing/b.txt']);
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.list('empty')).toEqual([]);
  });

  it('refuses keys that could reach outside the storage', async () => {
    for (const key of ['../escape.txt', 'resumes/../../etc/passwd', '/etc/passwd', 'resumes/a b.pdf', '']) {
      await expect(storage.save(key, Buffer.from('x')), key).rejects.toThrow();
      expect(await storage.open(key), key).toBeNull();
    }
  });
});
