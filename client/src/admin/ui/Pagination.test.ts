import { describe, expect, it } from 'vitest';
import { countLabel, pagesOf, showingPage, showingRange, type ListSize } from './Pagination';

const counted = (totalCount: number, hasNextPage = false): ListSize => ({ totalCount, totalCountIsExact: true, pageInfo: { hasNextPage } });
/** A list longer than the server counts: it stopped at 10,000. */
const long = (hasNextPage = true): ListSize => ({ totalCount: 10_000, totalCountIsExact: false, pageInfo: { hasNextPage } });

describe('the size of a list as the back office shows it', () => {
  it('gives a counted list its number, and a longer one the count it stopped at with a plus', () => {
    expect(countLabel(counted(1234))).toBe('1,234');
    expect(countLabel(long())).toBe('10,000+');
  });

  it('says which rows a page shows', () => {
    expect(showingRange(2, 5, counted(12))).toBe('Showing 6 to 10 of 12 results');
    expect(showingRange(3, 5, counted(12))).toBe('Showing 11 to 12 of 12 results');
    expect(showingRange(2_000, 5, long())).toBe('Showing 9,996 to 10,000 of 10,000+ results');
    expect(showingRange(1, 5, counted(0))).toBeUndefined();
  });

  it('offers the counted pages, and one more at a time past a count that stopped', () => {
    expect(pagesOf(counted(12), 5, 1)).toBe(3);
    expect(pagesOf(long(), 5, 1)).toBe(2_000);
    expect(pagesOf(long(), 5, 2_000)).toBe(2_001);
    expect(pagesOf(long(false), 5, 2_400)).toBe(2_400);
    expect(pagesOf(undefined, 5, 1)).toBe(0);
  });

  it('says which page of how many', () => {
    expect(showingPage(2, 10, counted(70))).toBe('Showing page 2 of 7');
    expect(showingPage(1, 10, long())).toBe('Showing page 1 of 1,000+');
    expect(showingPage(1, 10, counted(0))).toBe('Showing page 1 of 1');
  });
});
