import { p, type EntityData, type EntityName, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '../db/orm.js';
import type { SpamReason } from '../rules/spam.js';

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
 * Files a held record as a person's: clears the mark only while it is still set (so two admins
 * pressing "Not spam" at once announce it once), sets `filedAs` (its first status), and runs
 * `announce` (the notification and receipt it would have sent) in the same transaction.
 * Resolves to whether the record was held.
 */
export async function releaseFromSpam<TEntity extends HeldRecord>(
  em: EntityManager,
  entity: EntityName<TEntity>,
  id: string,
  filedAs: EntityData<TEntity>,
  announce: (tx: EntityManager) => Promise<void>,
): Promise<boolean> {
  // MikroORM's signatures take `NoInfer<TEntity>`, which TypeScript cannot relate to a generic `TEntity`.
  const where = { id, spam: true } as FilterQuery<NoInfer<TEntity>>;
  const changes = { ...filedAs, spam: false, spamReason: null } as EntityData<NoInfer<TEntity>>;
  return em.transactional(async (tx) => {
    if ((await tx.nativeUpdate(entity, where, changes)) === 0) return false;
    await announce(tx);
    return true;
  });
}
