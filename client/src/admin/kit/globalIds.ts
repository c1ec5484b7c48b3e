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
