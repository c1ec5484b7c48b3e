/**
 * Typed domain errors. Services throw these; `graphql/errors.ts` turns them into
 * `extensions.code` and `http/errors.ts` into an HTTP status and the REST envelope.
 * Anything else that escapes a request is a bug: the client sees a generic message.
 */

import { isDatabaseUnreachable } from '../db/unreachable.js';
import { ADMIN_MESSAGES, STEP_UP_MESSAGES } from '../rules/admin.js';
import { SERVER_MESSAGES, type ErrorCode } from '../rules/server.js';

export { HTTP_STATUS_OF, type ErrorCode } from '../rules/server.js';

/** A message that belongs to one submitted field; `path` is the field's name (dotted when nested). */
export interface FieldError {
  path: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Submitted values break the rules; each broken rule is listed against its field. */
export class InvalidInputError extends DomainError {
  constructor(fields: readonly FieldError[], message = fields[0]?.message ?? 'Invalid input.') {
    super('BAD_USER_INPUT', message, fields);
  }

  static field(path: string, message: string): InvalidInputError {
    return new InvalidInputError([{ path, message }]);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message: string = ADMIN_MESSAGES.signInRequired) {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this.') {
    super('FORBIDDEN', message);
  }
}

/** The member must prove it is them again (step-up) before this operation: their last proof is too old. */
export class StepUpRequiredError extends DomainError {
  constructor() {
    super('STEP_UP_REQUIRED', STEP_UP_MESSAGES.required);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, fields: readonly FieldError[] = []) {
    super('CONFLICT', message, fields);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** When the caller may try again (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }

  /** A refusal until `freeAt` (ms since the epoch): `Retry-After` in whole seconds, and a message told the whole minutes left. */
  static until(freeAt: number, message: (minutes: number) => string): TooManyRequestsError {
    const seconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
    return new TooManyRequestsError(message(Math.ceil(seconds / 60)), seconds);
  }
}

/** When to try again after a 503: what the app depends on is back within moments, or soon. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** Something the app depends on (the database) cannot be reached just now; worth trying again shortly. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    message: string = SERVER_MESSAGES.unavailable,
    /** When to try again (sent as `Retry-After`). */
    readonly retryAfterSeconds: number = UNAVAILABLE_RETRY_AFTER_SECONDS,
    /** Whether something the app depends on is down (worth a line in the log), rather than closed on purpose (maintenance mode). */
    readonly outage = true,
  ) {
    super('SERVICE_UNAVAILABLE', message);
  }
}

/**
 * The domain error an error stands for: itself, or "briefly unavailable" (503) for a database out
 * of reach, so callers are told to try again rather than that something broke. `null` otherwise.
 */
export function asDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  return isDatabaseUnreachable(error) ? new ServiceUnavailableError() : null;
}
