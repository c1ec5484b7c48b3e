import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Upload, { type FileUpload } from 'graphql-upload/Upload.mjs';
import type { TooManyRequestsError } from '../domain/errors.js';
import { APPLICATION_MESSAGES, APPLICATION_MULTIPART_LIMITS } from '../rules/careers.js';
import { FORM_POST_TITLES, SERVER_MESSAGES } from '../rules/server.js';
import { isRefusal, PUBLIC } from './access.js';
import { stopParsingPast } from './multipart-limits.js';
import { renderNoticePage } from './notice-page.js';

/** A plain post of a public form, as the client's renderer takes it (see its `forms/formPosts.ts`). */
export interface FormPost {
  fields: [string, string][];
  /** The files, as `Upload` variables for the form's mutation. */
  uploads: Upload[];
  /** What reading the post itself refused (a file too large, too many files). */
  refused?: { path: string; message: string };
}

/** The renderer's answer to a post: the form's page again, or (stored) where its thanks are (a 303). */
export interface FormPostAnswer {
  status: number;
  html: string;
  location?: string;
}

/** How the client's renderer takes the posts of its forms. */
export interface FormPosts {
  /** Checks and sends a posted form, and renders its page with the answer. */
  answer(request: FastifyRequest, post: FormPost): Promise<FormPostAnswer>;
  /** How many fields a post to this address may hold, files included (the form's own and a few more). */
  fieldLimit(url: string): Promise<number>;
  /** Counts a post answered 400 or 413 against its address's limit on refusals: past it, the 429 to send instead. */
  countRefusal(request: FastifyRequest): Promise<TooManyRequestsError | null>;
}

/** Where a plain post of each public form goes: the form's own page (the client's `forms/formPages.ts`). */
export const FORM_POST_PATH = '/forms/:form';

/**
 * A form-encoded post's largest body: the longest message the forms take (5,000 characters),
 * each written as up to 9 bytes once encoded, and the other fields. (JSON bodies are smaller:
 * they are not percent-encoded.)
 */
const FORM_BODY_LIMIT = 64 * 1024;

/** What the post's files are called in the form (the application's resumes). */
const FILE_FIELD = 'resumes';

/**
 * The public forms as plain HTML posts, for visitors whose page's scripts have not run (or never
 * will): `application/x-www-form-urlencoded`, or `multipart/form-data` for the application with its
 * files. The client's renderer checks and sends each form exactly as the browser's form would (its
 * rules, its input, its GraphQL mutation, run in process as the visitor). Stored, the browser is
 * sent on (303) to the form's page with its thanks; otherwise the answer is the form's page with
 * the form again, its messages and what was typed. Posts from
 * other websites were refused before this (`cross-site.ts`). Never cached: the page is this
 * visitor's answer.
 */
export async function registerFormPosts(app: FastifyInstance, posts: FormPosts): Promise<void> {
  await app.register(async (scope) => {
    // A file over the limit is cut short, not thrown: the fields after it are still read, for the answer.
    await scope.register(multipart, { preservePath: true, throwFileSizeLimit: false, limits: APPLICATION_MULTIPART_LIMITS });
    // The body as sent: its fields are counted before it is parsed (`readFields`).
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(FORM_POST_PATH, { ...PUBLIC, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const fieldLimit = await posts.fieldLimit(request.url);
      const post = request.isMultipart() ? await readMultipart(request, fieldLimit) : readFields(request.body, fieldLimit);
      const { status, html, location } = post ? await posts.answer(request, post) : { status: 413, html: renderNoticePage(TOO_MANY_FIELDS) };
      // Stored: on to the thanks, so reloading that page sends nothing again.
      if (location) return reply.redirect(location, 303);
      const tooMany = isRefusal(status) ? await posts.countRefusal(request) : null;
      if (tooMany) {
        reply.header('Retry-After', String(tooMany.retryAfterSeconds ?? 60));
        return reply.status(429).type('text/html; charset=utf-8').send(renderNoticePage({ title: FORM_POST_TITLES.tooMany, message: tooMany.message }));
      }
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    });
  });
}

/** What a post with more fields than its form has is answered with: no form of ours sends it. */
const TOO_MANY_FIELDS = { title: FORM_POST_TITLES.notRead, message: SERVER_MESSAGES.tooManyFields };

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
 * A multipart body: its text fields, and its files held in memory (each at most MAX_RESUME_BYTES)
 * as uploads; `null` when it holds more fields than `fieldLimit` (files counted apart).
 */
async function readMultipart(request: FastifyRequest, fieldLimit: number): Promise<FormPost | null> {
  const post: FormPost = { fields: [], uploads: [] };
  const limits = { ...APPLICATION_MULTIPART_LIMITS, fields: fieldLimit, parts: fieldLimit + APPLICATION_MULTIPART_LIMITS.files };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') post.fields.push([part.fieldname, part.value]);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        // A file the form does not ask for is not kept.
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) post.refused = { path: FILE_FIELD, message: APPLICATION_MESSAGES.fileTooLarge };
      // A file field with nothing chosen still sends a part: nameless and empty.
      else if (part.filename !== '' || data.length > 0) {
        post.uploads.push(uploadOf({ filename: part.filename, mimetype: part.mimetype, encoding: part.encoding, createReadStream: () => Readable.from([data]) }));
      }
    }
  } catch (error) {
    const code = (stopParsingPast(request, error) as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return null;
    if (code !== 'FST_FILES_LIMIT') throw error;
    post.refused = { path: FILE_FIELD, message: APPLICATION_MESSAGES.tooManyFiles };
  }
  return post;
}

/** An `Upload` already received, as GraphQL's multipart parser would hand it to the resolver. */
function uploadOf(file: FileUpload): Upload {
  const upload = new Upload();
  upload.resolve(file);
  return upload;
}
