import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server said when it refused an operation (see server/src/graphql/errors.ts). */
export interface Refusal {
  code: string;
  message: string;
  /** Per-field messages, for `BAD_USER_INPUT`. */
  fields: { path: string; message: string }[];
}

/** A GraphQL error as it arrives in a response's `errors`. */
export interface ResponseError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The refusal in a response's `errors`, from its first error. */
export function refusalFromErrors(errors: readonly ResponseError[]): Refusal | null {
  const first = errors[0];
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const fields = Array.isArray(extensions.fields) ? (extensions.fields as Refusal['fields']) : [];
  return { code: typeof extensions.code === 'string' ? extensions.code : 'UNKNOWN', message: first.message, fields };
}

/** The server's refusal, or `null` when the operation failed some other way (network, crash). */
export function refusalOf(error: unknown): Refusal | null {
  return CombinedGraphQLErrors.is(error) ? refusalFromErrors(error.errors) : null;
}
