import type { Keyset } from '../db/keyset.js';
import type { Permission } from '../rules/access.js';

/**
 * A chunk of a list's records, in the list's order, and where the next one starts (null: it was
 * the last). The records are made as they are read (`count` of them), so no more than the lines
 * being written exist at once besides the chunk's rows.
 */
export interface ExportChunk<TRecord extends object = object> {
  records: Iterable<TRecord>;
  count: number;
  next: Keyset | null;
}

/**
 * How a back-office list is exported as CSV (issue P14), declared by its area (`Area.exports`,
 * by the list's name), not written into the exports: what reading it takes, the file's columns
 * (the fields of the list's REST record, in order), the list's filter as its REST route reads it,
 * and its records chunk by chunk in the list's order.
 */
export interface ExportSource<TServices = unknown, TFilter = unknown, TRecord extends object = object> {
  permission: Permission;
  columns: readonly string[];
  /**
   * The query fields whose values are one of a list (`status`, `source`): the export's event keeps
   * their values. Any other (a search, a name) may be someone's address or name: the event says only
   * that one was used (`searched`).
   */
  choices: readonly string[];
  /** The filter from the list's query fields (`status`, `search`, ...); refuses what the list's route would refuse. */
  filter(query: Readonly<Record<string, unknown>>): TFilter;
  chunk(services: TServices, filter: TFilter, after: Keyset | null, size: number): Promise<ExportChunk<TRecord>>;
}

/** Rows read (and held) per query of an export: bounded memory, whatever the list's length. */
export const EXPORT_CHUNK = 2_000;

/** How long a download link is good for, from when the back office asked for it. */
export const EXPORT_LINK_SECONDS = 60;
