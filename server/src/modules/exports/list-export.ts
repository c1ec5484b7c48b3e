import type { Keyset } from '../../db/keyset.js';
import type { ExportSource } from '../../domain/exports.js';
import type { RecordMapping } from '../../domain/records.js';
import { readListQuery, type ListShape } from '../../http/rest-input.js';
import type { Permission } from '../../rules/access.js';
import type { Services } from '../../services.js';

/** What a list's service offers its export: the list's rows as stored, `size` at a time after `after`, in the list's order. */
export interface ListRows<TFilter, TSource> {
  rowsAfter: (filter: TFilter, after: Keyset | null, size: number) => Promise<{ rows: readonly TSource[]; next: Keyset | null }>;
}

/**
 * A list's export made from what its REST route already has: the query it takes (`ListShape`),
 * the filter it makes of it, the record it answers with, and the service whose `rowsAfter` reads
 * its rows chunk by chunk in its order. `columns` are the record's fields in its order (a test
 * holds them to the REST record's keys).
 */
export function listExport<TQuery extends object, TFilter, TSource, TRecord extends { _id: string }>(declaration: {
  permission: Permission;
  list: ListShape;
  filter: (query: Partial<TQuery>) => TFilter;
  record: RecordMapping<TSource, TRecord>;
  columns: readonly (keyof TRecord & string)[];
  service: (services: Services) => ListRows<TFilter, TSource>;
}): ExportSource<Services> {
  const { permission, list, filter, record, columns, service } = declaration;
  return {
    permission,
    columns,
    choices: [...(list.statuses ? ['status'] : []), ...Object.entries(list.filters ?? {}).flatMap(([name, values]) => (Array.isArray(values) ? [name] : []))],
    filter: (query) => filter(readListQuery<TQuery>(list, query)),
    async chunk(services, checked, after, size) {
      // The filter this declaration's own `filter` made.
      const chunk = await service(services).rowsAfter(checked as TFilter, after, size);
      return { records: recordsOf(chunk.rows, record.of), count: chunk.rows.length, next: chunk.next };
    },
  };
}

function* recordsOf<TSource, TRecord>(rows: readonly TSource[], of: (row: TSource) => TRecord): Generator<TRecord> {
  for (const row of rows) yield of(row);
}
