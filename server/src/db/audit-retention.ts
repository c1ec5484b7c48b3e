import { executeBound } from './bound-sql.js';
import { firstIdAt } from './ids.js';
import type { EntityManager } from './orm.js';

/** Events deleted per transaction: short transactions, each a range of the key. */
const BATCH = 10_000;

/**
 * Deletes the events that happened before `before` (the audit trail's retention,
 * `AUDIT_RETENTION_DAYS`): oldest first, by ranges of the key (a v7 id orders by time), each batch
 * in a transaction that tells the append-only trigger it is the retention (see the migration
 * `AuditTrailAppendOnly`). Nothing else may delete an event. Returns how many were deleted.
 */
export async function deleteEventsBefore(em: EntityManager, before: Date): Promise<number> {
  const below = firstIdAt(before);
  let total = 0;
  for (;;) {
    const deleted = await em.fork().transactional(async (tx) => {
      await executeBound(tx, `select set_config('finmesh.audit_retention', 'on', true)`, []);
      const [row] = await executeBound<{ count: number }>(
        tx,
        `with "deleted" as (delete from "events" where "id" in (select "id" from "events" where "id" < $1 order by "id" limit $2) returning 1)
         select count(*)::int as "count" from "deleted"`,
        [below, BATCH],
      );
      return row?.count ?? 0;
    });
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
