import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server said when it refused an operation (see server/src/graphql/errors.ts). */
export interface Refusal {
  code: string;
  message: string;
  /** Per-field messages, for `BAD_USER_INPUT`. */
  fields: { path: string; message: string }[];
}

/** The server's refusal, or `null` when the operation failed some other way (network, crash). */
export function refusalOf(error: unknown): Refusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const fields = Array.isArray(extensions.fields) ? (extensions.fields as Refusal['fields']) : [];
  return { code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN', message: first.message, fields };
}
