import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Upload, { type FileUpload } from 'graphql-upload/Upload.mjs';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, type TooManyRequestsError } from '../domain/errors.js';
import type { ExecuteFor } from '../graphql/server.js';
import { FORM_POST_TITLES, SERVER_MESSAGES } from '../rules/server.js';
import { FORM_POST_ROUTE, type FormPost as AnyFormPost } from '../shared/render-seam.js';
import { isRefusal, PUBLIC } from './access.js';
import type { Renderer } from './client.js';
import { stopParsingPast } from './multipart-limits.js';
import { renderNoticePage } from './notice-page.js';
import type { UploadRules } from '../rules/uploads.js';

/** A plain post of a public form as the server hands it to the client's renderer: its files as `Upload` variables. */
export type FormPost = AnyFormPost<Upload>;

/** What answers the posts of the public forms. */
export interface FormPosts {
  /** The client's renderer, which checks, sends and answers each form as its page would; null without a built client. */
  renderer(): Promise<Renderer | null>;
  /** Runs the form's mutation in process, as the visitor who posted it. */
  executeFor: ExecuteFor;
  /** Counts a post answered 400 or 413 against its address's limit on refusals: past it, the 429 to send instead. */
  countRefusal(request: FastifyRequest): Promise<TooManyRequestsError | null>;
}

/**
 * A form-encoded post's largest body: the longest message the forms take (5,000 characters),
 * each written as up to 9 bytes once encoded, and the other fields. (JSON bodies are smaller:
 * they are not percent-encoded.)
 */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * The public forms as plain HTML posts, for visitors whose page's scripts have not run (or never
 * will): `application/x-www-form-urlencoded`, or `multipart/form-data` for the application with its
 * files. The client's renderer checks and sends each form exactly as the browser's form would (its
 * rules, its input, its GraphQL mutation, run in process as the visitor). Stored, the browser is
 * sent on (303) to the form's page with its thanks; otherwise the answer is the form's page with
 * the form again, its messages and what was typed. Posts from
 * other websites were refused before this (`cross-site.ts`). Never cached: the page is this
 * visitor's answer. The routes exist with or without a built client: without its renderer, a
 * post is answered 503 with a page that says so. The files are those of the one area that takes
 * them (`uploads`); without one, a post's files are not kept.
 */
export async function registerFormPosts(app: FastifyInstance, posts: FormPosts, uploads: UploadRules | undefined): Promise<void> {
  await app.register(async (scope) => {
    // A file over the limit is cut short, not thrown: the fields after it are still read, for the answer.
    await scope.register(multipart, { preservePath: true, throwFileSizeLimit: false, limits: uploads?.multipartLimits ?? NO_FILES });
    // The body as sent: its fields are counted before it is parsed (`readFields`).
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(FORM_POST_ROUTE, { ...PUBLIC, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const renderer = await posts.renderer();
      if (!renderer) {
        reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        return reply.status(503).type('text/html; charset=utf-8').send(renderNoticePage(FORMS_UNAVAILABLE));
      }
      const fieldLimit = renderer.fieldLimit(request.url);
      const post = request.isMultipart() ? await readMultipart(request, fieldLimit, uploads) : readFields(request.body, fieldLimit);
      const { status, html, location } = post ? await renderer.answerPost(request.url, post, posts.executeFor(request)) : { status: 413, html: renderNoticePage(TOO_MANY_FIELDS) };
      // Stored: on to the thanks, so reloading that page sends nothing again.
      if (location) return reply.redirect(location, 303);
      const tooMany = isRefusal(status) ? await posts.countRefusal(request) : null;
      if (tooMany) {
        reply.header('Retry-After', String(tooMany.retryAfterSeconds ?? 60));
        return reply.status(429).type('text/html; charset=utf-8').send(renderNoticePage({ title: FORM_POST_TITLES.tooMany, message: tooMany.message }));
      }
      // Not sent for now (the database away, or the site closed for maintenance): the form again, and when to try.
      if (status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    });
  });
}

/** What a post with more fields than its form has is answered with: no form of ours sends it. */
const TOO_MANY_FIELDS = { title: FORM_POST_TITLES.notRead, message: SERVER_MESSAGES.tooManyFields };

/** What a post is answered with while no renderer can check it (no built client is served). */
const FORMS_UNAVAILABLE = { title: FORM_POST_TITLES.unavailable, message: SERVER_MESSAGES.formsUnavailable };

/** A post's multipart limits when no area takes files: no file is read. */
const NO_FILES: UploadRules['multipartLimits'] = { fileSize: 0, files: 0, fields: 40, parts: 40, fieldSize: 20_000 };

/**
 * The text fields of a form-encoded body, in the order sent (a field sent twice keeps each value),
 * or `null` when it holds more than `limit`: counted on the body as sent, before anything is made
 * of it. Read in one pass, whatever the body.
 */
function readFields(body: unknown, limit: number): FormPost | null {
  const text = typeof body === 'string' ? body : '';
  if (countUpTo(text, '&', limit) >= limit) return null;
  return { fields: [...new URLSearchParams(text)], uploads: [] };
}

/** How often `separator` occurs in `text`, counting no further than `most`. */
function countUpTo(text: string, separator: string, most: number): number {
  let count = 0;
  for (let at = text.indexOf(separator); at !== -1 && count < most; at = text.indexOf(separator, at + 1)) count += 1;
  return count;
}

/**
 * A multipart body: its text fields, and the files of the area's file field held in memory (each
 * at most its `maxFileBytes`) as uploads; `null` when it holds more fields than `fieldLimit` (files
 * counted apart).
 */
async function readMultipart(request: FastifyRequest, fieldLimit: number, uploads: UploadRules | undefined): Promise<FormPost | null> {
  const fields: [string, string][] = [];
  const files: Upload[] = [];
  let refused: FormPost['refused'];
  const multipartLimits = uploads?.multipartLimits ?? NO_FILES;
  const limits = { ...multipartLimits, fields: fieldLimit, parts: fieldLimit + multipartLimits.files };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.push([part.fieldname, part.value]);
        continue;
      }
      if (!uploads || part.fieldname !== uploads.formField) {
        // A file the form does not ask for is not kept.
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) refused = { path: uploads.formField, message: uploads.messages.fileTooLarge };
      // A file field with nothing chosen still sends a part: nameless and empty.
      else if (part.filename !== '' || data.length > 0) {
        files.push(uploadOf({ filename: part.filename, mimetype: part.mimetype, encoding: part.encoding, createReadStream: () => Readable.from([data]) }));
      }
    }
  } catch (error) {
    const code = (stopParsingPast(request, error) as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return null;
    if (code !== 'FST_FILES_LIMIT') throw error;
    if (uploads) refused = { path: uploads.formField, message: uploads.messages.tooManyFiles };
  }
  return { fields, uploads: files, ...(refused ? { refused } : {}) };
}

/** An `Upload` already received, as GraphQL's multipart parser would hand it to the resolver. */
function uploadOf(file: FileUpload): Upload {
  const upload = new Upload();
  upload.resolve(file);
  return upload;
}
