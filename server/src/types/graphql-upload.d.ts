// graphql-upload 17 ships JavaScript with JSDoc only; these are the parts this server uses.
declare module 'graphql-upload/processRequest.mjs' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  export default function processRequest(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ProcessRequestOptions,
  ): Promise<Record<string, unknown> | Record<string, unknown>[]>;
}

declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';

  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }

  export default class Upload {
    promise: Promise<FileUpload>;
    /** Hands the received file to whoever awaits `promise` (the parser does; so does a form post). */
    resolve(file: FileUpload): void;
  }
}
