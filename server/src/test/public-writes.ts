import type { FastifyInstance } from 'fastify';
import { BOOKING_MESSAGES } from '../rules/bookings.js';
import { APPLICATION_MESSAGES } from '../rules/careers.js';
import { CONTACT_MESSAGES } from '../rules/contact.js';
import { DEMO_MESSAGES } from '../rules/demo.js';
import { graphqlApplication, postActiveJob, restApplication } from './applications.js';
import { graphql } from './app.js';
import { EVENT_INPUT } from './events.js';
import { VALID_APPLICATION, VALID_CONTACT, VALID_DEMO } from './payloads.js';

export type Fields = Record<string, string>;

/** What the API answered to a write. */
export interface Answer {
  accepted: boolean;
  /** The fields the refusal names. */
  fields: string[];
  messages: string[];
}

/** A public form's write through one API, for tests that walk them all (issues P16, P17). */
export interface PublicWrite {
  name: string;
  valid: Fields;
  oneLine: string[];
  lines: string[];
  /** Where the record's address is stored. */
  table: string;
  /** The form's message for an address it refuses. */
  emailInvalid: string;
  /** A form that keeps one record per address (a booking, per event): another spelling of a taken address is refused. */
  onePerAddress?: boolean;
  send(fields: Fields, target: WriteTarget): Promise<Answer>;
}

/** What the writes are for: the job an application applies to, the event a booking books (`writeTarget`). */
export interface WriteTarget {
  jobId: string;
  event: string;
}

/** A job open to applications and a published event taking bookings, for one test's writes (`admin`: the headers of one who may make them). */
export async function writeTarget(app: FastifyInstance, admin: { authorization: string }): Promise<WriteTarget> {
  const jobId = await postActiveJob(app, admin);
  const created = await app.inject({ method: 'POST', url: '/api/admin/events', headers: admin, payload: { ...EVENT_INPUT, title: `Walk ${jobId.slice(0, 8)}`, capacity: 1000 } });
  const draft = created.json<{ data: { _id: string; slug: string; version: number } }>().data;
  await app.inject({ method: 'POST', url: `/api/admin/events/${draft._id}/publish`, headers: admin, payload: { version: draft.version } });
  return { jobId, event: draft.slug };
}

/** The newsletter form, through one API: it takes only an address. */
export interface NewsletterWrite {
  name: string;
  send(email: string): Promise<Answer>;
}

const CONTACT: Fields = { ...VALID_CONTACT, middleName: 'K', companyName: 'Sahyadri Textiles', customRole: '' };
const CONTACT_ONE_LINE = ['firstName', 'middleName', 'lastName', 'companyName', 'country', 'role'];
const DEMO: Fields = { ...VALID_DEMO, companyName: 'Bluepeak', designation: 'CFO', timeZone: 'Asia/Kolkata' };
const DEMO_ONE_LINE = ['firstName', 'lastName', 'companyName', 'designation', 'timeZone'];
const APPLICATION: Fields = { ...VALID_APPLICATION, middleName: 'R' };
const APPLICATION_ONE_LINE = ['firstName', 'middleName', 'lastName', 'country', 'phone'];
const BOOKING: Fields = { firstName: 'Ananya', middleName: 'K', lastName: 'Rao', companyName: 'Bluepeak', designation: 'CFO', email: 'ananya.rao@example.com', country: 'India', phoneNumber: '+91 98765 43210', seats: '2' };
const BOOKING_ONE_LINE = ['firstName', 'middleName', 'lastName', 'companyName', 'designation', 'country', 'phoneNumber'];
/** A booking as its APIs take it: the number of seats a number, the event apart (in the address, or `event`). */
const bookingInput = ({ seats, ...fields }: Fields) => ({ ...fields, seats: Number(seats) });

/** Each public write through each API, sending to `app`: the fields go in, and whether they were taken comes back. */
export function publicWrites(app: () => FastifyInstance): { writes: PublicWrite[]; newsletter: NewsletterWrite[] } {
  const rest = async (url: string, payload: Record<string, unknown>): Promise<Answer> => restAnswer(await app().inject({ method: 'POST', url, payload }));
  const viaGraphQL = async (field: string, inputType: string, input: Record<string, unknown>): Promise<Answer> => {
    const { body } = await graphql(app(), `mutation($input: ${inputType}!) { ${field}(input: $input) { message } }`, { input });
    return graphqlAnswer(body);
  };
  const multipart = async (request: { url: string; headers: Record<string, string>; payload: Buffer }, viaGraphql: boolean): Promise<Answer> => {
    const response = await app().inject({ method: 'POST', ...request });
    return viaGraphql ? graphqlAnswer(response.json()) : restAnswer(response);
  };
  const contact = { table: 'contact_submissions', emailInvalid: CONTACT_MESSAGES.emailInvalid, lines: ['message'] };
  const demo = { valid: DEMO, oneLine: DEMO_ONE_LINE, lines: ['message'], table: 'demo_requests', emailInvalid: DEMO_MESSAGES.emailInvalid };
  const booking = { valid: BOOKING, oneLine: BOOKING_ONE_LINE, lines: [], table: 'event_bookings', emailInvalid: BOOKING_MESSAGES.emailInvalid, onePerAddress: true };
  const application = { valid: APPLICATION, oneLine: APPLICATION_ONE_LINE, lines: ['coverNote'], table: 'job_applications', emailInvalid: APPLICATION_MESSAGES.emailInvalid };
  return {
    writes: [
      { name: 'contact, REST', valid: CONTACT, oneLine: CONTACT_ONE_LINE, ...contact, send: (fields) => rest('/api/contact', fields) },
      { name: 'contact, GraphQL', valid: CONTACT, oneLine: CONTACT_ONE_LINE, ...contact, send: (fields) => viaGraphQL('submitContactForm', 'SubmitContactFormInput', fields) },
      {
        name: 'services message, REST',
        valid: { ...CONTACT, source: 'services', role: 'Equity' },
        oneLine: ['firstName', 'lastName', 'companyName', 'role'],
        ...contact,
        send: (fields) => rest('/api/contact', fields),
      },
      { name: 'demo request, REST', ...demo, send: (fields) => rest('/api/demo-requests', fields) },
      { name: 'demo request, GraphQL', ...demo, send: (fields) => viaGraphQL('requestDemo', 'RequestDemoInput', fields) },
      { name: 'application, REST', ...application, send: (fields, { jobId }) => multipart(restApplication(jobId, [], fields), false) },
      { name: 'application, GraphQL', ...application, send: (fields, { jobId }) => multipart(graphqlApplication(jobId, [], fields), true) },
      { name: 'seat booking, REST', ...booking, send: (fields, { event }) => rest(`/api/events/${event}/bookings`, bookingInput(fields)) },
      { name: 'seat booking, GraphQL', ...booking, send: (fields, { event }) => viaGraphQL('bookSeat', 'BookSeatInput', { ...bookingInput(fields), event }) },
    ],
    newsletter: [
      { name: 'newsletter, REST', send: (email) => rest('/api/subscriptions/subscribe', { email }) },
      { name: 'newsletter, GraphQL', send: (email) => viaGraphQL('subscribe', 'SubscribeInput', { email }) },
    ],
  };
}

export function restAnswer(response: { statusCode: number; json(): unknown }): Answer {
  const body = response.json() as { errors?: { param: string; msg: string }[] };
  return { accepted: response.statusCode === 201, fields: (body.errors ?? []).map((error) => error.param), messages: (body.errors ?? []).map((error) => error.msg) };
}

export function graphqlAnswer(body: { data?: unknown; errors?: readonly { extensions?: Record<string, unknown> }[] }): Answer {
  const fields = (body.errors ?? []).flatMap((error) => (error.extensions?.['fields'] as { path: string; message: string }[] | undefined) ?? []);
  return { accepted: !body.errors && body.data !== null, fields: fields.map((field) => field.path), messages: fields.map((field) => field.message) };
}
