import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { BOOKING_OUTCOME_MESSAGES } from '@rules/bookings';
import { NEWSLETTER_MESSAGES } from '@rules/newsletter';
import { HTTP_STATUS_OF, type ErrorCode } from '@rules/server';
import { print } from 'graphql';
import type { ExecuteGraphQL, FormPost } from '@shared/render-seam';
import { refusalFromErrors } from '../../app/graphql-errors';
import { POSTED_MEETING_OFFSET, POSTED_MEETING_TIME_ZONE } from '../../content/demo';
import type { CountryOption } from '../../content/forms';
import { APPLICATION_FIELDS, applicationInput } from '../careers/applicationForm';
import { applicationTargetOfQuery } from '../careers/applications';
import { ApplyForJobMutation } from '../careers/uploadApplication';
import { CONTACT_FIELDS, contactInput } from '../contact/contactForm';
import { SubmitContactFormMutation } from '../contact/submitContactForm';
import { DEMO_FIELDS, demoInput } from '../demo/demoForm';
import { RequestDemoMutation } from '../demo/requestDemo';
import { BookSeatMutation } from '../events/bookSeat';
import { SEAT_BOOKING_FIELDS, seatBookingInput } from '../events/seatBookingForm';
import { SIGNUP_FIELDS } from '../newsletter/signupForm';
import { SubscribeMutation } from '../newsletter/subscribe';
import { SERVICES_FIELDS, servicesInput } from '../services/servicesForm';
import { isPostedForm, type PostedFormName } from '../forms/formPages';
import { leadOutcomeOfPayload, leadOutcomeOfRefusal } from '../forms/leadOutcome';
import type { LeadOutcome } from '../forms/messages';
import { formValues, type PostedForm } from '../forms/typedEarly';
import { problemMessages, unsentMessages, type FieldErrors, type FormDefinition } from '../forms/useCheckedForm';
import type { SpamGuardFields } from '../forms/useFormToken';


/** What a post comes to: stored, or the form to show again, with the status it goes with. */
/** Stored (`sentAs`: the thanks page's `sent` value when it is not the form's usual thanks), or the form again. */
export type PostAnswer = { sent: true; sentAs?: string } | { sent: false; status: number; posted: PostedForm };

/** The `sent` value of the newsletter's thanks while its confirmation email is on its way (double opt-in). */
export const SENT_CONFIRMING = 'confirming';

interface Sending {
  execute: ExecuteGraphQL;
  countries: readonly CountryOption[];
  guard: SpamGuardFields;
  /** The page's query (the job an application is for). */
  query: URLSearchParams;
  uploads: readonly unknown[];
}

/** How a mutation went: its outcome as the browser's forms see it, and the HTTP status for the page. */
interface Sent {
  outcome: LeadOutcome;
  status: number;
}

type AnswerPost = (post: FormPost, sending: Omit<Sending, 'guard' | 'uploads'>) => Promise<PostAnswer>;

/** A form as it takes plain posts: its answer, and how many fields a post of it may hold. */
interface PostedFormHandling {
  answer: AnswerPost;
  fieldLimit: number;
}

/**
 * What a browser may send besides a form's own fields: the spam guard's honeypot (`website`), and a
 * few to spare (a submit button with a name, an extension's field). A post with more is no form of ours.
 */
const SPARE_FIELDS = 4;

/**
 * A form's answer to a plain post: its values read as the browser's form would hold them, checked
 * by the form's own rules, then sent as the browser's form sends them (`send`). The answer is that
 * it was stored, or the values with each message where the browser would show it.
 */
function answering<TValues extends object, TField extends keyof TValues & string>(
  definition: FormDefinition<TValues, TField>,
  send: (values: TValues, sending: Sending) => Promise<Sent>,
): PostedFormHandling {
  const answer: AnswerPost = async (post, sending) => {
    const typed: TValues = { ...definition.empty, ...formValues(post.fields, definition.empty) };
    const values = definition.kept ? definition.kept(typed, sending.countries) : typed;
    const keep = (errors: FieldErrors<TField>, status: number): PostAnswer => ({ sent: false, status, posted: { values: asJson(values), errors: asJson(errors) as PostedForm['errors'] } });

    const found: FieldErrors<TField> = definition.problems ? { ...definition.problems(values) } : {};
    if (post.refused) found[definition.serverField(post.refused.path, values)] ??= post.refused.message;
    if (Object.values(found).some(Boolean)) return keep(problemMessages(found, definition.banner ?? false), post.refused ? 413 : 400);

    const website = post.fields.find(([name]) => name === 'website')?.[1] ?? '';
    const { outcome, status } = await send(values, { ...sending, uploads: post.uploads, guard: { website, formToken: null } });
    // The server says which thanks (the newsletter's, with double opt-in, adds the confirmation sentence).
    if (outcome.kind === 'sent') {
      if (outcome.message === NEWSLETTER_MESSAGES.subscribedPending) return { sent: true, sentAs: SENT_CONFIRMING };
      // A booking's thanks says where it landed: its status is the `sent` value.
      return isBookingOutcome(outcome.message) ? { sent: true, sentAs: outcome.message } : { sent: true };
    }
    return keep(unsentMessages(outcome, values, definition), status);
  };
  return { answer, fieldLimit: Object.keys(definition.empty).length + SPARE_FIELDS };
}

/**
 * Each form posted without the page's scripts, sent as the browser's form would send it: the same
 * values, the same checks first, the same input built for the same mutation. The honeypot travels
 * with the post; the spam guard's timing token does not (a post is judged without one).
 */
const POSTED: Record<PostedFormName, PostedFormHandling> = {
  newsletter: answering(SIGNUP_FIELDS, ({ email }, { execute, guard }) =>
    run(execute, SubscribeMutation, { input: { email: email.trim(), website: guard.website } }, (data) => ({ kind: 'sent', message: data.subscribe.message })),
  ),
  contact: answering(CONTACT_FIELDS, (values, { execute, countries, guard }) =>
    run(execute, SubmitContactFormMutation, { input: contactInput(values, countries, guard) }, (data) => leadOutcomeOfPayload(data.submitContactForm)),
  ),
  services: answering(SERVICES_FIELDS, (values, { execute, countries, guard }) =>
    run(execute, SubmitContactFormMutation, { input: servicesInput(values, countries, guard) }, (data) => leadOutcomeOfPayload(data.submitContactForm)),
  ),
  demo: answering(DEMO_FIELDS, (values, { execute, guard }) => {
    const input = { ...demoInput(values, guard), meetingDate: postedMeetingDate(values.meetingDate), timeZone: POSTED_MEETING_TIME_ZONE };
    return run(execute, RequestDemoMutation, { input }, (data) => leadOutcomeOfPayload(data.requestDemo));
  }),
  booking: answering(SEAT_BOOKING_FIELDS, (values, { execute, countries, guard, query }) =>
    run(execute, BookSeatMutation, { input: seatBookingInput(values, query.get('event') ?? '', countries, guard) }, (data) => ({ kind: 'sent', message: data.bookSeat.status })),
  ),
  application: answering(APPLICATION_FIELDS, (values, { execute, countries, guard, query, uploads }) => {
    const input = applicationInput(values, applicationTargetOfQuery(query), countries, guard);
    return run(execute, ApplyForJobMutation, { input, resumes: uploads.length > 0 ? [...uploads] : null }, (data) => leadOutcomeOfPayload(data.applyForJob));
  }),
};

/** The answer to a plain post of `form` (see `answering`). */
export const answerPost = (form: PostedFormName, post: FormPost, sending: Omit<Sending, 'guard' | 'uploads'>): Promise<PostAnswer> => POSTED[form].answer(post, sending);

/**
 * The most fields a plain post of `form` may hold, files included: the form's own and a few more.
 * The server refuses a post with more (413) before reading it any further. A post to a page that
 * is no form (it is answered with that page) may hold as many as the largest form's.
 */
export const postedFieldLimit = (form: string | undefined): number =>
  isPostedForm(form) ? POSTED[form].fieldLimit : Math.max(...Object.values(POSTED).map(({ fieldLimit }) => fieldLimit));

/** The thanks of `form`'s page for its `sent` value (`?sent=1`, or `?sent=confirming` for a newsletter sign-up to confirm). */
export const thanksOf = (form: PostedFormName, sent: string | null): string => {
  if (form === 'newsletter' && sent === SENT_CONFIRMING) return NEWSLETTER_MESSAGES.subscribedPending;
  if (form === 'booking' && isBookingOutcome(sent)) return BOOKING_OUTCOME_MESSAGES[sent];
  return THANKS[form];
};

/** A booking's outcome as its thanks page's `sent` value names it. */
const isBookingOutcome = (value: string | null): value is keyof typeof BOOKING_OUTCOME_MESSAGES => value !== null && Object.hasOwn(BOOKING_OUTCOME_MESSAGES, value);

/** What each form says once stored (the server's own words for it, as the browser's form falls back to). */
export const THANKS: Record<PostedFormName, string> = {
  newsletter: SIGNUP_FIELDS.messages.thanks,
  contact: CONTACT_FIELDS.messages.thanks,
  services: SERVICES_FIELDS.messages.thanks,
  demo: DEMO_FIELDS.messages.thanks,
  application: APPLICATION_FIELDS.messages.thanks,
  booking: SEAT_BOOKING_FIELDS.messages.thanks,
};

/**
 * A meeting time as posted (`YYYY-MM-DDTHH:mm`, no time zone): the visitor's zone is only known to
 * the page's script, so it is read as India's, as the form says; anything else goes on as it came,
 * for the server to refuse.
 */
function postedMeetingDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value) ? new Date(`${value}${POSTED_MEETING_OFFSET}`) : new Date(Number.NaN);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

/** The HTTP status of a refusal, by the server's code (as the REST routes answer it); 500 for one it does not name. */
const statusOf = (code: string): number => (Object.hasOwn(HTTP_STATUS_OF, code) ? HTTP_STATUS_OF[code as ErrorCode] : 500);

async function run<TData, TVariables extends Record<string, unknown>>(
  execute: ExecuteGraphQL,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  outcomeOf: (data: TData) => LeadOutcome,
): Promise<Sent> {
  const response = await execute({ query: print(document), variables }).catch(() => null);
  if (!response) return { outcome: { kind: 'failed' }, status: 500 };
  if (response.errors?.length) {
    const refusal = refusalFromErrors(response.errors);
    return { outcome: leadOutcomeOfRefusal(refusal), status: refusal ? statusOf(refusal.code) : 500 };
  }
  // The executor ran this very document, so the data has its shape.
  const outcome = response.data ? outcomeOf(response.data as TData) : ({ kind: 'failed' } as const);
  return { outcome, status: outcome.kind === 'sent' ? 200 : outcome.kind === 'failed' ? 500 : 400 };
}

/** The values that can go back to the browser in the page: text and ticks (files have to be chosen again). */
function asJson(values: object): PostedForm['values'] {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | boolean] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean'));
}
