/** The longest text a list's search takes: longer finds nothing a person could have meant. */
export const SEARCH_MAX_LENGTH = 200;

/** What any call may answer, whatever the area. */
export const SERVER_MESSAGES = {
  internal: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is briefly unavailable. Please try again in a minute.',
  tooManySubmissions: 'Too many submissions from your network. Please wait a minute and try again.',
  badUrl: 'The address is not valid: it holds a broken %-escape.',
  bodyNotObject: 'The request body must be a JSON object.',
  forbiddenKeys: 'The request body may not use "__proto__" or "constructor" as keys.',
  controlCharacters: 'Remove the invisible control characters (such as NUL) from this field',
  loneSurrogates: 'This field holds a broken character (half of a UTF-16 surrogate pair); type it again',
  searchTooLong: `Search for at most ${SEARCH_MAX_LENGTH} characters`,
  crossSiteForm: 'This form can only be sent from the pages of this site.',
} as const;

/** What kind of refusal an answer is (GraphQL's `extensions.code`). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

/** The HTTP status each refusal answers with (the REST envelope's, and a form post's page). */
export const HTTP_STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};
