import type { EntityName, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import type { PersonalDataSource, PersonalFile } from '../../domain/personal-data.js';
import type { SubjectType } from '../../rules/events.js';

/**
 * A table that keeps people's addresses in one column, declared for data-subject requests: its rows
 * of an address are found by that column, read in key order as their REST records (`records`
 * reads what belongs to them, such as a submission's replies), and deleted by key (what belongs to
 * them goes by the foreign keys' cascade; `files` names their files in the object store).
 */
export function personalTable<T extends { id: string }, R extends keyof T & string = never>(declaration: {
  label: string;
  subjectType: SubjectType | null;
  entity: EntityName<T>;
  /** The property that holds the address, stored as `readEmailAddress` gives it. */
  address: keyof T & string;
  relations?: readonly R[];
  records: (em: EntityManager, rows: readonly StoredRow<T, R>[]) => Promise<readonly object[]>;
  files?: (em: EntityManager, ids: readonly string[]) => Promise<readonly PersonalFile[]>;
}): PersonalDataSource {
  const { label, subjectType, entity, address, relations = [], records, files } = declaration;
  const whereOf = (addresses: readonly string[], after: string | null = null) => ({ [address]: { $in: [...addresses] }, ...(after === null ? {} : { id: { $gt: after } }) }) as FilterQuery<T>;
  const idsOf = async (em: EntityManager, addresses: readonly string[]) =>
    (await em.find(entity, whereOf(addresses), { fields: ['id'] as never, orderBy: { id: 'asc' } as never, disableIdentityMap: true })).map((row) => row.id);
  return {
    label,
    subjectType,
    count: (em, addresses) => em.count(entity, whereOf(addresses)),
    async rows(em, addresses, after, size) {
      const rows = await storedRows(em, entity, whereOf(addresses, after) as never, relations, { orderBy: { id: 'asc' } as never, limit: size });
      const ids = rows.map((row) => (row as unknown as { id: string }).id);
      return {
        records: await records(em, rows),
        files: files && ids.length > 0 ? await files(em, ids) : [],
        subjects: ids,
        next: rows.length === size ? (ids.at(-1) ?? null) : null,
      };
    },
    async erase(em, addresses) {
      const ids = await idsOf(em, addresses);
      if (ids.length === 0) return { count: 0, storageKeys: [], subjects: [] };
      const storageKeys = files ? (await files(em, ids)).map((file) => file.storageKey) : [];
      const count = await em.nativeDelete(entity, { id: { $in: ids } } as unknown as FilterQuery<T>);
      return { count, storageKeys, subjects: ids };
    },
  };
}
