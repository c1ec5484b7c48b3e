import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema.js';
import { AREAS } from '../modules/index.js';
import { kindQueryNames } from '../modules/content/kinds.js';
import { CONTENT_KIND_LIST, STORY_KIND } from '../rules/content-kinds.js';
import { toGlobalId } from '../graphql/relay.js';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { oneOfEach, type OneOfEach } from '../test/records.js';
import { EVENT_GRAPHQL_INPUT } from '../test/events.js';
import { PDF, multipart } from '../test/files.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from '../test/payloads.js';

/**
 * Hundreds of generated bad payloads for every operation that takes input, REST and GraphQL,
 * public and admin (issue P11): wrong types, missing fields, over-long text, control characters,
 * lone surrogates (issue P17), prototype keys, objects where text belongs, broken JSON, bodies over
 * the limit. Every answer must be a 4xx (`BAD_USER_INPUT` in GraphQL) naming the field, with no
 * stack trace, and every table must hold exactly what it held before. Unicode format characters
 * go into every text field too: a text may hold them, an address never; no answer is a 5xx.
 */
const t = useTestApp({ admin: true });

type Records = OneOfEach;
const seed = () => oneOfEach(t, t.admin);

/**
 * Rows a refusal is meant to write: since issue P17 a refused post counts against its address's
 * limit on refusals (`RefusedPosts`), so those counts are left out of the comparison.
 */
const COUNTED_REFUSALS: Readonly<Record<string, string>> = { form_submission_counts: "where r.form <> 'refused'" };

/**
 * Columns every request may move: a session's last use is written (at most once a minute) by each
 * request it signs, and the probes of one operation can take longer than a minute.
 */
const MOVING_COLUMNS: Readonly<Record<string, readonly string[]>> = { admin_sessions: ['last_seen_at'] };

const rowText = (table: string) => {
  const moving = MOVING_COLUMNS[table];
  return moving ? `(to_jsonb(r) ${moving.map((column) => `- '${column}'`).join(' ')})::text` : 'r::text';
};

/** Every row of every table (but the counts of refusals and the columns every request moves), as one fingerprint per table. */
async function snapshot(): Promise<Record<string, string>> {
  const connection = t.orm.em.getConnection();
  const tables = [...new Set([...t.orm.getMetadata().getAll().values()].map((meta) => meta.tableName).filter(Boolean))].sort();
  // A snapshot of nothing would let any change through.
  expect(tables.length).toBeGreaterThan(5);
  const rows: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await connection.execute<{ fingerprint: string | null; count: string }[]>(
      `select count(*)::text as count, md5(string_agg(${rowText(table)}, '|' order by ${rowText(table)})) as fingerprint from "${table}" r ${COUNTED_REFUSALS[table] ?? ''}`,
    );
    rows[table] = `${row?.count}:${row?.fingerprint ?? ''}`;
  }
  return rows;
}

// ---------------------------------------------------------------- the payloads

/** `formBoolean`: a REST yes/no field, which also takes the words an HTML form sends ("on", "yes", "0"...). */
type Kind = 'text' | 'id' | 'int' | 'boolean' | 'formBoolean' | 'list';

interface Probe {
  label: string;
  /** The whole body (REST) or the `input` variable (GraphQL). */
  body: unknown;
  /** The field the answer must name; none for a body that is wrong as a whole. */
  field?: string;
  /** Raw text to send as the body instead of JSON. */
  raw?: string;
  /** The status a REST answer must have when not 400. */
  status?: number;
}

/** C0 controls other than tab and line breaks, DEL, and the C1 controls: what no text field takes. */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => code).filter((code) => ![9, 10, 13].includes(code)),
  0x7f,
  ...Array.from({ length: 32 }, (_, index) => 0x80 + index),
].map((code) => String.fromCharCode(code));

/** Half a UTF-16 surrogate pair, which JSON's `\u` escapes carry (issue P17): no text field takes one either. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

/** What no text field takes. */
const BROKEN_CHARACTERS = [...CONTROL_CHARACTERS, ...LONE_SURROGATES];

/**
 * Unicode format characters (category Cf) of every kind, bidi controls among them, and U+034F, the
 * invisible mark the issue names: a message or a name may hold them (a zero-width joiner makes
 * emoji and Indic words), an email address takes none (issue P17).
 */
const FORMAT_CHARACTERS = [
  0xad, 0x34f, 0x600, 0x61c, 0x6dd, 0x70f, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2064, 0x2066, 0x2067,
  0x2068, 0x2069, 0x206a, 0x206f, 0xfeff, 0xfff9, 0xfffb, 0x110bd, 0x1bca0, 0x1d173, 0xe0001, 0xe0041,
].map((code) => String.fromCodePoint(code));

const WRONG_TYPES: readonly [string, unknown][] = [
  ['0', 0],
  ['-1', -1],
  ['42', 42],
  ['1.5', 1.5],
  ['1e21', 1e21],
  ['an unsafe integer', Number.MAX_SAFE_INTEGER + 2],
  ['true', true],
  ['false', false],
  ['[]', []],
  ['["x"]', ['x']],
  ['[null]', [null]],
  ['[[]]', [[]]],
  ['[{}]', [{}]],
  ['{}', {}],
  ['{"$ne": ""}', { $ne: '' }],
  ['{"$gt": ""}', { $gt: '' }],
  ['{"toString": "x"}', { toString: 'x' }],
  ['{"valueOf": 1}', { valueOf: 1 }],
  ['{"length": 1}', { length: 1 }],
  ['50 nested objects', Array.from({ length: 50 }).reduce<unknown>((inner) => ({ a: inner }), 'x')],
];

const WRONG_FOR_BOOLEAN: readonly [string, unknown][] = [
  ...WRONG_TYPES.filter(([, value]) => typeof value !== 'boolean'),
  ['"true"', 'true'],
  ['"false"', 'false'],
  ['"yes"', 'yes'],
  ['"on"', 'on'],
  ['""', ''],
  ['"true\\u0000"', 'true\u0000'],
];

/** Where a control character goes in a text: alone, first, in the middle, last, many. */
const PLACES: readonly [string, (value: string, character: string) => string][] = [
  ['alone', (_value, character) => character],
  ['first', (value, character) => `${character}${value}`],
  ['inside', (value, character) => `${value.slice(0, 1)}${character}${value.slice(1)}`],
  ['last', (value, character) => `${value}${character}`],
  ['repeated', (value, character) => `${value}${character.repeat(8)}`],
];

const codeOf = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The bad variants of one field of a valid body. */
function fieldProbes(valid: Record<string, unknown>, field: string, kind: Kind, required: boolean): Probe[] {
  const value = valid[field];
  const probes: Probe[] = [];
  const set = (label: string, replacement: unknown) => probes.push({ label: `${field}: ${label}`, body: { ...valid, [field]: replacement }, field });
  if (required) {
    const missing = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));
    probes.push({ label: `${field}: missing`, body: missing, field });
    set('null', null);
  }
  if (kind === 'boolean' || kind === 'formBoolean') {
    const formWords = /^(true|false|on|off|yes|no|0|1|)$/i;
    for (const [label, wrong] of WRONG_FOR_BOOLEAN) {
      const formWord = (typeof wrong === 'string' || typeof wrong === 'number') && formWords.test(String(wrong));
      if (kind === 'boolean' || !formWord) set(label, wrong);
    }
    return probes;
  }
  if (kind === 'list') {
    const first = String((value as unknown[])[0] ?? 'x');
    for (const [label, wrong] of WRONG_TYPES.filter(([, candidate]) => typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate))) set(label, wrong);
    for (const [label, wrong] of WRONG_TYPES.filter(([, candidate]) => typeof candidate !== 'object')) set(`[${label}]`, [wrong]);
    for (const character of BROKEN_CHARACTERS) set(`[${codeOf(character)} inside an item]`, [`${first}${character}`]);
    set('an item of 100,000 characters', ['a'.repeat(100_000)]);
    return probes;
  }
  const text = String(value);
  for (const [label, wrong] of WRONG_TYPES) {
    // GraphQL's ID takes numbers: 42 is a well-formed id, of no record ("not found").
    if (kind === 'id' && typeof wrong === 'number') continue;
    // An Int takes any whole number of its range: 42 is a capacity, or a version someone else saved since (CONFLICT), not a malformed value.
    if (kind === 'int' && wrong === 42) continue;
    set(label, wrong);
  }
  if (required && kind === 'text') {
    set('""', '');
    // Spaces are a password like any other (a wrong one), never trimmed away.
    if (field !== 'password' && field !== 'currentPassword') set('spaces', '   ');
  }
  for (const character of BROKEN_CHARACTERS) {
    for (const [place, put] of PLACES) set(`${codeOf(character)} ${place}`, put(text, character));
  }
  set('100,000 characters', 'a'.repeat(100_000));
  return probes;
}

/** The bad bodies of an operation: every field's variants, then the body wrong as a whole. */
function probesFor(valid: Record<string, unknown>, fields: Record<string, Kind>, required: readonly string[], rest: boolean): Probe[] {
  const probes = Object.entries(fields).flatMap(([field, kind]) => fieldProbes(valid, field, kind, required.includes(field)));
  const whole: [string, unknown][] = [['an array', [valid]], ['text', 'text'], ['a number', 42], ['true', true], ['an empty array', []]];
  for (const [label, body] of whole) probes.push({ label: `the body is ${label}`, body });
  if (required.length > 0) probes.push({ label: 'the body is {}', body: {}, field: required[0] });
  if (rest) {
    probes.push(
      { label: 'JSON cut short', body: null, raw: '{"email": "a@example.com", ' },
      { label: 'JSON with a trailing brace', body: null, raw: `${JSON.stringify(valid)}}` },
      { label: 'a __proto__ key', body: null, raw: JSON.stringify(valid).replace(/^\{/, '{"__proto__": {"isAdmin": true}, ') },
      { label: 'a constructor key', body: null, raw: JSON.stringify(valid).replace(/^\{/, '{"constructor": {"prototype": {"isAdmin": true}}, ') },
      { label: 'a body over 1 MB', body: null, raw: JSON.stringify({ ...valid, padding: 'a'.repeat(1_100_000) }), status: 413 },
    );
  } else {
    probes.push({ label: 'an unknown field', body: { ...valid, planted: 'x' }, field: 'planted' });
  }
  return probes;
}

// ---------------------------------------------------------------- judging the answers

const SERVER_ERROR_CODES = new Set(['INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE']);
const STACK_TRACE = /\n\s+at |node_modules|\.ts:\d+|\.js:\d+/;

interface Tally {
  operations: number;
  inputs: number;
  /** Texts with format characters (issue P17), which a field may take: counted apart from the bad inputs. */
  formatInputs: number;
  serverErrors: number;
  stackTraces: number;
  tablesChanged: number;
}
const tally: Tally = { operations: 0, inputs: 0, formatInputs: 0, serverErrors: 0, stackTraces: 0, tablesChanged: 0 };

afterAll(() => {
  if (tally.operations === 0) return;
  // Quoted in docs/reliability.md.
  console.info(
    `security: ${tally.inputs} generated bad inputs and ${tally.formatInputs} with format characters on ${tally.operations} operations (REST and GraphQL): ` +
      `${tally.serverErrors} answered 5xx, ${tally.stackTraces} showed a stack trace, ${tally.tablesChanged} tables changed`,
  );
});

/** Counts a server error and a stack trace in an answer; the stack trace is a problem of its own. */
function serverFault(probe: Probe, serverError: boolean, text: string): string | null {
  if (serverError) tally.serverErrors += 1;
  if (!STACK_TRACE.test(text)) return null;
  tally.stackTraces += 1;
  return `${probe.label}: a stack trace in the answer`;
}

/** What is wrong with an answer to a probe, if anything. */
function restProblem(probe: Probe, status: number, text: string, pathIds: boolean): string | null {
  const fault = serverFault(probe, status >= 500, text);
  if (fault) return fault;
  const expected = probe.status ?? 400;
  if (status !== expected && !(pathIds && (status === 404 || status === 414))) return `${probe.label}: answered ${status}, not ${expected}`;
  const body = JSON.parse(text) as { success?: boolean; message?: string; errors?: { path: string }[] };
  if (body.success !== false || !body.message) return `${probe.label}: no failure envelope`;
  if (probe.field && status === 400 && !body.errors?.some((error) => error.path === probe.field)) return `${probe.label}: does not name ${probe.field} (${body.message})`;
  return null;
}

function graphqlProblem(probe: Probe, kind: Kind | undefined, status: number, body: { data?: unknown; errors?: { message: string; extensions?: { code?: string; fields?: { path: string }[] } }[] }): string | null {
  // GraphQL answers 200 with INTERNAL_SERVER_ERROR where REST would have answered 500.
  const fault = serverFault(probe, status >= 500 || (body.errors ?? []).some((error) => SERVER_ERROR_CODES.has(error.extensions?.code ?? '')), JSON.stringify(body));
  if (fault) return fault;
  const [error] = body.errors ?? [];
  if (!error) return `${probe.label}: accepted (${status})`;
  const code = error.extensions?.code;
  // An id of the wrong shape names no record: "not found" is the truthful answer.
  if (kind === 'id' && code === 'NOT_FOUND') return null;
  if (code !== 'BAD_USER_INPUT') return `${probe.label}: ${code} (${error.message})`;
  if (!probe.field) return null;
  const named = error.extensions?.fields?.some((field) => field.path === probe.field || field.path.startsWith(`${probe.field}.`)) || error.message.includes(`"${probe.field}"`) || error.message.includes(`input.${probe.field}`);
  return named ? null : `${probe.label}: does not name ${probe.field} (${error.message})`;
}

// ---------------------------------------------------------------- the operations

interface Operation {
  name: string;
  valid: (records: Records) => Record<string, unknown>;
  fields: Record<string, Kind>;
}

interface RestOperation extends Operation {
  method: 'POST' | 'PUT';
  url: (records: Records) => string;
  required: readonly string[];
}

const JOB_BODY = { title: 'Credit Analyst', description: ['Assess SME borrowers.'], location: 'Bengaluru', role: 'Finance & Tech', status: 'Active' };
const JOB_FIELDS: Record<string, Kind> = { title: 'text', description: 'list', location: 'text', role: 'text', status: 'text' };
const RECIPIENT_BODY = { name: 'Cara', email: 'cara.two@finmesh.test', notificationTypes: ['career'], isActive: true };
/** An update may repeat the address, never change it. */
const RECIPIENT_UPDATE = { ...RECIPIENT_BODY, email: 'cara@finmesh.test' };
const RECIPIENT_FIELDS: Record<string, Kind> = { name: 'text', email: 'text', notificationTypes: 'list', isActive: 'boolean' };
const LOGIN = { username: 'someone', password: 'Str0ng!pass-phrase' };
/** The fixture admin's own password, then a new one. */
const CHANGE_PASSWORD = { currentPassword: 'Str0ng!pass-phrase', newPassword: 'copper kettle at sunrise' };
/** A demo request with the zone its time was picked in, as the browser sends it. */
const DEMO_WITH_ZONE = { ...VALID_DEMO, timeZone: 'Europe/Berlin' };
const text = (...names: string[]): Record<string, Kind> => Object.fromEntries(names.map((name) => [name, 'text' as const]));

const REST_OPERATIONS: readonly RestOperation[] = [
  { name: 'POST /api/admin/login', method: 'POST', url: () => '/api/admin/login', valid: () => LOGIN, fields: text('username', 'password'), required: ['username', 'password'] },
  { name: 'POST /api/admin/create-admin', method: 'POST', url: () => '/api/admin/create-admin', valid: () => LOGIN, fields: text('username', 'password'), required: ['username', 'password'] },
  { name: 'POST /api/admin/forgot-password', method: 'POST', url: () => '/api/admin/forgot-password', valid: () => ({ email: 'nobody@finmesh.test' }), fields: text('email'), required: ['email'] },
  {
    name: 'POST /api/admin/reset-password',
    method: 'POST',
    url: () => '/api/admin/reset-password',
    valid: () => ({ token: 'A'.repeat(43), password: 'copper kettle at sunrise' }),
    fields: text('token', 'password'),
    required: ['token', 'password'],
  },
  { name: 'POST /api/admin/change-password', method: 'POST', url: () => '/api/admin/change-password', valid: () => CHANGE_PASSWORD, fields: text('currentPassword', 'newPassword'), required: ['currentPassword', 'newPassword'] },
  {
    name: 'POST /api/contact',
    method: 'POST',
    url: () => '/api/contact',
    valid: () => ({ ...VALID_CONTACT, newsletter: false }),
    fields: { ...text('firstName', 'lastName', 'email', 'country', 'countryCode', 'phoneNumber', 'role', 'message'), newsletter: 'formBoolean' },
    required: ['firstName', 'lastName', 'email', 'country', 'phoneNumber', 'message'],
  },
  {
    name: 'POST /api/demo-requests',
    method: 'POST',
    url: () => '/api/demo-requests',
    valid: () => DEMO_WITH_ZONE,
    fields: text('firstName', 'lastName', 'email', 'meetingDate', 'timeZone', 'message'),
    required: ['firstName', 'lastName', 'email', 'meetingDate', 'message'],
  },
  { name: 'POST /api/subscriptions/subscribe', method: 'POST', url: () => '/api/subscriptions/subscribe', valid: () => ({ email: 'new@example.com' }), fields: text('email'), required: ['email'] },
  { name: 'POST /api/subscriptions/unsubscribe', method: 'POST', url: () => '/api/subscriptions/unsubscribe', valid: () => ({ email: 'lena@example.com' }), fields: text('email'), required: ['email'] },
  { name: 'POST /api/jobs', method: 'POST', url: () => '/api/jobs', valid: () => JOB_BODY, fields: JOB_FIELDS, required: ['title', 'description'] },
  { name: 'PUT /api/jobs/:id', method: 'PUT', url: (records) => `/api/jobs/${records.job}`, valid: () => JOB_BODY, fields: JOB_FIELDS, required: ['title', 'description'] },
  { name: 'PUT /api/career/applications/:id/status', method: 'PUT', url: (records) => `/api/career/applications/${records.application}/status`, valid: () => ({ status: 'reviewed' }), fields: text('status'), required: ['status'] },
  { name: 'PUT /api/contact/admin/contact-submissions/:id/status', method: 'PUT', url: (records) => `/api/contact/admin/contact-submissions/${records.contact}/status`, valid: () => ({ status: 'completed' }), fields: text('status'), required: ['status'] },
  { name: 'POST /api/contact/admin/contact-submissions/:id/reply', method: 'POST', url: (records) => `/api/contact/admin/contact-submissions/${records.contact}/reply`, valid: () => ({ message: 'Thank you, we will call you.' }), fields: text('message'), required: ['message'] },
  { name: 'PUT /api/admin/demo-requests/:id/status', method: 'PUT', url: (records) => `/api/admin/demo-requests/${records.demo}/status`, valid: () => ({ status: 'confirmed' }), fields: text('status'), required: ['status'] },
  { name: 'PUT /api/admin/demo-requests/:id/meeting', method: 'PUT', url: (records) => `/api/admin/demo-requests/${records.demo}/meeting`, valid: () => ({ meetingDate: VALID_DEMO.meetingDate }), fields: text('meetingDate'), required: ['meetingDate'] },
  { name: 'PUT /api/admin/demo-requests/:id/notes', method: 'PUT', url: (records) => `/api/admin/demo-requests/${records.demo}/notes`, valid: () => ({ notes: 'Call on Monday.' }), fields: text('notes'), required: [] },
  { name: 'POST /email-recipients', method: 'POST', url: () => '/email-recipients', valid: () => RECIPIENT_BODY, fields: RECIPIENT_FIELDS, required: ['name', 'email'] },
  { name: 'PUT /email-recipients/:id', method: 'PUT', url: (records) => `/email-recipients/${records.recipient}`, valid: () => RECIPIENT_UPDATE, fields: RECIPIENT_FIELDS, required: ['name'] },
];

/** GraphQL mutations: the valid input of each; what is required, and each field's kind, come from the schema. */
const GRAPHQL_INPUTS: Record<string, (records: Records) => Record<string, unknown>> = {
  login: () => LOGIN,
  createAdmin: () => LOGIN,
  changePassword: () => CHANGE_PASSWORD,
  submitContactForm: () => ({ ...VALID_CONTACT, newsletter: false }),
  requestDemo: () => DEMO_WITH_ZONE,
  subscribe: () => ({ email: 'new@example.com' }),
  applyForJob: (records) => ({ ...VALID_APPLICATION, jobId: toGlobalId('Job', records.job) }),
  unsubscribeSubscriber: () => ({ email: 'lena@example.com' }),
  createJob: () => JOB_BODY,
  updateJob: (records) => ({ ...JOB_BODY, id: toGlobalId('Job', records.job) }),
  deleteJob: (records) => ({ id: toGlobalId('Job', records.job) }),
  updateApplicationStatus: (records) => ({ id: toGlobalId('JobApplication', records.application), status: 'reviewed' }),
  deleteApplication: (records) => ({ id: toGlobalId('JobApplication', records.application) }),
  markJobApplicationNotSpam: (records) => ({ id: toGlobalId('JobApplication', records.application) }),
  updateContactSubmissionStatus: (records) => ({ id: toGlobalId('ContactSubmission', records.contact), status: 'completed' }),
  replyToContactSubmission: (records) => ({ id: toGlobalId('ContactSubmission', records.contact), message: 'Thank you, we will call you.' }),
  deleteContactSubmission: (records) => ({ id: toGlobalId('ContactSubmission', records.contact) }),
  markContactSubmissionNotSpam: (records) => ({ id: toGlobalId('ContactSubmission', records.contact) }),
  updateDemoRequestStatus: (records) => ({ id: toGlobalId('DemoRequest', records.demo), status: 'confirmed' }),
  updateDemoRequestNotes: (records) => ({ id: toGlobalId('DemoRequest', records.demo), notes: 'Call on Monday.' }),
  rescheduleDemoRequest: (records) => ({ id: toGlobalId('DemoRequest', records.demo), meetingDate: VALID_DEMO.meetingDate }),
  deleteDemoRequest: (records) => ({ id: toGlobalId('DemoRequest', records.demo) }),
  markDemoRequestNotSpam: (records) => ({ id: toGlobalId('DemoRequest', records.demo) }),
  markSubscriberNotSpam: (records) => ({ id: toGlobalId('Subscriber', records.subscriber) }),
  createEmailRecipient: () => RECIPIENT_BODY,
  updateEmailRecipient: (records) => ({ ...RECIPIENT_UPDATE, id: toGlobalId('EmailRecipient', records.recipient) }),
  toggleEmailRecipientStatus: (records) => ({ id: toGlobalId('EmailRecipient', records.recipient) }),
  deleteEmailRecipient: (records) => ({ id: toGlobalId('EmailRecipient', records.recipient) }),
  createWebhookEndpoint: () => ({ url: 'https://hooks.example.com/finmesh', eventTypes: ['contact.received'] }),
  createEvent: () => EVENT_GRAPHQL_INPUT,
  updateEvent: (records) => ({ ...EVENT_GRAPHQL_INPUT, id: toGlobalId('Event', records.event), version: 1 }),
  publishEvent: (records) => ({ id: toGlobalId('Event', records.event), version: 1 }),
  scheduleEvent: (records) => ({ id: toGlobalId('Event', records.event), version: 1, publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
  archiveEvent: (records) => ({ id: toGlobalId('Event', records.event), version: 1 }),
  bookSeat: (records) => ({ event: records.bookedEvent.slug, firstName: 'Lena', lastName: 'Fischer', email: 'lena.bookings@example.com', companyName: 'Bluepeak', seats: 2 }),
  cancelBooking: () => ({ token: 'a-token-of-no-booking' }),
  setBookingStatus: (records) => ({ id: toGlobalId('EventBooking', records.booking), status: 'waitlisted' }),
  checkInBooking: (records) => ({ id: toGlobalId('EventBooking', records.booking) }),
  cancelEvent: (records) => ({ id: toGlobalId('Event', records.event), version: 1, note: 'The venue is closed.' }),
  restoreEventRevision: (records) => ({ id: toGlobalId('Event', records.event), version: 1, revisionId: records.event }),
};

/** Spam-guard fields take anything: a wrong value files the submission as spam, by design. */
const SPAM_GUARD_FIELDS = new Set(['formToken', 'website']);

function kindOf(type: GraphQLInputType): Kind | null {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return 'list';
  const named = getNamedType(inner);
  if (isInputObjectType(named)) return null;
  if (named.name === 'Boolean') return 'boolean';
  if (named.name === 'ID') return 'id';
  if (named.name === 'Int') return 'int';
  return 'text';
}

/**
 * Sends every probe of one operation and judges each answer (`judge` returns what is wrong, or
 * `null`), then expects no problem and every table as it was; counts all of it for the summary.
 */
async function expectAllRefused(probes: readonly Probe[], judge: (probe: Probe) => Promise<string | null>): Promise<void> {
  const before = await snapshot();
  const problems: string[] = [];
  for (const probe of probes) {
    const problem = await judge(probe);
    if (problem) problems.push(problem);
  }
  const after = await snapshot();
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  tally.operations += 1;
  tally.inputs += probes.length;
  tally.tablesChanged += changed.length;
  expect(problems).toEqual([]);
  expect(changed).toEqual([]);
}

const schema = await buildAppSchema(AREAS);
const mutations = schema.getMutationType()?.getFields() ?? {};

describe.each(REST_OPERATIONS)('$name', (operation) => {
  it('refuses every generated bad body with 400 naming the field, and changes nothing', async () => {
    const records = await seed();
    const valid = operation.valid(records);
    const probes = probesFor(valid, operation.fields, operation.required, true);
    expect(probes.length).toBeGreaterThanOrEqual(200);
    await expectAllRefused(probes, async (probe) => {
      const response = await t.app.inject({
        method: operation.method,
        url: operation.url(records),
        headers: { ...t.admin, 'content-type': 'application/json' },
        payload: probe.raw ?? JSON.stringify(probe.body),
      });
      return restProblem(probe, response.statusCode, response.body, false);
    });
  });
});

describe.each(Object.keys(GRAPHQL_INPUTS))('mutation %s', (name) => {
  it('refuses every generated bad input with BAD_USER_INPUT naming the field, and changes nothing', async () => {
    const field = mutations[name];
    const inputArg = field?.args.find((arg) => arg.name === 'input');
    const inputType = inputArg && getNamedType(inputArg.type);
    if (!inputType || !isInputObjectType(inputType)) throw new Error(`${name} takes no input object`);
    const records = await seed();
    const valid = GRAPHQL_INPUTS[name]?.(records) ?? {};
    const inputFields = inputType.getFields();
    const kinds: Record<string, Kind> = {};
    for (const key of Object.keys(valid)) {
      const kind = inputFields[key] && kindOf(inputFields[key].type);
      if (kind && !SPAM_GUARD_FIELDS.has(key)) kinds[key] = kind;
    }
    const required = Object.values(inputFields).filter((inputField) => isNonNullType(inputField.type)).map((inputField) => inputField.name);
    const probes = probesFor(valid, kinds, required, false);
    expect(probes.length).toBeGreaterThanOrEqual(200);

    const document = `mutation($input: ${inputType.name}!) { ${name}(input: $input) { __typename } }`;
    await expectAllRefused(probes, async (probe) => {
      const { status, body } = await graphql(t.app, document, { input: probe.body }, t.admin);
      return graphqlProblem(probe, probe.field ? kinds[probe.field] : undefined, status, body);
    });
  });
});

describe('the application form (multipart)', () => {
  it('refuses every generated bad field with 400 naming it, and changes nothing', async () => {
    const records = await seed();
    const fields = ['firstName', 'lastName', 'email', 'country', 'phone', 'coverNote'];
    const probes: Probe[] = [];
    for (const field of fields) {
      probes.push({ label: `${field}: empty`, body: { [field]: '' }, field }, { label: `${field}: spaces`, body: { [field]: '   ' }, field });
      // (A lone surrogate cannot travel in a multipart body: UTF-8 has no bytes for one.)
      for (const character of CONTROL_CHARACTERS) probes.push({ label: `${field}: ${codeOf(character)}`, body: { [field]: `Rao${character}` }, field });
      probes.push({ label: `${field}: 15,000 characters`, body: { [field]: 'a'.repeat(15_000) }, field });
    }
    expect(probes.length).toBeGreaterThanOrEqual(200);
    await expectAllRefused(probes, async (probe) => {
      const form = multipart({ ...VALID_APPLICATION, jobId: records.job, ...(probe.body as Record<string, string>) }, [{ field: 'resume', filename: 'cv.pdf', content: PDF }]);
      const response = await t.app.inject({ method: 'POST', url: '/api/career/apply', ...form });
      return restProblem(probe, response.statusCode, response.body, false);
    });
  });
});

describe('routes that take an id in the path', () => {
  const BAD_IDS = [
    ...CONTROL_CHARACTERS.map((character) => `00000000${character}`),
    'a'.repeat(5_000),
    '..%2F..%2Fetc%2Fpasswd',
    "1' or '1'='1",
    '%E0%A4%A',
    '%F0%9F%92%A9',
    '-1',
    '0',
    'null',
    'undefined',
    '__proto__',
    '{}',
  ];
  const routes: [string, string][] = [
    ['DELETE', '/api/jobs/:id'],
    ['GET', '/api/jobs/:id'],
    ['DELETE', '/api/career/applications/:id'],
    ['POST', '/api/career/applications/:id/not-spam'],
    ['DELETE', '/api/contact/admin/contact-submissions/:id'],
    ['POST', '/api/contact/admin/contact-submissions/:id/not-spam'],
    ['DELETE', '/api/admin/demo-requests/:id'],
    ['POST', '/api/admin/demo-requests/:id/not-spam'],
    ['POST', '/api/subscriptions/:id/not-spam'],
    ['GET', '/email-recipients/:id'],
    ['DELETE', '/email-recipients/:id'],
    ['PATCH', '/email-recipients/:id/toggle-status'],
  ];

  it.each(routes)('%s %s answers 400 or 404 to every bad id, and changes nothing', async (method, url) => {
    await seed();
    const probes = BAD_IDS.map((id) => (/%/.test(id) ? id : encodeURIComponent(id))).map((id): Probe => ({ label: `id ${id.slice(0, 40)}`, body: id }));
    await expectAllRefused(probes, async (probe) => {
      const response = await t.app.inject({ method: method as 'GET', url: url.replace(':id', String(probe.body)), headers: t.admin });
      return restProblem(probe, response.statusCode, response.body, true);
    });
  });
});

// ---------------------------------------------------------------- reads: GraphQL arguments and REST query strings

/** Cursors that decode to something, just not to a place in the list. */
const FORGED_CURSORS = [
  'x',
  '!!!',
  '====',
  ...['not json', '[]', '[null]', '{}', '{"id":"x"}', '["x"]', '[{"$ne":null}]', '[{"$gt":""},{"$ne":null}]', '[1e400, 1]', '[true, false]', '["2024-01-01T00:00:00.000Z"]', '["not a date", "not an id"]', '["2024-01-01T00:00:00.000Z", "00000000-0000-4000-8000-000000000000", "one too many"]', '["2024-01-01T00:00:00.000Z", "\\u0000"]'].map((json) =>
    Buffer.from(json, 'utf8').toString('base64url'),
  ),
];

/** Global ids that decode to something, just not to a record. */
const FORGED_IDS = ['Job:', ':x', 'Job:not-a-uuid', 'Job:\u0000', 'Job:00000000-0000-4000-8000-000000000000\u0000', 'Nothing:00000000-0000-4000-8000-000000000000', '__proto__:x', 'constructor:x', `Job:${'a'.repeat(5_000)}`].map((decoded) =>
  Buffer.from(decoded, 'utf8').toString('base64url'),
);

const swapCase = (text: string) => [...text].map((character) => (character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase())).join('');

/** The bad values of one query argument, by its GraphQL type; `field` is the argument's name. */
function argumentProbes(name: string, type: GraphQLInputType): Probe[] {
  const named = getNamedType(type);
  const probes: Probe[] = [];
  const set = (label: string, value: unknown) => probes.push({ label: `${name}: ${label}`, body: value, field: name });
  const textual = (sample: string) => {
    for (const [label, wrong] of WRONG_TYPES) if (!(named.name === 'ID' && typeof wrong === 'number')) set(label, wrong);
    for (const character of BROKEN_CHARACTERS) for (const [place, put] of PLACES) set(`${codeOf(character)} ${place}`, put(sample, character));
    set('100,000 characters', 'a'.repeat(100_000));
  };
  if (isEnumType(named)) {
    for (const [label, wrong] of [...WRONG_TYPES, ['"bogus"', 'bogus'], ['""', ''], ['in other case', swapCase(named.getValues()[0]?.name ?? '')]] as const) set(label, wrong);
  } else if (named.name === 'Boolean') {
    for (const [label, wrong] of WRONG_FOR_BOOLEAN) set(label, wrong);
  } else if (named.name === 'Int') {
    for (const [label, wrong] of [...WRONG_TYPES.filter(([, value]) => !Number.isInteger(value) || Math.abs(value as number) > 2 ** 31), ['"1"', '1'], ['-1', -1], ['2^31', 2 ** 31]] as const) set(label, wrong);
    if (name !== 'offset') set('101', 101);
  } else if (name === 'after' || name === 'before') {
    textual(FORGED_CURSORS[4] ?? 'x');
    for (const cursor of FORGED_CURSORS) set(`forged cursor ${cursor.slice(0, 24)}`, cursor);
  } else if (named.name === 'ID') {
    textual(toGlobalId('Job', '00000000-0000-4000-8000-000000000000'));
    for (const id of FORGED_IDS) set(`forged id ${Buffer.from(id, 'base64url').toString('utf8').slice(0, 24)}`, id);
  } else {
    textual('Rao');
  }
  return probes;
}

/** Arguments that name a record: a well-formed one of no record may be answered "not found". */
const RECORD_ARGUMENTS = new Set(['id', 'fileId', 'slug', 'endpointId', 'eventId', 'adminId']);

function graphqlReadProblem(probe: Probe, status: number, body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; fields?: { path: string }[] } }[] }): string | null {
  // GraphQL answers 200 with INTERNAL_SERVER_ERROR where REST would have answered 500.
  const fault = serverFault(probe, status >= 500 || (body.errors ?? []).some((error) => SERVER_ERROR_CODES.has(error.extensions?.code ?? '')), JSON.stringify(body));
  if (fault) return fault;
  const [error] = body.errors ?? [];
  // A well-formed id or slug of no record: `node` answers null, the others "not found".
  if (!error) return body.data && Object.values(body.data).every((value) => value === null) ? null : `${probe.label}: accepted (${status})`;
  const code = error.extensions?.code;
  if (code === 'NOT_FOUND' && RECORD_ARGUMENTS.has(probe.field ?? '')) return null;
  if (code !== 'BAD_USER_INPUT') return `${probe.label}: ${code} (${error.message})`;
  const named = error.extensions?.fields?.some((field) => field.path === probe.field) || error.message.includes(`"$${probe.field}"`);
  return named ? null : `${probe.label}: does not name ${probe.field} (${error.message})`;
}

/**
 * The content kinds' queries come from one factory (`defineKindApi`): every kind's `stories`,
 * `story` and `storyRevisions` are the same code under its own names. Their arguments are probed on
 * one kind; every other kind is checked (below) to take the very same arguments, of the same types.
 */
const PROBED_KIND = STORY_KIND;
const UNPROBED_KIND_QUERIES = new Set(CONTENT_KIND_LIST.filter((kind) => kind !== PROBED_KIND).flatMap((kind) => kindQueryNames(kind)));
const queryFields = schema.getQueryType()?.getFields() ?? {};
const queries = Object.values(queryFields).filter((field) => field.args.length > 0 && !UNPROBED_KIND_QUERIES.has(field.name));

describe("the content kinds' queries", () => {
  it(`take the arguments of the ${PROBED_KIND.label.many.toLowerCase()}' queries, probed above: the same names, of the same types`, () => {
    const argumentsOf = (names: readonly string[]) => names.map((name) => queryFields[name]?.args.map((arg) => `${arg.name}: ${String(arg.type)}`));
    const probed = argumentsOf(kindQueryNames(PROBED_KIND));
    expect(probed).toEqual([['status: ContentStatus'], ['id: ID', 'slug: String'], ['id: ID!']]);
    for (const kind of CONTENT_KIND_LIST) expect(argumentsOf(kindQueryNames(kind)), kind.typeName).toEqual(probed);
  });
});

/** The valid value of a query's required arguments, sent with each probe of its other arguments: the record it reads. */
const REQUIRED_ARGUMENTS: Record<string, (records: Records) => Promise<Record<string, unknown>>> = {
  webhookDeliveries: async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks', payload: { url: 'https://hooks.example.com/finmesh', eventTypes: ['contact.received'] }, headers: t.admin });
    return { endpointId: toGlobalId('WebhookEndpoint', response.json<{ data: { _id: string } }>().data._id) };
  },
  demoRequestStatusChange: async (records) => ({ id: toGlobalId('DemoRequest', records.demo), status: 'confirmed' }),
  eventBookings: async (records) => ({ eventId: toGlobalId('Event', records.bookedEvent.id) }),
  eventSeats: async (records) => ({ eventId: toGlobalId('Event', records.bookedEvent.id) }),
};

describe.each(queries.map((field) => [field.name, field] as const))('query %s', (name, field) => {
  it('refuses every generated bad argument with BAD_USER_INPUT naming it (or finds nothing), and changes nothing', async () => {
    const records = await seed();
    const required = (await REQUIRED_ARGUMENTS[name]?.(records)) ?? {};
    const selection = isScalarType(getNamedType(field.type)) ? '' : ' { __typename }';
    const probes = field.args.flatMap((arg) => argumentProbes(arg.name, arg.type));
    // A query whose only arguments are enums (a kind's list by status) has fewer wrong values to send.
    expect(probes.length).toBeGreaterThanOrEqual(field.args.every((arg) => isEnumType(getNamedType(arg.type))) ? 20 : 200);
    await expectAllRefused(probes, async (probe) => {
      const arg = field.args.find((candidate) => candidate.name === probe.field);
      if (!arg) throw new Error(`${probe.label}: no such argument`);
      const sent = field.args.filter((candidate) => candidate === arg || (candidate.name in required && candidate.name !== arg.name));
      const document = `query(${sent.map((candidate) => `$${candidate.name}: ${String(candidate.type)}`).join(', ')}) { ${name}(${sent.map((candidate) => `${candidate.name}: $${candidate.name}`).join(', ')})${selection} }`;
      const { status, body } = await graphql(t.app, document, { ...required, [arg.name]: probe.body }, t.admin);
      return graphqlReadProblem(probe, status, body);
    });
  });
});

describe('REST lists read from the query string', () => {
  const LISTS: { url: string; status: boolean; search: boolean }[] = [
    { url: '/api/jobs', status: true, search: false },
    { url: '/api/career/applications', status: true, search: false },
    { url: '/api/contact/admin/contact-submissions', status: true, search: true },
    { url: '/api/admin/demo-requests', status: true, search: false },
    { url: '/api/subscriptions', status: true, search: true },
    { url: '/email-recipients', status: false, search: true },
  ];
  const NOT_WHOLE_NUMBERS = ['0', '-1', '1.5', '1e21', 'abc', 'NaN', 'Infinity', 'true', '[]', '{}', '1%00', '%00', '1%20a', '9'.repeat(400)];
  const NOT_STATUSES = ['bogus', 'ALL', '__proto__', 'constructor', '%00', 'a'.repeat(5_000)];
  /** Query strings nothing needs to refuse: unknown or prototype keys are ignored, never read. */
  // The bytes of a lone surrogate (a URL cannot carry one) decode to U+FFFD: a search like any other.
  const HARMLESS = ['foo=bar', '__proto__=x', '__proto__[isAdmin]=1', 'constructor[prototype][isAdmin]=1', 'hasOwnProperty=1', 'page=', 'limit=&page=', 'search=%ED%A0%80'];

  const probesOf = (list: (typeof LISTS)[number]): Probe[] => {
    const probes: Probe[] = [];
    const set = (field: string, query: string) => probes.push({ label: `?${query.slice(0, 60)}`, body: query, field });
    for (const field of ['page', 'limit']) {
      for (const value of NOT_WHOLE_NUMBERS) set(field, `${field}=${value}`);
      set(field, `${field}=${field === 'page' ? 1_000_001 : 101}`);
      set(field, `${field}=1&${field}=2`);
    }
    if (list.status) {
      for (const value of NOT_STATUSES) set('status', `status=${value}`);
      set('status', 'status=new&status=all');
      for (const character of CONTROL_CHARACTERS) for (const put of [(c: string) => c, (c: string) => `all${c}`, (c: string) => `a${c}ll`]) set('status', `status=${encodeURIComponent(put(character))}`);
    }
    if (list.search) {
      for (const character of CONTROL_CHARACTERS) for (const put of [(c: string) => c, (c: string) => `Rao${c}`, (c: string) => `R${c}ao`]) set('search', `search=${encodeURIComponent(put(character))}`);
      set('search', `search=${'a'.repeat(201)}`);
      set('search', `search=${'a'.repeat(5_000)}`);
      set('search', 'search=a&search=b');
    }
    for (const query of HARMLESS) probes.push({ label: `?${query} (harmless)`, body: query });
    return probes;
  };

  it.each(LISTS)('$url refuses every generated bad query with 400 naming the field, and changes nothing', async (list) => {
    await seed();
    const probes = probesOf(list);
    expect(probes.length).toBeGreaterThanOrEqual(200);
    await expectAllRefused(probes, async (probe) => {
      const response = await t.app.inject({ method: 'GET', url: `${list.url}?${String(probe.body)}`, headers: t.admin });
      if (probe.field) return restProblem(probe, response.statusCode, response.body, false);
      const fault = serverFault(probe, response.statusCode >= 500, response.body);
      if (fault) return fault;
      return response.statusCode === 200 ? null : `${probe.label}: answered ${response.statusCode} (${response.body.slice(0, 120)})`;
    });
  });
});

// ---------------------------------------------------------------- format characters (issue P17)

/** Where UTS #46 would drop an invisible character from an address, which was then mailed elsewhere: before its last dot. */
const IN_THE_DOMAIN: (typeof PLACES)[number] = ['in the domain', (value, character) => value.replace(/\.(?=[^.]*$)/, `${character}.`)];

/** Each format character alone in, and inside, each text field of a valid body (and inside an item of a list); in an address's domain too. */
function formatProbes(valid: Record<string, unknown>, fields: Record<string, Kind>): Probe[] {
  const probes: Probe[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    if (kind === 'boolean' || kind === 'formBoolean') continue;
    const value = valid[field];
    for (const character of FORMAT_CHARACTERS) {
      if (kind === 'list') {
        probes.push({ label: `${field}: [${codeOf(character)} inside an item]`, body: { ...valid, [field]: [`${String((value as unknown[])[0] ?? 'x')}${character}`] }, field });
        continue;
      }
      for (const [place, put] of [...PLACES.filter(([name]) => name === 'alone' || name === 'inside'), ...(field === 'email' ? [IN_THE_DOMAIN] : [])]) {
        probes.push({ label: `${field}: ${codeOf(character)} ${place}`, body: { ...valid, [field]: put(String(value), character) }, field });
      }
    }
  }
  return probes;
}

/**
 * A text may take a format character or refuse it, never with a server error; an address always
 * refuses it, naming the field. `refusedNaming`: the answer refused the input and named the field.
 */
function formatProblem(probe: Probe, serverError: boolean, text: string, refusedNaming: boolean): string | null {
  const fault = serverFault(probe, serverError, text);
  if (fault) return fault;
  return probe.field === 'email' && !refusedNaming ? `${probe.label}: an address took it` : null;
}

/** Sends every probe and expects no problem; the tables may change, as a text with a format character can be taken. */
async function expectNoFault(probes: readonly Probe[], judge: (probe: Probe) => Promise<string | null>): Promise<void> {
  expect(probes.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const probe of probes) {
    const problem = await judge(probe);
    if (problem) problems.push(problem);
  }
  // The operations were counted by their bad inputs' runs.
  tally.formatInputs += probes.length;
  expect(problems).toEqual([]);
}

const restNames = (text: string, field: string | undefined) => {
  const body = JSON.parse(text) as { errors?: { path: string }[] };
  return body.errors?.some((error) => error.path === field) === true;
};

describe('Unicode format characters in every text field (issue P17)', () => {
  it.each(REST_OPERATIONS)('$name takes or refuses each, never with a 5xx; an address refuses each', async (operation) => {
    const records = await seed();
    await expectNoFault(formatProbes(operation.valid(records), operation.fields), async (probe) => {
      const response = await t.app.inject({ method: operation.method, url: operation.url(records), headers: { ...t.admin, 'content-type': 'application/json' }, payload: JSON.stringify(probe.body) });
      return formatProblem(probe, response.statusCode >= 500, response.body, response.statusCode === 400 && restNames(response.body, probe.field));
    });
  });

  it.each(Object.keys(GRAPHQL_INPUTS))('mutation %s takes or refuses each, never with INTERNAL_SERVER_ERROR; an address refuses each', async (name) => {
    const inputArg = mutations[name]?.args.find((arg) => arg.name === 'input');
    const inputType = inputArg && getNamedType(inputArg.type);
    if (!inputType || !isInputObjectType(inputType)) throw new Error(`${name} takes no input object`);
    const records = await seed();
    const valid = GRAPHQL_INPUTS[name]?.(records) ?? {};
    const kinds: Record<string, Kind> = {};
    for (const key of Object.keys(valid)) {
      const field = inputType.getFields()[key];
      const kind = field && kindOf(field.type);
      if (kind && !SPAM_GUARD_FIELDS.has(key)) kinds[key] = kind;
    }
    const document = `mutation($input: ${inputType.name}!) { ${name}(input: $input) { __typename } }`;
    await expectNoFault(formatProbes(valid, kinds), async (probe) => {
      const { status, body } = await graphql(t.app, document, { input: probe.body }, t.admin);
      const errors = body.errors ?? [];
      const named = errors.some((error) => error.extensions?.code === 'BAD_USER_INPUT' && (error.extensions.fields ?? []).some((field) => field.path === probe.field));
      return formatProblem(probe, status >= 500 || errors.some((error) => SERVER_ERROR_CODES.has(error.extensions?.code ?? '')), JSON.stringify(body), named);
    });
  });

  it('the application form (multipart) takes or refuses each, never with a 5xx; an address refuses each', async () => {
    const records = await seed();
    const fields = text('firstName', 'middleName', 'lastName', 'email', 'country', 'phone', 'coverNote');
    await expectNoFault(formatProbes({ ...VALID_APPLICATION, middleName: 'R' }, fields), async (probe) => {
      const form = multipart({ ...VALID_APPLICATION, jobId: records.job, ...(probe.body as Record<string, string>) }, [{ field: 'resume', filename: 'cv.pdf', content: PDF }]);
      const response = await t.app.inject({ method: 'POST', url: '/api/career/apply', ...form });
      return formatProblem(probe, response.statusCode >= 500, response.body, response.statusCode === 400 && restNames(response.body, probe.field));
    });
  });

  const textualArgs = (field: (typeof queries)[number]) => field.args.filter((arg) => ['String', 'ID'].includes(getNamedType(arg.type).name));
  it.each(queries.filter((field) => textualArgs(field).length > 0).map((field) => [field.name, field] as const))('query %s takes or refuses each in a text argument, never with INTERNAL_SERVER_ERROR', async (name, field) => {
    await seed();
    const selection = isScalarType(getNamedType(field.type)) ? '' : ' { __typename }';
    const textual = textualArgs(field);
    const probes = textual.flatMap((arg) => FORMAT_CHARACTERS.map((character): Probe => ({ label: `${arg.name}: ${codeOf(character)}`, body: `Rao${character}`, field: arg.name })));
    await expectNoFault(probes, async (probe) => {
      const arg = textual.find((candidate) => candidate.name === probe.field);
      if (!arg) throw new Error(`${probe.label}: no such argument`);
      const document = `query($${arg.name}: ${String(arg.type)}) { ${name}(${arg.name}: $${arg.name})${selection} }`;
      const { status, body } = await graphql(t.app, document, { [arg.name]: probe.body }, t.admin);
      // An address argument (privacyLookup's) refuses it, naming the argument.
      const refusedNaming = (body.errors ?? []).some((error) => error.extensions?.code === 'BAD_USER_INPUT' && (error.extensions.fields as { path: string }[] | undefined)?.some((field) => field.path === probe.field) === true);
      return formatProblem(probe, status >= 500 || (body.errors ?? []).some((error) => SERVER_ERROR_CODES.has(error.extensions?.code ?? '')), JSON.stringify(body), refusedNaming);
    });
  });
});
