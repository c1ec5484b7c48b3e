import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Upload, { type FileUpload } from 'graphql-upload/Upload.mjs';
import { APPLICATION_MESSAGES, APPLICATION_MULTIPART_LIMITS } from '../rules/careers.js';

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

/** Checks and sends a posted form, and renders its page with the answer. */
export type AnswerFormPost = (request: FastifyRequest, post: FormPost) => Promise<FormPostAnswer>;

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
export async function registerFormPosts(app: FastifyInstance, answer: AnswerFormPost): Promise<void> {
  await app.register(async (scope) => {
    // A file over the limit is cut short, not thrown: the fields after it are still read, for the answer.
    await scope.register(multipart, { preservePath: true, throwFileSizeLimit: false, limits: APPLICATION_MULTIPART_LIMITS });
    scope.post(FORM_POST_PATH, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const post = request.isMultipart() ? await readMultipart(request) : readFields(request.body);
      const { status, html, location } = await answer(request, post);
      reply.header('Cache-Control', 'no-store');
      // Stored: on to the thanks, so reloading that page sends nothing again.
      if (location) return reply.redirect(location, 303);
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    });
  });
}

/** The text fields of a form-encoded body (a field sent twice keeps each value, in order). */
function readFields(body: unknown): FormPost {
  const fields: [string, string][] = [];
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      for (const one of [value].flat()) if (typeof one === 'string') fields.push([name, one]);
    }
  }
  return { fields, uploads: [] };
}

/** A multipart body: its text fields, and its files held in memory (each at most MAX_RESUME_BYTES) as uploads. */
async function readMultipart(request: FastifyRequest): Promise<FormPost> {
  const post: FormPost = { fields: [], uploads: [] };
  try {
    for await (const part of request.parts()) {
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
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
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
