import { p, type EntityData, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '../db/orm.js';
import type { EventType, SubjectType } from '../rules/events.js';
import type { SpamReason } from '../rules/spam.js';
import type { EventRecorder } from './events.js';

/**
 * The two columns of every record a public form creates: whether the spam guard held it, and
 * why. Spread into the entity's properties (a fresh set each time: builders are not shared).
 */
export function spamColumns() {
  return {
    /** Held by the spam guard: out of the default admin lists, nothing sent, purged after the retention. */
    spam: p.boolean().default(false),
    spamReason: p.text().$type<SpamReason>().nullable(),
  };
}

/** A record's spam columns for the guard's verdict (`null`: a person's). */
export function spamMark(reason: SpamReason | null): { spam: boolean; spamReason: SpamReason | null } {
  return { spam: reason !== null, spamReason: reason };
}

interface HeldRecord {
  id: string;
  spam: boolean;
  spamReason?: SpamReason | null;
}

/**
 * Files a held record as a person's, in the caller's transaction: clears the mark only while it is
 * still set (so two admins pressing "Not spam" at once release it once, and the caller records and
 * announces it once), and sets `filedAs` (its first status). Resolves to whether the record was held.
 */
export async function releaseFromSpam<TEntity extends HeldRecord>(tx: EntityManager, entity: EntityName<TEntity>, id: string, filedAs: EntityData<TEntity>): Promise<boolean> {
  // MikroORM's signatures take `NoInfer<TEntity>`, which TypeScript cannot relate to a generic `TEntity`.
  const where = { id, spam: true } as FilterQuery<NoInfer<TEntity>>;
  const changes = { ...filedAs, spam: false, spamReason: null } as EntityData<NoInfer<TEntity>>;
  return (await tx.nativeUpdate(entity, where, changes)) > 0;
}

/**
 * Deletes what the spam guard held (`where`), recording one summary event (`type`, no subject id:
 * the count and the cut-off) in the same transaction when anything went. Returns how many.
 */
export function purgeHeld<TEntity extends object>(
  em: EntityManager,
  events: EventRecorder,
  purge: { entity: EntityName<TEntity>; where: FilterQuery<NoInfer<TEntity>>; type: EventType; subjectType: SubjectType; before: Date },
): Promise<number> {
  return events.transact(em, async (tx, record) => {
    const count = await tx.nativeDelete(purge.entity, purge.where);
    if (count > 0) record({ type: purge.type, subject: { type: purge.subjectType, id: null }, data: { count, before: purge.before.toISOString() } });
    return count;
  });
}
