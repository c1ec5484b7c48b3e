import type { FastifyInstance } from 'fastify';
import { toGlobalId } from '../graphql/relay.js';
import { multipart } from './files.js';
import { VALID_APPLICATION } from './payloads.js';

/** A resume as a test sends it. */
export interface TestResume {
  filename: string;
  content: Buffer;
}

/** A request to send with `app.inject`, or over real HTTP with `fetch`. */
export interface TestRequest {
  url: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** Posts an Active job as the given admin and returns its id. */
export async function postActiveJob(app: FastifyInstance, admin: { authorization: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/jobs', headers: admin, payload: { title: 'Credit Analyst', description: ['Assess SME borrowers.'], status: 'Active' } });
  return (response.json() as { data: { _id: string } }).data._id;
}

/** The application form through REST (`POST /api/career/apply`, multipart with files under "resume"). */
export function restApplication(jobId: string, resumes: readonly TestResume[], fields: Record<string, string> = {}): TestRequest {
  return { url: '/api/career/apply', ...multipart({ ...VALID_APPLICATION, jobId, ...fields }, resumes.map((resume) => ({ field: 'resume', ...resume }))) };
}

/** The application form through GraphQL multipart uploads (`applyForJob`), with the CSRF preflight header. */
export function graphqlApplication(jobId: string, resumes: readonly TestResume[], fields: Record<string, string> = {}): TestRequest {
  const operations = JSON.stringify({
    query: 'mutation($input: ApplyForJobInput!, $resumes: [Upload!]) { applyForJob(input: $input, resumes: $resumes) { success message } }',
    variables: { input: { ...VALID_APPLICATION, ...fields, jobId: toGlobalId('Job', jobId) }, resumes: resumes.map(() => null) },
  });
  const map = JSON.stringify(Object.fromEntries(resumes.map((_, index) => [index, [`variables.resumes.${index}`]])));
  const body = multipart({ operations, map }, resumes.map((resume, index) => ({ field: String(index), ...resume })));
  return { url: '/graphql', payload: body.payload, headers: { ...body.headers, 'apollo-require-preflight': 'true' } };
}

export const applyByRest = (app: FastifyInstance, jobId: string, resumes: readonly TestResume[], fields: Record<string, string> = {}) =>
  app.inject({ method: 'POST', ...restApplication(jobId, resumes, fields) });
