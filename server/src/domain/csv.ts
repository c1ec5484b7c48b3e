/**
 * CSV as the back office's exports write it (issue P14): RFC 4180 (comma, CRLF, a field with a
 * comma, quote or line break in double quotes, quotes doubled; also one with a semicolon or a tab,
 * which a spreadsheet set to split on those would otherwise cut into cells, a later one perhaps a
 * formula: `Acme;=1+1`), UTF-8 with a byte order mark so
 * Excel reads the accents, dates as ISO 8601, and every text cell that a spreadsheet would take
 * for a formula neutralised (OWASP "CSV injection"): a cell starting with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'`, which spreadsheets show as text and do not evaluate.
 */

/** Excel reads a file without it as the system's code page. */
export const CSV_BOM = '\uFEFF';

const LINE_END = '\r\n';

/** What a spreadsheet takes as the start of a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What makes a field need quoting: RFC 4180 §2.6's comma, quote and line breaks, and the other
 * separators spreadsheets split on (a semicolon where the comma is the decimal mark, a tab), so a
 * field is one cell whichever the reader takes (issue P19).
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A value a record's field may hold. */
export type CsvValue = string | number | boolean | Date | null | undefined | readonly CsvValue[] | { readonly [key: string]: unknown };

/**
 * One cell's text, quoted when it must be. Numbers and booleans are written as they are (a
 * negative number is a number, not a formula); a list of values is one cell, its items joined by
 * "; "; anything else (a nested object) as its JSON.
 */
export function csvCell(value: CsvValue): string {
  return quoted(text(value));
}

function text(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return neutralised(value);
  if (Array.isArray(value)) return neutralised(value.map((item: CsvValue) => (item instanceof Date ? item.toISOString() : typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item ?? ''))).join('; '));
  return neutralised(JSON.stringify(value));
}

function neutralised(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One line of the file (with its CRLF): the cells in the order given. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + LINE_END;
}

/** The file's first line: the byte order mark and the header, `columns` in that order. */
export function csvHeader(columns: readonly string[]): string {
  return CSV_BOM + csvLine(columns);
}

/**
 * The records' lines, the columns being `columns` in that order, `linesAtOnce` lines to a string
 * (the last string may hold fewer). A generator that makes each line as its record is read, so a
 * caller streaming many records holds no more than `linesAtOnce` lines of them.
 */
export function* csvLines<TRecord>(columns: readonly (keyof TRecord & string)[], records: Iterable<TRecord>, linesAtOnce = 1): Generator<string> {
  let text = '';
  let lines = 0;
  for (const record of records) {
    text += csvLine(columns.map((column) => record[column] as CsvValue));
    lines += 1;
    if (lines === linesAtOnce) {
      yield text;
      text = '';
      lines = 0;
    }
  }
  if (lines > 0) yield text;
}
