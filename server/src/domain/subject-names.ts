import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '../db/orm.js';
import { storedRows, type StoredRow } from '../db/stored-rows.js';
import type { Permission } from '../rules/access.js';
import type { SubjectType } from '../rules/events.js';

/**
 * How an area names its records on the Activity screen (issue P19: "Role changed · Admin account"
 * said whose role but not who): declared by the area (`Area.subjectNames`, by subject type) beside
 * its `nodes`, read by the audit trail a page of events at once. A name is the record's as it is
 * now, so a record deleted or erased since has none and the trail keeps no personal data of its own.
 */
export interface SubjectNames {
  /**
   * Who may read the names: the permission that reads the records themselves (`leads:read` for a
   * contact message's sender), or `audit:read` for names the trail shows its readers anyway (an
   * admin's username, a key's name: the principals of its events).
   */
  permission: Permission;
  /** The names of those of `ids` that still exist, by id (`ids` are a page's: a few dozen at most). */
  namesOf(em: EntityManager, ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

/** Names the records of `entity` by `nameOf` of their rows (`relations`: the entity's relations, as `storedRows` needs them named). */
export function namedBy<T extends { id: string }, R extends keyof T & string = never>(
  entity: EntityName<T>,
  permission: Permission,
  nameOf: (row: StoredRow<T, R>) => string,
  relations: readonly R[] = [],
): SubjectNames {
  return {
    permission,
    async namesOf(em, ids) {
      if (ids.length === 0) return new Map();
      const rows = await storedRows(em, entity, { id: { $in: [...ids] } } as never, relations);
      // Every row has its key (T has an `id`), which the generic StoredRow does not show the compiler.
      return new Map(rows.map((row) => [(row as unknown as { id: string }).id, nameOf(row)]));
    },
  };
}

/** Every area's names, by subject type. */
export type SubjectNamesByType = ReadonlyMap<SubjectType, SubjectNames>;
