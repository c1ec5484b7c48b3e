import { ConnectionException } from '@mikro-orm/core';

/** Socket errors of a lost or refused connection, and PostgreSQL's "connection exception" and shutdown states. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
/** A message the database could not read (PGlite answers this to a NUL in text): our bug, not an outage. */
const PROTOCOL_VIOLATION = '08P01';
const CONNECTION_MESSAGES = /connection terminated|connection error|timeout exceeded when trying to connect|connection is closed|query read timeout/i;

/** Whether an error (or one it was caused by) says the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current instanceof ConnectionException) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (code.startsWith('08') && code !== PROTOCOL_VIOLATION))) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
  }
  return false;
}
