/** At most this many page buttons, around the current page (spec section 9). */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: up to five, the current one as central as it can be. */
export function pageWindow(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}
