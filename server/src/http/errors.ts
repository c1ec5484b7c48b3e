import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { DomainError, HTTP_STATUS_OF, TooManyRequestsError, type FieldError } from '../domain/errors.js';
import type { UploadRules } from '../modules/area.js';

/**
 * The REST failure envelope. `message` and `error` carry the same text because the spec's
 * clients read one or the other; `errors` lists per-field messages with both `path` and `param`
 * (older clients read `param`).
 */
export interface FailureEnvelope {
  success: false;
  message: string;
  error: string;
  errors?: { path: string; param: string; msg: string }[];
}

export function failure(message: string, fields: readonly FieldError[] = []): FailureEnvelope {
  const envelope: FailureEnvelope = { success: false, message, error: message };
  if (fields.length > 0) {
    envelope.errors = fields.map(({ path, message: msg }) => ({ path, param: path, msg }));
  }
  return envelope;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Messages for the errors Fastify itself raises before a route runs. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
};

/** Multipart limits, told in the words of the area that takes files. */
const uploadMessages = (uploads: UploadRules | undefined): Record<string, string> =>
  uploads ? { FST_REQ_FILE_TOO_LARGE: uploads.messages.fileTooLarge, FST_FILES_LIMIT: uploads.messages.tooManyFiles } : {};

/** One error handler for every REST route: domain errors keep their message and status. */
export function registerErrorHandler(app: FastifyInstance, uploads: UploadRules | undefined): void {
  const messages = { ...FASTIFY_MESSAGES, ...uploadMessages(uploads) };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendFailure(reply, HTTP_STATUS_OF[error.code], failure(error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = messages[error.code] ?? error.message;
      return sendFailure(reply, status, failure(message));
    }
    request.log.error({ err: error }, 'unexpected error in a request');
    return sendFailure(reply, 500, failure(INTERNAL_ERROR_MESSAGE));
  });
}

function sendFailure(reply: FastifyReply, status: number, envelope: FailureEnvelope): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}
