import type { FastifyRequest } from 'fastify';

/*
 * A multipart parser (busboy, under @fastify/multipart) that reaches one of
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
