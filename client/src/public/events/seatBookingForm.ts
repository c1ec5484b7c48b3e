import { BOOKING_LIMITS, BOOKING_MESSAGES, bookingRules } from '@rules/bookings';
import { withCallingCode } from '@rules/phone';
import type { CountryOption } from '../../content/forms';
import { FORM_MESSAGES } from '../forms/messages';
import { callingCodeOf } from '../forms/phone';
import { countryByCode } from '../forms/useCountries';
import { optionalText, problemsOf, type FormDefinition } from '../forms/useCheckedForm';
import type { SpamGuardFields } from '../forms/useFormToken';
import type { BookSeatInput } from '../gql/graphql';
import { SEAT_BOOKING_WORDS } from './seatBookingWords';

/** Book Your Seat as the visitor fills it. */
export interface SeatBookingValues {
  pronoun: string;
  firstName: string;
  middleName: string;
  lastName: string;
  companyName: string;
  designation: string;
  email: string;
  /** ISO code of the chosen country. */
  country: string;
  phoneNumber: string;
  numberOfTickets: string;
  /** The answers to the event's questions (`answer1` answers its first), as many fields as the most an event asks. */
  answer1: string;
  answer2: string;
  answer3: string;
  answer4: string;
  answer5: string;
}

/** The answer fields, in the order of the questions they answer (an event asks at most `BOOKING_LIMITS.questionsMax`). */
export const ANSWER_FIELDS = ['answer1', 'answer2', 'answer3', 'answer4', 'answer5'] as const satisfies readonly (keyof SeatBookingValues)[];
export type AnswerField = (typeof ANSWER_FIELDS)[number];

export type SeatBookingField = keyof SeatBookingValues;

const EMPTY: SeatBookingValues = { pronoun: '', firstName: '', middleName: '', lastName: '', companyName: '', designation: '', email: '', country: '', phoneNumber: '', numberOfTickets: '1', answer1: '', answer2: '', answer3: '', answer4: '', answer5: '' };

/** What the phone field keeps of what is typed: digits, and + (spec section 2). */
export const phoneDigits = (typed: string) => typed.replace(/[^\d+]/g, '');

const CHECKED: readonly SeatBookingField[] = ['firstName', 'middleName', 'lastName', 'companyName', 'designation', 'email', 'phoneNumber', 'numberOfTickets', ...ANSWER_FIELDS];

function fieldError(field: SeatBookingField, values: SeatBookingValues): string | null {
  switch (field) {
    case 'firstName':
    case 'middleName':
    case 'lastName':
    case 'companyName':
    case 'designation':
    case 'email':
      return bookingRules[field](values[field]);
    case 'phoneNumber':
      return bookingRules.phoneNumber(values.phoneNumber);
    case 'numberOfTickets':
      return bookingRules.seats(values.numberOfTickets);
    case 'answer1':
    case 'answer2':
    case 'answer3':
    case 'answer4':
    case 'answer5':
      return bookingRules.answer(values[field]);
    default:
      return null;
  }
}

const SERVER_FIELDS: Record<string, SeatBookingField> = { seats: 'numberOfTickets', phoneNumber: 'phoneNumber', country: 'country' };

/** The booking form's fields: each checked as the visitor leaves it, and all on submit; the server's refusals of the event itself show for the whole form. */
export const SEAT_BOOKING_FIELDS: FormDefinition<SeatBookingValues, SeatBookingField> = {
  empty: EMPTY,
  problems: problemsOf(CHECKED, fieldError),
  fieldError,
  serverField: (path) => {
    const [name = '', index] = path.replace(/^input\./, '').split('.');
    // The server names an answer by its place in the list (`answers.0`).
    if (name === 'answers') return ANSWER_FIELDS[Number(index)] ?? 'form';
    return SERVER_FIELDS[name] ?? (Object.hasOwn(EMPTY, name) ? (name as SeatBookingField) : 'form');
  },
  messages: { thanks: BOOKING_MESSAGES.booked, refused: SEAT_BOOKING_WORDS.submitRefused, failed: SEAT_BOOKING_WORDS.submitFailed, invalidValue: FORM_MESSAGES.invalidValue },
  kept: (values) => ({ ...values, phoneNumber: phoneDigits(values.phoneNumber) }),
};

/** The submission for the event `event` (its slug): trimmed text, the country by name, the phone with its calling code. */
export function seatBookingInput(values: SeatBookingValues, event: string, countries: readonly CountryOption[], guard: SpamGuardFields): BookSeatInput {
  const phone = values.phoneNumber.trim();
  return {
    event,
    pronoun: optionalText(values.pronoun),
    firstName: values.firstName.trim(),
    middleName: optionalText(values.middleName),
    lastName: values.lastName.trim(),
    companyName: optionalText(values.companyName),
    designation: optionalText(values.designation),
    email: values.email.trim(),
    country: countryByCode(countries, values.country)?.name ?? optionalText(values.country),
    phoneNumber: phone === '' ? undefined : phone.startsWith('+') ? phone : withCallingCode(phone, callingCodeOf(countries, values.country)),
    seats: Number(values.numberOfTickets),
    answers: answersOf(values),
    website: guard.website,
    formToken: guard.formToken ?? undefined,
  };
}

/**
 * The answers, in the questions' order: the form shows a field for each question of the event, so
 * the fields past its last question are empty; the empty ones at the end are left out (the server
 * keeps an unanswered question as empty text), and none at all sends no list.
 */
function answersOf(values: SeatBookingValues): string[] | undefined {
  const answers = ANSWER_FIELDS.map((field) => values[field].trim());
  while (answers.length > 0 && answers.at(-1) === '') answers.pop();
  return answers.length > 0 ? answers : undefined;
}

/** The most tickets one booking takes. */
export const TICKETS_MAX = BOOKING_LIMITS.seatsMax;
