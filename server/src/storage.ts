import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file, as it is read back. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live: a folder of this server (`LocalFileStorage`, the default) or a bucket
 * every server shares (`S3FileStorage`, when `S3_BUCKET` is set). Keys are paths of word
 * characters, dots and dashes, such as `resumes/<id>.pdf`.
 */
export interface FileStorage {
  save(key: string, data: Buffer): Promise<void>;
  /** The file, or `null` when there is none (or the key is of no shape a file could have). */
  open(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** The files directly in a folder, with when each was last written. */
  list(folder: string): Promise<{ key: string; modifiedAt: Date }[]>;
}

/** Files in a folder outside anything the web server serves (DATA_DIR/uploads by default). */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async save(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key);
    if (!file) throw new Error(`Refusing to store outside the uploads folder: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { mode: 0o600, flag: 'wx' });
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.resolve(key);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { stream: createReadStream(file), size: info.size } : null;
  }

  async remove(key: string): Promise<void> {
    const file = this.resolve(key);
    if (file) await rm(file, { force: true });
  }

  async list(folder: string): Promise<{ key: string; modifiedAt: Date }[]> {
    const directory = this.resolve(folder);
    if (!directory) return [];
    const names = await readdir(directory).catch(() => [] as string[]);
    const files = await Promise.all(names.map(async (name) => ({ key: `${folder}/${name}`, info: await stat(path.join(directory, name)).catch(() => null) })));
    return files.filter(({ info }) => info?.isFile()).map(({ key, info }) => ({ key, modifiedAt: (info as NonNullable<typeof info>).mtime }));
  }

  /** The absolute path of a key, or `null` for anything that would leave the folder (`..`, absolute paths). */
  private resolve(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const file = path.resolve(this.root, key);
    return file.startsWith(`${path.resolve(this.root)}${path.sep}`) ? file : null;
  }
}

/** Whether a key has the shape of a stored file's (`resumes/<id>.pdf`): nothing that could climb out of the storage (`..`, `/x`). */
export function isStorageKey(key: string): boolean {
  return /^[\w-]+(\/[\w.-]+)*$/.test(key) && !key.split('/').includes('..');
}

