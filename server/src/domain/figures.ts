import type { EntitySchema } from '@mikro-orm/core';
import type { LeadSourceKey } from '../rules/dashboard.js';

/**
 * Where the dashboard counts one source of leads (issue P14), declared by the area that owns the
 * records (`Area.leadSources`), not written into the dashboard: the table, the property that
 * says when one arrived, and a constant condition on its rows (contact and services share a
 * table). Its records have the spam guard's `spam` column: held ones are counted apart.
 */
export interface LeadSource {
  entity: EntitySchema;
  at: string;
  only?: Readonly<Record<string, string>>;
}

export type LeadSources = Readonly<Partial<Record<LeadSourceKey, LeadSource>>>;
