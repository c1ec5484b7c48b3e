/** The longest text a list's search takes: longer finds nothing a person could have meant. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * How far a JSON body may nest and how many values it may hold. Far beyond any request of ours
 * (a job with every list filled nests 5 deep and holds a few hundred values), and small enough that
 * what follows parsing (validating, walking every key) stays quick: a body of 60,000 keys once held
 * the event loop for a quarter of a second on its way to a 400. A value nested a few dozen deep
 * inside a field is left to that field's own check, whose message names it.
 */
export const JSON_LIMITS = { maxDepth: 64, maxValues: 2000 } as const;

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
  jsonTooDeep: `The request body nests deeper than ${JSON_LIMITS.maxDepth} levels.`,
  jsonTooManyValues: `The request body holds more than ${JSON_LIMITS.maxValues.toLocaleString('en')} values.`,
  tooManyParts: 'The multipart request holds more parts than the operation takes.',
  tooManyFields: 'The form was sent with more fields than it has, so it was not read. Please go back to the form on our website and send it again.',
  formsUnavailable: 'Our forms cannot be sent right now. Please try again in a few minutes.',
  explorerOff: 'The GraphQL explorer is off on this server. Send GraphQL operations to this address as JSON POST requests.',
  explorerNotBuilt: 'The GraphQL explorer is not built on this server: run "npm run build". GraphQL operations work without it.',
} as const;

/** The titles of the pages a form post is answered with when the form's own page cannot be. */
export const FORM_POST_TITLES = {
  notRead: 'Your form could not be read',
  tooMany: 'Please wait a minute',
  unavailable: 'Your form could not be sent yet',
  crossSite: 'Your form was not sent',
} as const;

/** What kind of refusal an answer is (GraphQL's `extensions.code`). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'STEP_UP_REQUIRED'
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
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};
