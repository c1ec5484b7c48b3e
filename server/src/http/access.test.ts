import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { AREAS, checkAreaList } from '../modules/index.js';
import { API_KEY_SCOPES } from '../rules/keys.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../test/app.js';
import { guardedRoutes, bodyFor, rootOperations, urlOf } from '../test/operations.js';

/*
 * Who may call what, role by role and key by key, is the table of `security/permissions.test.ts`.
 * Here: every guarded operation refuses a caller without a valid token (or API key) the same way,
 * before reading what it sent.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('REST routes', () => {
  it('answers 401 on every guarded route without a token, before reading the body', async () => {
    const refused = await Promise.all(
      guardedRoutes(t.app).map(async ({ method, url }) => {
        const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), payload: bodyFor(method) });
        return { route: `${method} ${url}`, status: response.statusCode, body: method === 'HEAD' ? null : response.json(), cache: response.headers['cache-control'] };
      }),
    );
    for (const answer of refused) {
      const message = 'Please sign in to continue.';
      expect(answer).toMatchObject({ status: 401, ...(answer.body ? { body: { success: false, message, error: message, errors: [{ msg: message }] } } : {}) });
      if (answer.route.includes(' /api/') || answer.route.includes(' /email-recipients')) expect(answer.cache).toBe('no-store');
    }
  });

  it('answers 401 on every guarded route with a token that is not ours', async () => {
    for (const { method, url } of guardedRoutes(t.app)) {
      const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), headers: { authorization: 'Bearer abc.def.ghi' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('API keys that are no longer, or never were, valid', () => {
  /** A revoked key, an expired one (its expiry moved into the past behind the app's back) and one of ours in shape only. */
  const refusedKeys = async (): Promise<string[]> => {
    const owner = await signedInAdmin(t.app, 'key.owner');
    // Every scope a key may hold: a refusal owes nothing to what the key was allowed.
    const payload = { name: 'Old sync', scopes: API_KEY_SCOPES };
    const create = async () => (await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: owner, payload })).json<{ secret: string; data: { _id: string } }>();
    const revoked = await create();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${revoked.data._id}`, headers: owner })).statusCode).toBe(200);
    const expired = await create();
    await t.orm.em.getConnection().execute(`update api_keys set expires_at = ? where id = ?`, [new Date(Date.now() - 1000), expired.data._id]);
    return [revoked.secret, expired.secret, `fm_live_${'0'.repeat(43)}`];
  };

  it('are refused as no credential (401) by every guarded route and GraphQL field, before the body is read', async () => {
    const secrets = await refusedKeys();
    const schema = await buildAppSchema(AREAS);
    const fields = rootOperations(schema, (_name, field) => field.extensions.access !== 'public');
    for (const secret of secrets) {
      const authorization = `Bearer ${secret}`;
      for (const { method, url } of guardedRoutes(t.app)) {
        const response = await t.app.inject({ method: method as 'GET', url: urlOf(url), payload: bodyFor(method), headers: { authorization } });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      for (const { name, document } of fields) {
        const { status, body } = await graphql(t.app, document, {}, { authorization });
        expect([status, body.errors?.[0]?.extensions?.code], name).toEqual([401, 'UNAUTHENTICATED']);
      }
    }
  }, 60_000);
});

describe('the area list', () => {
  it('refuses to start when an area folder is missing from it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'finmesh-areas-'));
    for (const name of ['contact', 'events']) {
      await mkdir(path.join(folder, name));
      await writeFile(path.join(folder, name, 'index.ts'), 'export {};');
    }
    await mkdir(path.join(folder, 'notes'));
    expect(() => checkAreaList([{ name: 'contact' }], folder)).toThrow('Area folder modules/events not listed in AREAS (src/modules/index.ts): add it there.');
    expect(() => checkAreaList([{ name: 'contact' }, { name: 'events' }], folder)).not.toThrow();
    await rm(folder, { recursive: true, force: true });
  });

  it('lists every area the source tree has', () => {
    expect(() => checkAreaList()).not.toThrow();
  });
});

describe('guarded GraphQL fields', async () => {
  const schema = await buildAppSchema(AREAS);

  const adminFields = rootOperations(schema, (_name, field) => field.extensions.access !== 'public').map(({ name, document }) => [name, document] as const);

  it('has guarded fields to check', () => {
    expect(adminFields.length).toBeGreaterThan(3);
  });

  it.each(adminFields)('%s answers 401 UNAUTHENTICATED without a token', async (_name, document) => {
    const { status, body } = await graphql(t.app, document);
    expect(status).toBe(401);
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
