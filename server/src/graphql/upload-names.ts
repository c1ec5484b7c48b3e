import type { Readable } from 'node:stream';
import Upload from 'graphql-upload/Upload.mjs';

/**
 * The parser under graphql-upload (busboy) cuts any folder part off a file's name, so "../cv.pdf"
 * would reach the area as "cv.pdf", and graphql-upload has no option to keep it. This reads the
 * names as sent from the parts' headers, alongside the parser, and gives each upload back the name
 * its client sent: the area then refuses a name with a folder in it, as the REST form does (it keeps
 * the path with `preservePath`).
 */
export function keepNamesAsSent(raw: Readable): { restore(operations: unknown): void; stop(): void } {
  const sent: string[] = [];
  // A part's header can arrive split over two chunks: each scan starts on the end of the last one.
  let carried = '';
  const onData = (chunk: Buffer) => {
    const text = carried + chunk.toString('latin1');
    const headerEnd = text.lastIndexOf('\r\n\r\n');
    for (const match of text.slice(0, headerEnd === -1 ? 0 : headerEnd).matchAll(DISPOSITION)) {
      const name = fileNameOf(match);
      if (name !== null) sent.push(name);
    }
    carried = headerEnd === -1 ? text.slice(-MAX_HEADER) : text.slice(headerEnd).slice(-MAX_HEADER);
  };
  const stop = () => raw.off('data', onData);
  raw.on('data', onData);
  raw.once('end', stop);

  return {
    /** Gives the uploads of `operations` their names as sent. */
    restore(operations) {
      for (const upload of uploadsIn(operations)) {
        upload.promise = upload.promise.then((file) => {
          const index = sent.findIndex((name) => name !== file.filename && baseName(name) === file.filename);
          if (index === -1) return file;
          const [name] = sent.splice(index, 1);
          return { ...file, filename: name ?? file.filename };
        });
      }
    },
    /** Reads no further (a body refused before its end is dropped unread). */
    stop,
  };
}

/** The longest part header looked for (a Content-Disposition line with a long file name). */
const MAX_HEADER = 4096;
const DISPOSITION = /\r\ncontent-disposition:[^\r\n]*?;\s*filename(\*?)=("(?:[^"\\]|\\.)*"|[^;\r\n]*)/gi;

function fileNameOf([, star, value]: RegExpMatchArray): string | null {
  if (value === undefined) return null;
  if (star) {
    const encoded = /^[^']*'[^']*'(.*)$/.exec(value)?.[1];
    try {
      return encoded === undefined ? null : decodeURIComponent(encoded);
    } catch {
      return null;
    }
  }
  // As the parser reads a quoted name: a backslash escapes only a quote or a backslash.
  const quoted = value.startsWith('"') ? value.slice(1, -1).replace(/\\([\\"])/g, '$1') : value;
  return Buffer.from(quoted, 'latin1').toString('utf8');
}

const baseName = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

function* uploadsIn(value: unknown): Generator<Upload> {
  if (value instanceof Upload) yield value;
  else if (Array.isArray(value)) for (const item of value) yield* uploadsIn(item);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) yield* uploadsIn(item);
}
