import type { PublicRecord, RecordMapping } from '../domain/records.js';
import { toGlobalId, type Node } from './relay.js';

/**
 * Where a GraphQL type differs from its record: the area's difference table, kept with the record
 * in `<area>.record.ts`. Every field not in it is the record's, same name and value; `_id` is
 * always `id`, the global id made from it.
 */
export interface Differences<TRecord, TNode, TField extends keyof TNode> {
  /** Record fields the type does not show (REST's own, kept for integrators). They are on the object but never resolved. */
  readonly omits?: readonly (keyof TRecord)[];
  /** Fields the type makes otherwise from the record, under the type's name. */
  readonly fields?: { readonly [K in TField]: (record: TRecord) => TNode[K] };
}

/**
 * The GraphQL type's objects, made from the entity's record: `export const toJob = nodeFrom(Job,
 * jobRecord, JOB_DIFFERENCES)`. The compiler holds the record to the type: a field the type
 * declares is the record's (same name, a type it accepts) or in the difference table.
 */
export function nodeFrom<TNode extends Node, TSource, TRecord extends PublicRecord & Omit<TNode, 'id' | TField>, TField extends keyof TNode = never>(
  NodeClass: new () => TNode,
  mapping: RecordMapping<TSource, TRecord>,
  differences: Differences<TRecord, TNode, TField> = {},
): (source: TSource) => TNode {
  const made = Object.entries(differences.fields ?? {}) as [string, (record: TRecord) => unknown][];
  return (source) => {
    const record = mapping.of(source);
    const fields = Object.fromEntries(made.map(([field, of]) => [field, of(record)]));
    return Object.assign(new NodeClass(), record, { id: toGlobalId(mapping.type, record._id) }, fields);
  };
}
