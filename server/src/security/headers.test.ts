import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { applyByRest, postActiveJob } from '../test/applications.js';
import { PDF } from '../test/files.js';

/** DESIGN.md "Security rules": the same protective headers on every kind of answer. */
const t = useTestApp({ admin: true });

type Answer = { statusCode: number; headers: Record<string, string | string[] | number | undefined> };

function expectProtected(name: string, response: Answer): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp, name).toContain("default-src 'self'");
  expect(csp, name).toContain("script-src 'self'");
  expect(csp, name).toContain("object-src 'none'");
  expect(csp, name).toContain("base-uri 'none'");
  expect(csp, name).toContain("frame-ancestors 'none'");
  // Nothing may be framed but the Contact page's map, from OpenStreetMap.
  expect(csp.split(';').map((directive) => directive.trim()).filter((directive) => /^(frame|child)-src /.test(directive)), name).toEqual(['frame-src https://www.openstreetmap.org']);
  // Nothing may be fetched from elsewhere but the map's answer to whether it can be reached (issue P19).
  expect(csp.split(';').map((directive) => directive.trim()).filter((directive) => directive.startsWith('connect-src ')), name).toEqual(["connect-src 'self' https://www.openstreetmap.org"]);
  expect(response.headers['strict-transport-security'], name).toMatch(/max-age=\d{7,}/);
  expect(response.headers['x-content-type-options'], name).toBe('nosniff');
  expect(response.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by'], name).toBeUndefined();
  // Issue P17: what the site never uses is off, for its pages and anything they embed.
  const permissions = String(response.headers['permissions-policy']).split(', ');
  expect(permissions, name).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()', 'display-capture=()', 'browsing-topics=()', 'interest-cohort=()']));
  // The landing video's full-screen button and its muted autoplay keep the browser's default ('self').
  expect(permissions.filter((entry) => /^(fullscreen|autoplay)=/.test(entry)), name).toEqual([]);
}

async function resumeLink(): Promise<string> {
  const applied = await applyByRest(t.app, await postActiveJob(t.app, t.admin), [{ filename: 'cv.pdf', content: PDF }]);
  expect(applied.statusCode).toBe(201);
  const list = await t.app.inject({ method: 'GET', url: '/api/career/applications', headers: t.admin });
  return (list.json() as { data: { resumeUrl: string }[] }).data[0]?.resumeUrl ?? '';
}

describe('every kind of answer', () => {
  it('carries HSTS, the CSP, nosniff, the referrer policy, the Permissions-Policy and no X-Powered-By', async () => {
    const inject = (method: 'GET' | 'POST', url: string, extra: object = {}) => t.app.inject({ method, url, ...extra });
    const answers: [string, Answer][] = [
      ['health (JSON)', await inject('GET', '/health')],
      ['a public list (JSON)', await inject('GET', '/api/jobs')],
      ['an admin list (JSON)', await inject('GET', '/api/contact/admin/contact-submissions', { headers: t.admin })],
      ['a refusal (400)', await inject('POST', '/api/contact', { payload: {} })],
      ['no token (401)', await inject('GET', '/api/admin/profile')],
      ['not found (404)', await inject('GET', '/api/nothing')],
      ['too large (413)', await inject('POST', '/api/contact', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'a'.repeat(1_100_000) }) })],
      ['GraphQL', await inject('POST', '/graphql', { payload: { query: '{ registrationOpen }' } })],
      ['an HTML page', await inject('GET', '/newsletter/unsubscribe?token=not-a-token')],
      ['a resume file', await inject('GET', await resumeLink())],
    ];
    expect(answers.map(([name, response]) => [name, response.statusCode])).toEqual([
      ['health (JSON)', 200],
      ['a public list (JSON)', 200],
      ['an admin list (JSON)', 200],
      ['a refusal (400)', 400],
      ['no token (401)', 401],
      ['not found (404)', 404],
      ['too large (413)', 413],
      ['GraphQL', 200],
      ['an HTML page', 400],
      ['a resume file', 200],
    ]);
    for (const [name, response] of answers) expectProtected(name, response);
  });

  it('keeps admin answers and personal files out of every cache', async () => {
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: t.admin });
    const adminGraphql = await t.app.inject({ method: 'POST', url: '/graphql', headers: t.admin, payload: { query: '{ me { username } }' } });
    const file = await t.app.inject({ method: 'GET', url: await resumeLink() });
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(adminGraphql.headers['cache-control']).toBe('no-store');
    expect(file.headers['cache-control']).toContain('no-store');
  });
});

describe('GraphQL in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(() => production.close());

  it('refuses introspection, to visitors and admins alike', async () => {
    const visitor = await graphql(production.app, '{ __schema { types { name } } }');
    expect(visitor.body.data ?? null).toBeNull();
    expect(visitor.body.errors?.[0]?.message).toMatch(/introspection/i);
    const admin = await graphql(production.app, '{ __type(name: "Mutation") { fields { name } } }', {}, await signedInAdmin(production.app));
    expect(admin.body.data ?? null).toBeNull();
  });

  it('never suggests a field name', async () => {
    const { body } = await graphql(production.app, '{ registrationOpe }');
    expect(body.errors?.[0]?.message).toBeDefined();
    expect(JSON.stringify(body)).not.toMatch(/did you mean|registrationOpen/i);
  });
});
