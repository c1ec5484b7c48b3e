/** The text as a LIKE pattern that matches only itself (its own % and _ escaped). */
export function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** `%text%` for ILIKE: the text anywhere. */
export function containsPattern(text: string): string {
  return `%${likePattern(text)}%`;
}
