import { describe, expect, it } from 'vitest';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { graphqlApplication, postActiveJob, restApplication } from '../test/applications.js';
import { PDF } from '../test/files.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_CONTACT } from '../test/payloads.js';

/** Issue P16: another website cannot make its visitors' browsers send our forms. */
const t = useTestApp({ admin: true, env: { PUBLIC_URL: 'https://www.finmesh.example' } });

const FOREIGN = { origin: 'https://evil.example' };
const formEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postContact = (headers: Record<string, string>, payload = formEncoded(VALID_CONTACT), type = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': type, ...headers }, payload });
const contacts = () => t.orm.em.fork().count(ContactSubmissionEntity);

describe('a form post from another website', () => {
  it('is refused with 403 and stores nothing: form-encoded, plain text, or told only by Sec-Fetch-Site', async () => {
    for (const [what, response] of [
      ['form-encoded from a foreign Origin', await postContact(FOREIGN)],
      ['text/plain from a foreign Origin', await postContact(FOREIGN, JSON.stringify(VALID_CONTACT), 'text/plain')],
      ['Sec-Fetch-Site cross-site', await postContact({ 'sec-fetch-site': 'cross-site' })],
      ['Sec-Fetch-Site same-site (a sibling site)', await postContact({ 'sec-fetch-site': 'same-site' })],
      ['Origin null (a sandboxed page)', await postContact({ origin: 'null' })],
      // DNS rebinding: another site's name pointed at this server's address, so its Origin and the Host agree.
      ['Origin matching a Host that is not PUBLIC_URL', await postContact({ origin: 'http://rebound.evil.example', host: 'rebound.evil.example' })],
      ['Origin matching a Host on another port', await postContact({ origin: 'http://localhost:5173', host: 'localhost:5173' })],
    ] as const) {
      expect(response.statusCode, what).toBe(403);
      expect(response.json(), what).toMatchObject({ success: false, message: 'This form can only be sent from the pages of this site.' });
    }
    expect(await contacts()).toBe(0);
  });

  it('is refused for an application with its resume, through REST and GraphQL, and no file is kept', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    for (const request of [restApplication(jobId, [{ filename: 'cv.pdf', content: PDF }]), graphqlApplication(jobId, [{ filename: 'cv.pdf', content: PDF }])]) {
      const response = await t.app.inject({ method: 'POST', url: request.url, headers: { ...request.headers, ...FOREIGN }, payload: request.payload });
      expect(response.statusCode, request.url).toBe(403);
    }
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(0);
  });
});

describe('a refused form post is answered as it was sent', () => {
  const BROWSER_FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...FOREIGN };

  it('a plain HTML form (the browser asked for a page): a page saying so, linking to the site, never cached', async () => {
    for (const url of ['/forms/contact', '/api/contact', '/newsletter/confirm?token=anything']) {
      const response = await t.app.inject({ method: 'POST', url, headers: BROWSER_FORM, payload: formEncoded(VALID_CONTACT) });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).toContain('<h1>Your form was not sent</h1><p>This form can only be sent from the pages of this site.</p>');
      expect(response.body, url).toContain('<a href="https://www.finmesh.example/">Go to the Finmesh website</a>');
    }
    expect(await contacts()).toBe(0);
  });

  it('a GraphQL or REST client (it asked for JSON): the 403 in JSON', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    const apollo = { accept: 'application/graphql-response+json,application/json;q=0.9', ...FOREIGN };
    const graphql = graphqlApplication(jobId, [{ filename: 'cv.pdf', content: PDF }]);
    const refusedGraphql = await t.app.inject({ method: 'POST', url: graphql.url, headers: { ...graphql.headers, ...apollo }, payload: graphql.payload });
    expect(refusedGraphql.statusCode).toBe(403);
    expect(refusedGraphql.json()).toMatchObject({ success: false, message: 'This form can only be sent from the pages of this site.' });
    const refusedRest = await postContact({ ...FOREIGN, accept: 'application/json' });
    expect(refusedRest.statusCode).toBe(403);
    expect(refusedRest.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('a form post from the site itself, and API clients', () => {
  it('takes a form posted from the site\'s own origin (PUBLIC_URL), whatever the Host', async () => {
    expect((await postContact({ origin: 'https://www.finmesh.example' })).statusCode).toBe(201);
    expect((await postContact({ origin: 'https://www.finmesh.example', host: '10.0.0.7:3000' })).statusCode).toBe(201);
    expect((await postContact({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(await contacts()).toBe(3);
  });

  it('takes what clients that are not browsers send: no Origin, or JSON from anywhere', async () => {
    expect((await postContact({})).statusCode).toBe(201);
    const json = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json', ...FOREIGN }, payload: VALID_CONTACT });
    expect(json.statusCode).toBe(201);
  });
});
