import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvHeader, csvLine, csvLines, type CsvValue } from './csv.js';

describe('CSV cells', () => {
  it.each<[string, CsvValue, string]>([
    // OWASP CSV injection: what a spreadsheet would evaluate is made text.
    ['a formula', '=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['a sum', '+1+1', "'+1+1"],
    ['a minus sign', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a tab', '\t=1', `"'\t=1"`],
    ['a carriage return', '\r=1', `"'\r=1"`],
    ['a formula after a space', ' =1', ' =1'],
    ['a formula in the middle', 'a=1', 'a=1'],
    // RFC 4180
    ['a comma', 'Acme, Inc.', '"Acme, Inc."'],
    ['quotes', 'the "best" fund', '"the ""best"" fund"'],
    ['a line break', 'line one\nline two', '"line one\nline two"'],
    ['plain text', 'Lena Park', 'Lena Park'],
    ['accents and scripts', 'Zoë Ωmega 山田', 'Zoë Ωmega 山田'],
    ['nothing', null, ''],
    ['a number', -5, '-5'],
    ['a boolean', false, 'false'],
    ['a date', new Date('2026-11-26T09:30:00.000Z'), '2026-11-26T09:30:00.000Z'],
    ['a list', ['debt', 'equity'], '"debt; equity"'],
    ['a list starting with a formula', ['=1', 'x'], `"'=1; x"`],
    // Issue P19: a spreadsheet splitting on semicolons (or tabs) would make `=1+1` a cell of its own.
    ['a semicolon before a formula', 'Acme;=1+1;', '"Acme;=1+1;"'],
    ['a tab before a formula', 'Acme\t=1+1', '"Acme\t=1+1"'],
    ['an object', { a: 1 }, '"{""a"":1}"'],
  ])('%s', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV files', () => {
  const records = [
    { _id: '1', name: '=cmd|" /C calc"!A0', note: 'two\r\nlines, "quoted"', at: new Date('2026-01-02T03:04:05.000Z'), spam: false },
    { _id: '2', name: 'Zoë', note: null, at: new Date('2026-02-03T04:05:06.000Z'), spam: true },
  ];

  it('starts with the byte order mark and the header, and ends each line with CRLF', () => {
    const file = [csvHeader(['_id', 'name']), ...csvLines(['_id', 'name'], records)].join('');
    expect(file.startsWith(`${CSV_BOM}_id,name\r\n`)).toBe(true);
    expect(file.endsWith('2,Zoë\r\n')).toBe(true);
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('reads back with a CSV parser as the values, neutralised where they could run', () => {
    const columns = ['_id', 'name', 'note', 'at', 'spam'] as const;
    const file = Buffer.from([csvHeader(columns), ...csvLines(columns, records)].join(''), 'utf8');
    expect(parse(file, { bom: true, columns: true })).toEqual([
      { _id: '1', name: `'=cmd|" /C calc"!A0`, note: 'two\r\nlines, "quoted"', at: '2026-01-02T03:04:05.000Z', spam: 'false' },
      { _id: '2', name: 'Zoë', note: '', at: '2026-02-03T04:05:06.000Z', spam: 'true' },
    ]);
  });

  it('hands the lines over a given number at a time, the last string holding what is left', () => {
    const three = [...records, { ...records[1], _id: '3' }];
    expect([...csvLines(['_id'], three, 2)]).toEqual(['1\r\n2\r\n', '3\r\n']);
    expect([...csvLines(['_id'], three)]).toEqual(['1\r\n', '2\r\n', '3\r\n']);
    expect([...csvLines(['_id'], [], 2)]).toEqual([]);
  });
});
