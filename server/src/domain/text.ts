/** Text as given, trimmed; empty, blank or not text means not given (`null`). */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A person's name as letters and screens show it: first, middle (when given) and last. */
export function fullName(person: { firstName: string; middleName?: string | null; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}
