import { helper, ReferenceKind, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from './orm.js';

/** A column and the SQL it gets its value from (`?::type` with one parameter, or an expression on a source row). */
interface Column {
  name: string;
  sql: string;
  params: unknown[];
}

/**
 * One record and the rows that belong to it (its outbox messages, its files), written by a single
 * SQL statement: one round trip, and atomic without a transaction, since PostgreSQL applies a
 * statement's data-modifying `WITH` parts together or not at all. The public forms write this way
 * (issue P12), so a submission costs the database one statement however much it stores.
 *
 * Rows are entities made with `em.create(..., { persist: false })`; their `onCreate` values (ids,
 * timestamps) are filled in here, so the caller sees what is stored. The rows added with `with`
 * and `withEach` are written only if the record is, which `ifAbsent` can prevent.
 */
export class InsertTogether {
  private readonly parts: string[] = [];
  private readonly params: unknown[] = [];

  /** `ifAbsent`: columns of a unique index; a record that would repeat them is not written, nor is anything with it. */
  constructor(
    private readonly em: EntityManager,
    record: object,
    options: { ifAbsent?: readonly string[] } = {},
  ) {
    const { table, columns } = this.rowOf(record);
    const conflict = options.ifAbsent ? ` on conflict (${options.ifAbsent.map(quote).join(', ')}) do nothing` : '';
    this.add(`"record" as (insert into ${quote(table)} (${names(columns)}) values (${values(columns)})${conflict} returning 1)`, columns);
  }

  /** A row written with the record. */
  with(row: object): this {
    const { table, columns } = this.rowOf(row);
    return this.add(`${this.nextName()} as (insert into ${quote(table)} (${names(columns)}) select ${values(columns)} from "record")`, columns);
  }

  /**
   * A copy of `template` for every row of `source` that `where` picks, with the columns of
   * `fromSource` taken from that row (SQL on its alias `s`): for example one message per staff
   * recipient, addressed to each. Each copy gets its own id.
   */
  withEach(template: object, source: { table: string; where: string; params: unknown[]; fromSource: Record<string, string> }): this {
    const { table, columns, meta } = this.rowOf(template);
    const primary = meta.primaryKeys[0];
    const fromSource = new Map(Object.entries(source.fromSource).map(([property, sql]) => [columnOf(meta, property), sql]));
    const copied = columns.map((column): Column => {
      const sql = fromSource.get(column.name) ?? (primary && column.name === columnOf(meta, primary) ? NEW_ID_SQL : undefined);
      return sql === undefined ? column : { name: column.name, sql, params: [] };
    });
    const where = { name: '', sql: source.where, params: source.params };
    this.add(`${this.nextName()} as (insert into ${quote(table)} (${names(copied)}) select ${values(copied)} from "record", ${quote(source.table)} s where ${where.sql})`, [...copied, where]);
    return this;
  }

  /** Writes it all; resolves to whether the record was written (false when `ifAbsent` found it there). */
  async run(): Promise<boolean> {
    const sql = `with ${this.parts.join(', ')} select count(*)::int as "written" from "record"`;
    const [row] = await this.em.getConnection().execute<{ written: number }[]>(sql, this.params, 'all', this.em.getTransactionContext());
    return (row?.written ?? 0) > 0;
  }

  private add(part: string, columns: readonly Column[]): this {
    this.parts.push(part);
    for (const column of columns) this.params.push(...column.params);
    return this;
  }

  private nextName(): string {
    return `"row${this.parts.length}"`;
  }

  /** The table and column values of an entity made with `persist: false`, its `onCreate` values filled in. */
  private rowOf(entity: object): { table: string; columns: Column[]; meta: EntityMetadata } {
    const meta = helper(entity).__meta as EntityMetadata;
    const fields = entity as Record<string, unknown>;
    const columns: Column[] = [];
    for (const property of meta.props) {
      if (!isStored(property)) continue;
      if (fields[property.name] === undefined && property.onCreate) fields[property.name] = property.onCreate(entity, this.em);
      const value = fields[property.name];
      if (value === undefined) continue;
      columns.push({ name: property.fieldNames[0] ?? property.name, sql: `?::${columnType(property)}`, params: [toParameter(property, value)] });
    }
    return { table: meta.tableName, columns, meta };
  }
}

/** A v7 UUID made in SQL, for rows whose number is known only to the database (see the migration that adds it). */
const NEW_ID_SQL = 'finmesh_uuid_v7()';

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const names = (columns: readonly Column[]) => columns.map((column) => quote(column.name)).join(', ');
const values = (columns: readonly Column[]) => columns.map((column) => column.sql).join(', ');

const columnOf = (meta: EntityMetadata, property: string): string => meta.properties[property as keyof typeof meta.properties]?.fieldNames[0] ?? property;

function isStored(property: EntityProperty): boolean {
  if (property.persist === false || property.formula) return false;
  return property.kind === ReferenceKind.SCALAR || property.kind === ReferenceKind.MANY_TO_ONE;
}

function columnType(property: EntityProperty): string {
  if (property.kind === ReferenceKind.MANY_TO_ONE) return property.targetMeta?.getPrimaryProp().columnTypes[0] ?? 'uuid';
  return property.columnTypes[0] ?? 'text';
}

/** A value as the `pg` driver should send it: a related entity as its key, JSON as text. */
function toParameter(property: EntityProperty, value: unknown): unknown {
  if (value === null) return null;
  if (property.kind === ReferenceKind.MANY_TO_ONE) return helper(value as object).getPrimaryKey();
  if (/^jsonb?$/.test(columnType(property))) return JSON.stringify(value);
  return value;
}
