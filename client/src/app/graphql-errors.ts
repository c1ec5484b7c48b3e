import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { HTTP_STATUS_OF, type ErrorCode } from '@rules/server';

/** What the server said when it refused an operation (see server/src/graphql/errors.ts), or a REST call (its envelope and status). */
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

/** A REST call the server refused: its status and its envelope's `message` (server/src/http/errors.ts). */
export class RestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The code the envelope names, where it names one (`STEP_UP_REQUIRED`). */
    private readonly named?: ErrorCode,
  ) {
    super(message);
    this.name = 'RestRefusal';
  }

  /** The code GraphQL gives the same refusal: the envelope's, else by its status (401 is `UNAUTHENTICATED`, 403 `FORBIDDEN`). */
  get code(): ErrorCode | 'UNKNOWN' {
    return this.named ?? (Object.keys(HTTP_STATUS_OF) as ErrorCode[]).find((code) => HTTP_STATUS_OF[code] === this.status) ?? 'UNKNOWN';
  }

  /** The refusal in a REST answer that is not 2xx: its envelope's message and code, or none when the body is not one. */
  static async of(response: Response): Promise<RestRefusal> {
    const body: unknown = await response.json().catch(() => null);
    const envelope = body !== null && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    const code = typeof envelope.code === 'string' && envelope.code in HTTP_STATUS_OF ? (envelope.code as ErrorCode) : undefined;
    return new RestRefusal(response.status, message, code);
  }
}

/** The server's refusal, or `null` when the operation failed some other way (network, crash). */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof RestRefusal) return { code: error.code, message: error.message, fields: [] };
  return CombinedGraphQLErrors.is(error) ? refusalFromErrors(error.errors) : null;
}

/** What to say of a failure: the server's own message when it refused (a permission, a rule), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  return refusalOf(error)?.message || fallback;
}
