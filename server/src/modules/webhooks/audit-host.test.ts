import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { newId } from '../../db/ids.js';
import { createTestDatabase, type TestDatabase } from '../../test/app.js';

/**
 * The audit trail names a webhook endpoint by its host (issue P19): events recorded before keep
 * the host too once the migration has run, so a reader of the trail (`audit:read`) no longer sees
 * a receiver's token that an old event's URL carried in its path or query.
 */
const BEFORE = 'Migration20261127170000_RetentionAndDoubleOptIn';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function recordAsBefore(type: string, data: object): Promise<string> {
  const id = newId();
  await executeBound(
    database.orm.em.fork(),
    `insert into "events" ("id", "type", "subject_type", "subject_id", "principal_kind", "occurred_at", "data") values ($1, $2, 'WebhookEndpoint', $3, 'system', now(), $4::jsonb)`,
    [id, type, newId(), JSON.stringify(data)],
  );
  return id;
}

describe('the migration to host-only webhook events', () => {
  it('rewrites the URLs that events recorded before it kept, and leaves the trail append-only', async () => {
    await database.orm.migrator.down({ to: BEFORE });
    const created = await recordAsBefore('webhook.created', { url: 'https://Hooks.Example.com/in/T0KEN?key=s3cret', eventTypes: ['contact.received'], enabled: true });
    const updated = await recordAsBefore('webhook.updated', { changes: { url: ['https://a.example.com:8443/T0KEN', 'https://user@b.example.com/N3W'], enabled: [true, false] } });
    const disabled = await recordAsBefore('webhook.disabled', { url: 'https://c.example.com/x?token=T0KEN', failingSince: '2026-11-20T00:00:00.000Z' });
    const other = await recordAsBefore('job.created', { url: 'https://example.com/careers/kept-as-it-was' });
    await database.orm.migrator.up();

    const rows = await executeBound<{ id: string; data: Record<string, unknown> }>(database.orm.em.fork(), `select "id", "data" from "events" where "id" = any($1::uuid[])`, [[created, updated, disabled, other]]);
    const dataOf = (id: string) => rows.find((row) => row.id === id)?.data;
    expect(dataOf(created)).toEqual({ host: 'hooks.example.com', eventTypes: ['contact.received'], enabled: true });
    expect(dataOf(updated)).toEqual({ changes: { host: ['a.example.com:8443', 'b.example.com'], enabled: [true, false] } });
    expect(dataOf(disabled)).toEqual({ host: 'c.example.com', failingSince: '2026-11-20T00:00:00.000Z' });
    expect(dataOf(other)).toEqual({ url: 'https://example.com/careers/kept-as-it-was' });
    await expect(executeBound(database.orm.em.fork(), `update "events" set "data" = '{}' where "id" = $1`, [created])).rejects.toThrow(/append-only/);
    // The migrations since, down and up again: a hook's time, on a busy machine too.
  }, 60_000);
});
