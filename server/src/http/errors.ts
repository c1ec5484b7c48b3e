import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asDomainError, DomainError, HTTP_STATUS_OF, ServiceUnavailableError, TooManyRequestsError, type FieldError } from '../domain/errors.js';
import type { RefusedPosts } from '../domain/form-limit.js';
import { isRefusal, postsToPublicWrite } from './access.js';
import type { UploadRules } from '../rules/uploads.js';
import { SERVER_MESSAGES } from '../rules/server.js';

/**
 * The REST failure envelope, whatever the status (400, 401, 403, 404, 409, 413, 429, 503...).
 * `message` and `error` carry the same text because the spec's clients read one or the other;
 * `errors` lists per-field messages with both `path` and `param` (older clients read `param`), or,
 * for a refusal that concerns no one field, its message alone (no `path`: the spec's clients show
 * such a message on the form).
 */
export interface FailureEnvelope {
  success: false;
  message: string;
  error: string;
  errors: { path?: string; param?: string; msg: string }[];
  /** A refusal a client acts on rather than shows (`STEP_UP_REQUIRED`: ask the member to confirm it is them, then send again). */
  code?: 'STEP_UP_REQUIRED';
}

export function failure(message: string, fields: readonly FieldError[] = [], code?: FailureEnvelope['code']): FailureEnvelope {
  const errors = fields.length > 0 ? fields.map(({ path, message: msg }) => ({ path, param: path, msg })) : [{ msg: message }];
  return { success: false, message, error: message, errors, ...(code ? { code } : {}) };
}


/** Messages for the errors Fastify itself raises before a route runs. */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data.',
  FST_PARTS_LIMIT: 'The form was sent with more fields than it has.',
  FST_FIELDS_LIMIT: 'The form was sent with more fields than it has.',
};

/** Multipart limits, told in the words of the area that takes files. */
const uploadMessages = (uploads: UploadRules | undefined): Record<string, string> =>
  uploads ? { FST_REQ_FILE_TOO_LARGE: uploads.messages.fileTooLarge, FST_FILES_LIMIT: uploads.messages.tooManyFiles } : {};

/**
 * One error handler for every REST route: domain errors keep their message and status. A refusal
 * of a post to a public write counts against its address's limit on refusals; past it, the
 * answer is that limit's 429 instead.
 */
export function registerErrorHandler(app: FastifyInstance, uploads: UploadRules | undefined, refusedPosts: RefusedPosts): void {
  const messages = { ...FASTIFY_MESSAGES, ...uploadMessages(uploads) };
  const answerOf = (error: FastifyError, request: FastifyRequest): [number, DomainError | FailureEnvelope] => {
    const domain = asDomainError(error);
    if (domain) {
      if (domain instanceof ServiceUnavailableError && domain.outage) request.log.warn({ err: error }, 'the database is not reachable');
      return [HTTP_STATUS_OF[domain.code], domain];
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return [status, failure(messages[error.code] ?? error.message)];
    request.log.error({ err: error }, 'unexpected error in a request');
    return [500, failure(SERVER_MESSAGES.internal)];
  };
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    let [status, answer] = answerOf(error, request);
    if (isRefusal(status) && postsToPublicWrite(request)) {
      const tooMany = await refusedPosts.count(request.ip, request.log);
      if (tooMany) [status, answer] = [HTTP_STATUS_OF[tooMany.code], tooMany];
    }
    if (!(answer instanceof DomainError)) return sendFailure(reply, status, answer);
    if ((answer instanceof TooManyRequestsError || answer instanceof ServiceUnavailableError) && answer.retryAfterSeconds) {
      reply.header('Retry-After', String(answer.retryAfterSeconds));
    }
    return sendFailure(reply, status, failure(answer.message, answer.fields, answer.code === 'STEP_UP_REQUIRED' ? answer.code : undefined));
  });
}

function sendFailure(reply: FastifyReply, status: number, envelope: FailureEnvelope): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}
