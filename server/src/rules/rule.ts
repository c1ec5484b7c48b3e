/**
 * Rules that both the browser and the server check (spec section 5). This folder has no
 * dependencies, so the client imports it as is and the messages can never differ.
 *
 * A rule looks at one submitted value and returns the message to show, or `null` when it holds.
 */
export type Rule = (value: unknown) => string | null;

/** Nothing was entered: missing, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
