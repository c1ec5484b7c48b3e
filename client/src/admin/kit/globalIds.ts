/**
 * The record a GraphQL global id names (`base64url("Type:key")`): its type and its key, as the
 * REST lists and their exports take it (`subjectId=`, `jobId=`); null for anything else.
 */
export function recordOf(globalId: string): { typename: string; key: string } | null {
  try {
    const decoded = atob(globalId.replaceAll('-', '+').replaceAll('_', '/'));
    const separator = decoded.indexOf(':');
    return separator > 0 && separator < decoded.length - 1 ? { typename: decoded.slice(0, separator), key: decoded.slice(separator + 1) } : null;
  } catch {
    return null;
  }
}

/** The GraphQL global id of a record of `typename` by its key (`base64url("Type:key")`), as `node(id:)` and the by-id queries take it. */
export function globalIdOf(typename: string, key: string): string {
  const bytes = new TextEncoder().encode(`${typename}:${key}`);
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
