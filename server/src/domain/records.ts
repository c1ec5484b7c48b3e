/**
 * One public record per entity: the fields an integrator sees, under the names of the spec's REST
 * envelopes, with `_id` for the id. The REST shims send it, the GraphQL types are made from it
 * (`graphql/records.ts`), and exports and webhook payloads are to send it too, so no API keeps a
 * mapper of its own. Records hold `Date`s; JSON writes them as ISO 8601 (see `Wire`).
 */

/** Every record names its row with `_id`, as the spec's envelopes do. */
export interface PublicRecord {
  _id: string;
}

/** How one entity (with what belongs to it, such as a submission's replies) becomes its record. */
export interface RecordMapping<TSource, TRecord extends PublicRecord> {
  /** The entity's type name, as GraphQL and the events name it ('ContactSubmission', 'Job', ...). */
  readonly type: string;
  readonly of: (source: TSource) => TRecord;
}

export function defineRecord<TSource, TRecord extends PublicRecord>(type: string, of: (source: TSource) => TRecord): RecordMapping<TSource, TRecord> {
  return { type, of };
}

/** The record a mapping makes. */
export type RecordOf<TMapping> = TMapping extends RecordMapping<never, infer TRecord> ? TRecord : never;

/** A record as JSON sends it (REST bodies, exports, webhooks): every `Date` an ISO 8601 string. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer TItem)[]
    ? Wire<TItem>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A column as a record shows it: a value that is not there is `null`, never left out. */
type Column<T> = undefined extends T ? Exclude<T, undefined> | null : T;

/** The entity's columns of these names, under the same names and in this order. */
export function columns<TEntity extends object, const TName extends keyof TEntity>(
  entity: TEntity,
  names: readonly TName[],
): { [K in TName]: Column<TEntity[K]> } {
  // A loop, not `Object.fromEntries`: an export makes a million of these.
  const record: Record<string, unknown> = {};
  for (const name of names) record[name as string] = entity[name] ?? null;
  return record as { [K in TName]: Column<TEntity[K]> };
}

/** Part of a record, with the fields in the order named (a projection some REST paths show). */
export function pick<TRecord extends object, const TName extends keyof TRecord>(record: TRecord, names: readonly TName[]): Pick<TRecord, TName> {
  return Object.fromEntries(names.map((name) => [name, record[name]])) as Pick<TRecord, TName>;
}

/**
 * Part of an entity's record, as a mapping (a view a screen shows, such as the dashboard's
 * meetings): every field is the record's own, so it cannot drift from it; it is no second record.
 */
export function projectionOf<TSource, TRecord extends PublicRecord, const TName extends keyof TRecord>(
  mapping: RecordMapping<TSource, TRecord>,
  names: readonly ('_id' | TName)[],
): RecordMapping<TSource, Pick<TRecord, '_id' | TName>> {
  return { type: mapping.type, of: (source) => pick(mapping.of(source), names) };
}
