import { Transform, type TransformCallback } from 'node:stream';

/*
 * graphql-upload's multipart parser (busboy) takes no limit on parts, and goes on parsing a body
 * to its end: a megabyte of tiny parts held the event loop for 90 ms. The GraphQL endpoint counts
 * the parts itself as the bytes pass, before the parser sees them (the REST side's counterpart:
 * http/multipart-limits.ts).
 */

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
