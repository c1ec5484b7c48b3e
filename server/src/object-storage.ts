import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from './config.js';
import { isStorageKey, type FileStorage, type StoredFile } from './storage.js';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2 ...), for servers that share their uploads:
 * every server reads what any other stored. The bucket stays private; requests are signed
 * (Signature V4, by `aws4fetch`: a few kilobytes on `fetch`, where the AWS SDK is megabytes) and
 * files reach admins only through the app's signed links, streamed by the server.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(config: S3Config) {
    this.client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
    const endpoint = new URL(config.endpoint);
    // MinIO-style endpoints name the bucket in the path; AWS prefers it in the host name.
    this.base = config.forcePathStyle ? `${endpoint.origin}/${config.bucket}` : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
  }

  async save(key: string, data: Buffer): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`Refusing to store under a key of that shape: ${key}`);
    const response = await this.client.fetch(this.url(key), { method: 'PUT', body: data, headers: { 'content-type': 'application/octet-stream' } });
    await expectOk(response, `store ${key}`);
  }

  async open(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    const response = await this.client.fetch(this.url(key));
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, `read ${key}`, false);
    if (!response.body) return null;
    return { stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size: Number(response.headers.get('content-length') ?? 0) };
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    const response = await this.client.fetch(this.url(key), { method: 'DELETE' });
    // Deleting what is not there is no error, as with the local folder.
    if (response.status !== 404) await expectOk(response, `delete ${key}`);
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: Date }[]> {
    if (!isStorageKey(folder)) return [];
    const files: { key: string; modifiedAt: Date }[] = [];
    let continuation: string | null = null;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${folder}/`, delimiter: '/' });
      if (continuation) query.set('continuation-token', continuation);
      const response = await this.client.fetch(`${this.base}/?${query}`);
      await expectOk(response, `list ${folder}`, false);
      const xml = await response.text();
      for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = textOf(contents, 'Key');
        const modified = textOf(contents, 'LastModified');
        if (key && modified) files.push({ key, modifiedAt: new Date(modified) });
      }
      continuation = textOf(xml, 'IsTruncated') === 'true' ? textOf(xml, 'NextContinuationToken') : null;
    } while (continuation);
    return files;
  }

  private url(key: string): string {
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}

/** Fails with the store's own words when it refused (the body is read only for that). */
async function expectOk(response: Response, what: string, consume = true): Promise<void> {
  if (response.ok) {
    if (consume) await response.body?.cancel();
    return;
  }
  const detail = (await response.text().catch(() => '')).slice(0, 300);
  throw new Error(`Object storage could not ${what}: ${response.status} ${detail}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first `<tag>` in a piece of XML, its entities decoded; `null` when there is none. */
function textOf(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1]?.replace(/&(amp|lt|gt|quot|apos);/g, (_entity, name: string) => ENTITIES[name] ?? '') ?? null;
}
