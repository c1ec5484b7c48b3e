import { MikroORM } from '@mikro-orm/core';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ENTITIES } from '../test/app.js';
import { executeBound } from './bound-sql.js';
import { ormOptions, type Orm } from './orm.js';

/**
 * Migration20261206120000_PrivacyErasureAndCopies (issue P19): list exports' events kept a search's
 * text in the trail a Viewer reads; the migration leaves them the chosen values and `searched`.
 */
describe('Migration20261206120000_PrivacyErasureAndCopies', () => {
  let orm: Orm | undefined;
  afterEach(() => orm?.close(true));

  it('rewrites the export events recorded before it: no search or name text, `searched` instead; the rest of the trail as it was', async () => {
    orm = (await MikroORM.init(ormOptions({ driver: 'pglite', dataDir: null }, APP_ENTITIES))) as Orm;
    await orm.migrator.up({ to: 'Migration20261127170000_RetentionAndDoubleOptIn' });
    const em = orm.em.fork();
    await executeBound(
      em,
      `insert into "events" ("id", "type", "subject_type", "principal_kind", "occurred_at", "data") values
         (gen_random_uuid(), 'export.created', 'Export', 'admin', now() - interval '3 minutes', '{"list":"contact-submissions","filter":{"status":"new","search":"priya@example.com"},"rows":1,"complete":true}'),
         (gen_random_uuid(), 'export.created', 'Export', 'admin', now() - interval '2 minutes', '{"list":"activity","filter":{"person":"Priya Nair","type":"contact.received"},"rows":4,"complete":true}'),
         (gen_random_uuid(), 'export.created', 'Export', 'admin', now() - interval '1 minute', '{"list":"demo-requests","filter":{},"rows":0,"complete":false}'),
         (gen_random_uuid(), 'contact.received', 'ContactSubmission', 'visitor', now(), '{"search":"kept, as it is no export"}')`,
      [],
    );

    await orm.migrator.up();

    const rows = await executeBound<{ data: object }>(em, `select "data" from "events" order by "occurred_at"`, []);
    expect(rows.map((row) => row.data)).toEqual([
      { list: 'contact-submissions', filter: { status: 'new' }, searched: true, rows: 1, complete: true },
      { list: 'activity', filter: { type: 'contact.received' }, searched: true, rows: 4, complete: true },
      { list: 'demo-requests', filter: {}, searched: false, rows: 0, complete: false },
      { search: 'kept, as it is no export' },
    ]);
    // Still append-only after it.
    await expect(executeBound(em, `update "events" set "data" = '{}'`, [])).rejects.toThrow(/append-only/);
    // Every migration on a fresh embedded database, as a hook's set-up does: a hook's time, on a busy machine too.
  }, 60_000);
});
