import { v7 } from 'uuid';

/** Primary keys are time-ordered UUIDs (v7): unique across tables and friendly to B-tree indexes. */
export function newId(): string {
  return v7();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a primary key; anything else finds nothing instead of failing in SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
