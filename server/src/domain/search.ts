/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
