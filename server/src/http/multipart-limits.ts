import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';

/*
 * A multipart parser (busboy, under @fastify/multipart and graphql-upload) that reaches one of
 * its limits stops handing parts over, but goes on parsing the body to its end: a body of a
 * megabyte of tiny parts once held the event loop for 90 ms past its limit, and an upload body
 * may be 25 times that. Past a limit, the rest of a body is let through unparsed.
 */

/** The errors @fastify/multipart raises when a body has more parts, fields or files than its limits. */
const LIMIT_ERRORS = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * Stops parsing `request`'s multipart body when `error` is one of its limits: the parser is
 * unplugged and the rest of the body read and dropped, so the answer can go out on the same
 * connection. Returns `error` either way, to be thrown or answered.
 */
export function stopParsingPast<TError>(request: FastifyRequest, error: TError): TError {
  if (LIMIT_ERRORS.has(String((error as { code?: unknown } | null)?.code))) {
    request.raw.unpipe();
    request.raw.resume();
  }
  return error;
}

/**
 * Lets a multipart body through while it holds at most `maxParts` parts, counting its boundary
 * delimiters as the bytes pass; past that it ends with an error, and `exceeded` says why. For a
 * parser whose limits cannot be set (graphql-upload's).
 */
export class PartCount extends Transform {
  exceeded = false;
  private readonly delimiter: Buffer;
  private tail: Buffer = Buffer.alloc(0);
  private seen = 0;

  constructor(
    boundary: string,
    private readonly maxParts: number,
  ) {
    super();
    this.delimiter = Buffer.from(`--${boundary}`);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    // A delimiter may be split between two chunks: the last bytes of the one before are searched again.
    const data = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    for (let at = data.indexOf(this.delimiter); at !== -1; at = data.indexOf(this.delimiter, at + this.delimiter.length)) {
      // Every part opens with a delimiter, and one more closes the body.
      this.seen += 1;
      if (this.seen > this.maxParts + 1) {
        this.exceeded = true;
        done(new Error(`The multipart body holds more than ${this.maxParts} parts.`));
        return;
      }
    }
    this.tail = data.subarray(Math.max(0, data.length - (this.delimiter.length - 1)));
    done(null, chunk);
  }
}

/** The boundary of a `multipart/form-data` content type, if it names one. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}
