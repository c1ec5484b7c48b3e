import { ReferenceKind, type EntityMetadata, type EntityName, type EntityProperty, type RequiredEntityData } from '@mikro-orm/core';
import { batchedStatementsOf } from './batched-statements.js';
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

/** Where `withEach` finds the rows to copy a template for, and what it takes from each. */
export interface CopySource {
  table: string;
  /** SQL on the source row's alias `s`; `?` stands for each of `params`, in order. */
  where: string;
  params: readonly { value: unknown; type: string }[];
  /** Properties of the template whose value comes from the source row (SQL on `s`). */
  fromSource: Record<string, string>;
}

/**
 * One record and the rows that belong to it (its outbox messages, its files), written by a single
 * SQL statement: atomic without a transaction, since PostgreSQL applies a statement's
 * data-modifying `WITH` parts together or not at all. The public forms write this way (issue P12).
 *
 * The statement takes its values as arrays (`unnest`), one element per record, so the same text
 * writes the records of many requests at once: `run` hands it to `BatchedStatements`, which does.
 * Rows added with `with` and `withEach` are written only with their record, which `ifAbsent` can
 * keep out.
 */
export class InsertTogether {
  private readonly parts: string[] = [];
  private readonly values: unknown[] = [];
  /** The record's primary key: how the rows with it find it, and how a batch tells its records apart. */
  private readonly recordKey: Column;

  /** `ifAbsent`: columns of a unique index; a record that would repeat them is not written, nor is anything with it. */
  constructor(
    private readonly em: EntityManager,
    record: object,
    options: { ifAbsent?: readonly string[] } = {},
  ) {
    const { meta, columns } = this.columnsOf(record);
    const key = primaryColumnOf(meta);
    const keyColumn = columns.find((column) => column.name === key);
    if (keyColumn?.value === null || keyColumn?.value === undefined) throw new Error(`${meta.className} has no ${key} to write`);
    this.recordKey = keyColumn;
    const conflict = options.ifAbsent ? ` on conflict (${options.ifAbsent.map(quote).join(', ')}) do nothing` : '';
    this.parts.push(`"record" as (insert into ${quote(meta.tableName)} (${names(columns)}) select * from unnest(${this.arrays(columns)})${conflict} returning ${quote(key)})`);
  }

  /** A row written with the record. */
  with(row: object): this {
    const { meta, columns } = this.columnsOf(row);
    const source = this.unnestWithRecord(columns, []);
    this.parts.push(`${this.nextName()} as (insert into ${quote(meta.tableName)} (${names(columns)}) select ${columns.map((_, index) => `u.c${index}`).join(', ')} ${source})`);
    return this;
  }

  /**
   * A copy of `template` for every row of `source` that `where` picks, with the columns of
   * `fromSource` taken from that row: for example one message per staff recipient, addressed to
   * each. Each copy gets its own id, made in SQL.
   */
  withEach(template: object, source: CopySource): this {
    const { meta, columns } = this.columnsOf(template);
    const primary = primaryColumnOf(meta);
    const fromSource = new Map(Object.entries(source.fromSource).map(([property, sql]) => [columnOf(meta, property), sql]));
    const given = columns.filter((column) => column.name !== primary && !fromSource.has(column.name));
    const filters: Column[] = source.params.map((param, index) => ({ name: `w${index}`, type: param.type, value: param.value }));
    let filter = 0;
    const where = source.where.replace(/\?/g, () => `u.w${filter++}`);
    const picked = columns.map((column) => fromSource.get(column.name) ?? (column.name === primary ? NEW_ID_SQL : `u.c${given.indexOf(column)}`));
    const from = this.unnestWithRecord(given, filters);
    this.parts.push(`${this.nextName()} as (insert into ${quote(meta.tableName)} (${names(columns)}) select ${picked.join(', ')} ${from}, ${quote(source.table)} s where ${where})`);
    return this;
  }

  /** Writes it all, with what other requests write by the same statement now; resolves to whether the record was written (false when `ifAbsent` found it there). */
  async run(): Promise<boolean> {
    const sql = `with ${this.parts.join(', ')} select ${quote(this.recordKey.name)} from "record"`;
    const written = await batchedStatementsOf(this.em).run(sql, this.values, { column: this.recordKey.name, value: this.recordKey.value });
    return written.length > 0;
  }

  /** `from unnest(...) as u(c0, c1, ..., of, w0, ...) join "record" ...`: the row's values, its record's key and the filter values. */
  private unnestWithRecord(columns: readonly Column[], filters: readonly Column[]): string {
    const record: Column = { ...this.recordKey, name: 'of' };
    const aliases = [...columns.map((_, index) => `c${index}`), 'of', ...filters.map((filter) => filter.name)];
    return `from unnest(${this.arrays([...columns, record, ...filters])}) as u(${aliases.join(', ')}) join "record" r on r.${quote(this.recordKey.name)} = u.of`;
  }

  /** `$n::type[]` for each column, its value added to the statement's. */
  private arrays(columns: readonly Column[]): string {
    return columns
      .map((column) => {
        this.values.push(column.value);
        return `$${this.values.length}::${column.type}[]`;
      })
      .join(', ');
  }

  private nextName(): string {
    return `"row${this.parts.length}"`;
  }

  private columnsOf(row: object): { meta: EntityMetadata; columns: Column[] } {
    const meta = rowEntities.get(row);
    if (!meta) throw new Error('InsertTogether writes rows made by newRow');
    const fields = row as Record<string, unknown>;
    const columns = storedPropertiesOf(meta).map((property) => ({ name: columnOfProperty(property), type: columnType(property), value: toParameter(property, fields[property.name]) }));
    return { meta, columns };
  }
}

interface Column {
  name: string;
  /** The PostgreSQL type of the column (its parameter is an array of it). */
  type: string;
  value: unknown;
}

/** A v7 UUID made in SQL, for rows whose number is known only to the database (see the migration that adds it). */
const NEW_ID_SQL = 'finmesh_uuid_v7()';

const rowEntities = new WeakMap<object, EntityMetadata>();
const storedProperties = new WeakMap<EntityMetadata, EntityProperty[]>();

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const names = (columns: readonly Column[]) => columns.map((column) => quote(column.name)).join(', ');

/** The properties stored in the entity's own table: scalars and the keys of what it belongs to. */
function storedPropertiesOf(meta: EntityMetadata): EntityProperty[] {
  let properties = storedProperties.get(meta);
  if (!properties) {
    properties = meta.props.filter((property) => property.persist !== false && !property.formula && (property.kind === ReferenceKind.SCALAR || property.kind === ReferenceKind.MANY_TO_ONE));
    storedProperties.set(meta, properties);
  }
  return properties;
}

function primaryColumnOf(meta: EntityMetadata): string {
  const [primary] = meta.primaryKeys;
  if (!primary || meta.primaryKeys.length > 1) throw new Error(`${meta.className} needs a single primary key to be written with InsertTogether`);
  return columnOf(meta, primary);
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

/** The value of a column the row was not given: its default (JSON ones are written as SQL text), or null where it may be null. */
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
