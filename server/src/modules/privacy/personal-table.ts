import type { EntityName, FilterQuery } from '@mikro-orm/core';
import { cursorBatches, executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { PERSONAL_ERASURE_BATCH, type PersonalDataSource, type PersonalFile } from '../../domain/personal-data.js';
import type { EventType, SubjectType } from '../../rules/events.js';

/**
 * A table that keeps people's addresses in one column, declared for data-subject requests: its rows
 * of an address are found by that column, read in key order as their REST records (`records`
 * reads what belongs to them, such as a submission's replies), and deleted by key, a batch at a
 * time (what belongs to them goes by the foreign keys' cascade; `files` names their files in the
 * object store), each deleted row recorded as `erasedEvent`.
 */
export function personalTable<T extends { id: string }, R extends keyof T & string = never>(declaration: {
  label: string;
  subjectType: SubjectType | null;
  erasedEvent: EventType | null;
  entity: EntityName<T>;
  /** The property that holds the address, stored as `readEmailAddress` gives it (an index on it serves the erasure). */
  address: keyof T & string;
  relations?: readonly R[];
  records: (em: EntityManager, rows: readonly StoredRow<T, R>[]) => Promise<readonly object[]>;
  files?: (em: EntityManager, ids: readonly string[]) => Promise<readonly PersonalFile[]>;
}): PersonalDataSource {
  const { label, subjectType, erasedEvent, entity, address, relations = [], records, files } = declaration;
  const whereOf = (addresses: readonly string[], after: string | null = null) => ({ [address]: { $in: [...addresses] }, ...(after === null ? {} : { id: { $gt: after } }) }) as FilterQuery<T>;
  return {
    label,
    subjectType,
    erasedEvent,
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
    async *erase(em, addresses) {
      const meta = em.getMetadata().find(entity);
      const column = meta?.props.find((property) => property.name === address)?.fieldNames[0];
      if (!meta || !column) throw new Error(`${String(entity)}.${address} is not a column`);
      for await (const rows of cursorBatches<{ id: string }>(em, `select "id" from "${meta.tableName}" where "${column}" = any($1)`, [[...addresses]], PERSONAL_ERASURE_BATCH)) {
        const ids = rows.map((row) => row.id);
        const storageKeys = files ? (await files(em, ids)).map((file) => file.storageKey) : [];
        await executeBound(em, `delete from "${meta.tableName}" where "id" = any($1::uuid[])`, [ids]);
        yield { count: ids.length, storageKeys, subjects: ids };
      }
    },
  };
}
