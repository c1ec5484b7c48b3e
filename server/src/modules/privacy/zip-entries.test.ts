import { describe, expect, it } from 'vitest';
import { uniqueEntryNames } from './zip-entries.js';

describe('the names of a person’s files in their export', () => {
  it('keeps the name a file was uploaded with', () => {
    expect(uniqueEntryNames()('Priya Nair – CV (2026).pdf')).toBe('Priya Nair – CV (2026).pdf');
  });

  it('makes each unique in the archive, whatever the case, before its extension', () => {
    const next = uniqueEntryNames();
    expect(['cv.pdf', 'CV.pdf', 'cv.pdf', 'cv (2).pdf', 'notes', 'notes'].map(next)).toEqual(['cv.pdf', 'CV (2).pdf', 'cv (3).pdf', 'cv (2) (2).pdf', 'notes', 'notes (2)']);
  });

  it('makes it safe as a ZIP entry: no folders, no control or reserved characters, no leading dots, no device names', () => {
    const next = uniqueEntryNames();
    expect(next('../../etc/passwd')).toBe('passwd');
    expect(next('C:\\Users\\priya\\cv.pdf')).toBe('cv.pdf');
    expect(next('a\u0000b\u001f<c>:"d"|e?*.txt')).toBe('a_b__c___d__e__.txt');
    expect(next('..')).toBe('file');
    expect(next(' .hidden. ')).toBe('hidden');
    expect(next('CON.pdf')).toBe('_CON.pdf');
    expect(next('')).toBe('file (2)');
  });

  it('shortens a long name to 120 characters, keeping its extension and whole characters', () => {
    const long = uniqueEntryNames()(`${'𝒜'.repeat(200)}.pdf`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('𝒜.pdf')).toBe(true);
  });
});
