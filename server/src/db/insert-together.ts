import { ReferenceKind, type EntityMetadata, type EntityName, type EntityProperty, type RequiredEntityData } from '@mikro-orm/core';
import { batchedStatementsOf } from './batched-statements.js';
import { executeBound } from './bound-sql.js';
import type { EntityManager } from './orm.js';

/**
 * A row for `InsertTogether`: the entity's values as plain data with every stored column filled in
 * (as given, else its `onCreate` value such as a new id or the time, else its default, else null),
 * so the caller sees what will be stored. Plain data, not an entity the ORM manages: the public
 * forms make thousands of these a second, and the ORM's unit of work has nothing to do for them.
 */
export function newRow<TEntity extends object>(em: EntityManager, entity: EntityName<TEntity>, data: RequiredEntityData<TEntity>): TEntity {
  const meta = em.getMetadata().find(entity);
  if (!meta) throw new Error(`${String(entity)} is not an entity`);
  const row: Record<string, unknown> = { ...data };
  for (const property of storedPropertiesOf(meta)) {
    if (row[property.name] === undefined) row[property.name] = property.onCreate ? property.onCreate(row, em) : defaultOf(meta, property);
  }
  rowEntities.set(row, meta);
  return row as TEntity;
}

/**
 * A check the statement makes before it writes the record (the public forms' rate limit): SQL
 * parts ending in a CTE named "admission", one row per record with its `key` (the record's primary
 * key) and `admitted`. A record not admitted is not written, nor anything with it, and `run` throws
 * `refusal()`.
 */
export interface Admission {
  shape: string;
  /** In the order of the part's placeholders. */
  values: readonly unknown[];
  part: Part;
  refusal(): Error;
}

/**
 * One record and the rows that belong to it (its event and the event's deliveries, its files), written by a single
 * SQL statement: atomic without a transaction, since PostgreSQL applies a statement's
 * data-modifying `WITH` parts together or not at all. The public forms write this way (issue P12).
 *
 * The statement takes its values as arrays (`unnest`), one element per record, so the same text
 * writes the records of many requests at once: `run` hands it to `BatchedStatements`, which does.
 * Rows added with `with` are written only with their record, which `ifAbsent` can keep out.
 */
export class InsertTogether {
  /** What the statement is made of (entities, sources, conflict rule): the same shape is the same SQL. */
  private readonly shape: string[] = [];
  private readonly parts: Part[] = [];
  private readonly values: unknown[] = [];
  /** The record's primary key: how the rows with it find it, and how a batch tells its records apart. */
  private readonly recordKey: { column: string; type: string; value: unknown };
  private readonly admission: Admission | undefined;

  /**
   * `ifAbsent`: columns of a unique index; a record that would repeat them is not written, nor is
   * anything with it. `admittedBy`: the check the record must pass to be written, given its key.
   */
  constructor(
    private readonly em: EntityManager,
    record: object,
    options: { ifAbsent?: readonly string[]; admittedBy?: (key: unknown) => Admission } = {},
  ) {
    const { meta, table } = tableOf(record);
    const key = table.columns.find((column) => column.name === table.primary);
    const value = key ? valueOf(record, key) : undefined;
    if (!table.primary) throw new Error(`${meta.className} needs a single primary key to be written as the record of InsertTogether`);
    if (!key || value === null || value === undefined) throw new Error(`${meta.className} has no ${table.primary} to write`);
    this.recordKey = { column: key.name, type: key.type, value };
    const admission = options.admittedBy?.(value);
    this.admission = admission;
    if (admission) this.add(admission.shape, admission.values, admission.part);
    const conflict = options.ifAbsent ? ` on conflict (${options.ifAbsent.map(quote).join(', ')}) do nothing` : '';
    const keyIndex = table.columns.indexOf(key);
    this.add(
      `record ${meta.className}${conflict}`,
      table.columns.map((column) => valueOf(record, column)),
      (array) => {
        const rows = `unnest(${table.columns.map((column) => array(column.type)).join(', ')}) as u(${table.columns.map((_, index) => `c${index}`).join(', ')})`;
        const admitted = admission ? ` where exists (select 1 from "admission" a where a.key = u.c${keyIndex} and a.admitted)` : '';
        return `"record" as (insert into ${table.name} (${table.names}) select u.* from ${rows}${admitted}${conflict} returning ${quote(key.name)})`;
      },
    );
  }

  /** A row written with the record. */
  with(row: object): this {
    const { meta, table } = tableOf(row);
    const name = this.nextName();
    return this.add(
      `with ${meta.className}`,
      [...table.columns.map((column) => valueOf(row, column)), this.recordKey.value],
      (array) => `${name} as (insert into ${table.name} (${table.names}) select ${table.columns.map((_, index) => `u.c${index}`).join(', ')} ${this.unnestWithRecord(array, table.columns)})`,
    );
  }

  /**
   * Writes it all, with what other requests write by the same statement now; resolves to whether
   * the record was written (false when `ifAbsent` found it there), or throws the admission's refusal.
   */
  async run(): Promise<boolean> {
    const shape = this.shape.join('\n');
    const key = quote(this.recordKey.column);
    let sql = statements.get(shape);
    if (!sql) {
      const array = arrayPlaceholders();
      const outcome = this.admission
        ? `select a.key as ${key}, a.admitted, exists (select 1 from "record" r where r.${key} = a.key) as written from "admission" a`
        : `select ${key}, true as admitted, true as written from "record"`;
      sql = `with ${this.parts.map((part) => part(array)).join(', ')} ${outcome}`;
      statements.set(shape, sql);
    }
    const [row] = await batchedStatementsOf(this.em).run(sql, this.values, { column: this.recordKey.column, value: this.recordKey.value });
    if (this.admission && row?.['admitted'] !== true) throw this.admission.refusal();
    return row?.['written'] === true;
  }

  /** A part of the statement: its shape, its values (in the order of its placeholders) and how to write its SQL. */
  private add(shape: string, values: readonly unknown[], part: Part): this {
    this.shape.push(shape);
    this.values.push(...values);
    this.parts.push(part);
    return this;
  }

  /** `from unnest(...) as u(c0, c1, ..., of) join "record" ...`: the row's values and its record's key. */
  private unnestWithRecord(array: (type: string) => string, columns: readonly StoredColumn[]): string {
    const arrays = [...columns.map((column) => array(column.type)), array(this.recordKey.type)];
    const aliases = [...columns.map((_, index) => `c${index}`), 'of'];
    return `from unnest(${arrays.join(', ')}) as u(${aliases.join(', ')}) join "record" r on r.${quote(this.recordKey.column)} = u.of`;
  }

  private nextName(): string {
    return `"row${this.parts.length}"`;
  }
}

/**
 * Writes `rows` (made by `newRow`) in `em`'s transaction, if it has one, by one statement: an INSERT
 * per table as a data-modifying `WITH` part; a row may refer to another of them (keys are checked
 * at the end of the statement). Each table's rows go as one JSON parameter (an array of arrays, a
 * column's value at its place), read back by `jsonb_array_elements`: made by one `JSON.stringify`,
 * with nothing escaped element by element as array parameters are. For a change that writes many
 * rows at once (a batch of seat bookings with their events and mail): no unit of work to compute,
 * one round trip.
 */
export async function insertRows(em: EntityManager, rows: readonly object[]): Promise<void> {
  await insertRowsIf(em, null, rows);
}

/**
 * A check the rows of `insertRowsIf` are written by: the SQL of a `WITH` part named "guard" that
 * gives one row with the boolean column `ok` (locking what it reads, as the change needs), its
 * parameters `$1`, `$2`... in `params`. Optionally: `reads`, `WITH` parts it reads, placed before
 * it; `writes`, data-modifying `WITH` parts placed after it, each writing only where
 * `(select g.ok from "guard" g)` (they are run whatever the outcome); `after`, an expression
 * evaluated once when the rows are written, never otherwise (a `pg_notify`, say). All of them take
 * their parameters from the same list.
 */
export interface InsertGuard {
  reads?: string;
  sql: string;
  params: readonly unknown[];
  writes?: string;
  after?: string;
}

/** The condition the `writes` of an `InsertGuard` write under. */
export const GUARD_OK = '(select g.ok from "guard" g)';

/**
 * `insertRows` by one statement that first runs `guard`: the rows are written, and its `after`
 * done, only when it answers `ok`; with no guard, always. Resolves to whether they were written. A
 * statement of its own when `em` has no transaction: the check and the writes commit together, or
 * nothing does.
 */
export async function insertRowsIf(em: EntityManager, guard: InsertGuard | null, rows: readonly object[]): Promise<boolean> {
  const byTable = new Map<Table, object[]>();
  for (const row of rows) {
    const { table } = tableOf(row);
    const list = byTable.get(table);
    if (list) list.push(row);
    else byTable.set(table, [row]);
  }
  if (byTable.size === 0 && !guard) return true;
  const offset = guard?.params.length ?? 0;
  const admitted = guard ? ` where ${GUARD_OK}` : '';
  const parts = [...byTable.keys()].map(
    (table, index) => `"rows${index}" as (insert into ${table.name} (${table.names}) select ${table.columns.map(fromJson).join(', ')} from jsonb_array_elements($${offset + index + 1}::jsonb) as r${admitted})`,
  );
  if (guard?.writes) parts.unshift(guard.writes);
  if (guard) parts.unshift(`"guard" as (${guard.sql})`);
  if (guard?.reads) parts.unshift(guard.reads);
  if (guard?.after) parts.push(`"after" as (select ${guard.after} where ${GUARD_OK})`);
  const values = [...byTable].map(([table, list]) => JSON.stringify(list.map((row) => table.columns.map((column) => jsonValueOf(row, column)))));
  // A part that is not data-modifying runs only when read: the outcome reads "after" (which does nothing unless the guard allows it).
  const after = guard?.after ? ', (select count(*) from "after") as "after"' : '';
  const outcome = guard ? `select coalesce(${GUARD_OK}, false) as "ok"${after}` : 'select true as "ok"';
  const [row] = await executeBound<{ ok: boolean }>(em, `with ${parts.join(', ')} ${outcome}`, [...(guard?.params ?? []), ...values]);
  return row?.ok === true;
}

/** A column's value read from the element `r` of `insertRows`' JSON: JSON as itself (a JSON null as NULL), the rest as text cast to the column's type. */
function fromJson(column: StoredColumn, index: number): string {
  if (isJson(column.property)) return `nullif(r->${index}, 'null'::jsonb)`;
  if (column.type.endsWith('[]')) return `array(select jsonb_array_elements_text(r->${index}))::${column.type}`;
  if (column.type === 'bytea') throw new Error(`insertRows cannot write ${column.name} (bytea)`);
  return `(r->>${index})::${column.type}`;
}

/** A column's value as `insertRows` sends it in JSON: a related row as its key, JSON as itself, a time as ISO 8601. */
function jsonValueOf(row: object, column: StoredColumn): unknown {
  const value = (row as Record<string, unknown>)[column.property.name];
  if (value === null || value === undefined) return null;
  return isJson(column.property) ? value : toParameter(column.property, value);
}

/** Writes a part's SQL, taking a `$n::type[]` placeholder for each of its values in order. */
export type Part = (array: (type: string) => string) => string;

/** What a statement's parts take their placeholders from: `$1::type[]`, `$2::type[]`, ... in the order asked for (numbered from `after + 1`). */
export function arrayPlaceholders(after = 0): (type: string) => string {
  let count = after;
  return (type) => `$${(count += 1)}::${type}[]`;
}

/** The statements made so far, by shape: the text is worked out once per kind of write. */
const statements = new Map<string, string>();

/** A stored column of an entity's table. */
interface StoredColumn {
  name: string;
  /** The PostgreSQL type of the column (its parameter is an array of it). */
  type: string;
  property: EntityProperty;
}

/** An entity's table as `InsertTogether` writes it, worked out once per entity. */
interface Table {
  /** Quoted. */
  name: string;
  columns: StoredColumn[];
  /** The quoted column names, comma-separated. */
  names: string;
  /** Its single primary key column (the record's must be one; a row with it may have a composite key). */
  primary: string | null;
}

const tables = new WeakMap<EntityMetadata, Table>();

function tableOf(row: object): { meta: EntityMetadata; table: Table } {
  const meta = rowEntities.get(row);
  if (!meta) throw new Error('InsertTogether writes rows made by newRow');
  let table = tables.get(meta);
  if (!table) {
    const columns = storedPropertiesOf(meta).map((property) => ({ name: columnOfProperty(property), type: columnType(property), property }));
    table = { name: quote(meta.tableName), columns, names: columns.map((column) => quote(column.name)).join(', '), primary: primaryColumnOf(meta) };
    tables.set(meta, table);
  }
  return { meta, table };
}

const valueOf = (row: object, column: StoredColumn) => toParameter(column.property, (row as Record<string, unknown>)[column.property.name]);


const rowEntities = new WeakMap<object, EntityMetadata>();
const storedProperties = new WeakMap<EntityMetadata, EntityProperty[]>();

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The properties stored in the entity's own table: scalars and the keys of what it belongs to. */
function storedPropertiesOf(meta: EntityMetadata): EntityProperty[] {
  let properties = storedProperties.get(meta);
  if (!properties) {
    properties = meta.props.filter((property) => property.persist !== false && !property.formula && (property.kind === ReferenceKind.SCALAR || property.kind === ReferenceKind.MANY_TO_ONE));
    storedProperties.set(meta, properties);
  }
  return properties;
}

function primaryColumnOf(meta: EntityMetadata): string | null {
  const [primary] = meta.primaryKeys;
  return primary && meta.primaryKeys.length === 1 ? columnOf(meta, primary) : null;
}

const columnOfProperty = (property: EntityProperty): string => property.fieldNames[0] ?? property.name;
const columnOf = (meta: EntityMetadata, property: string): string => {
  const found = meta.props.find((candidate) => candidate.name === property);
  return found ? columnOfProperty(found) : property;
};

function columnType(property: EntityProperty): string {
  if (property.kind === ReferenceKind.MANY_TO_ONE) return property.targetMeta?.getPrimaryProp().columnTypes[0] ?? 'uuid';
  return property.columnTypes[0] ?? 'text';
}

const isJson = (property: EntityProperty) => /^jsonb?$/.test(columnType(property));

/** The value of a column the row was not given: its default (a JSON column's default, kept as text, parsed), or null where it may be null. */
function defaultOf(meta: EntityMetadata, property: EntityProperty): unknown {
  if (property.default !== undefined && property.default !== null) {
    return isJson(property) && typeof property.default === 'string' ? JSON.parse(property.default) : property.default;
  }
  if (property.nullable || property.kind === ReferenceKind.MANY_TO_ONE) return null;
  throw new Error(`${meta.className}.${property.name} needs a value`);
}

/** A value as the driver should send it: a related row as its key, JSON as text. */
function toParameter(property: EntityProperty, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (property.kind === ReferenceKind.MANY_TO_ONE) {
    if (typeof value !== 'object') return value;
    const key = property.targetMeta?.primaryKeys[0] ?? 'id';
    return (value as Record<string, unknown>)[key];
  }
  if (isJson(property)) return JSON.stringify(value);
  return value;
}
