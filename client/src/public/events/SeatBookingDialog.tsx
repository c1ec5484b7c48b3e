import { BOOKING_LIMITS } from '@rules/bookings';
import { Box, Button, Grid, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../../content/timing';
import { FormAlert } from '../../ui/FormAlert';
import { FormDialog } from '../../ui/FormDialog';
import { FormField } from '../../ui/FormField';
import { FormSuccess } from '../../ui/FormSuccess';
import { FormOnPage } from '../../ui/FullScreenOverlay';
import { HoneypotField } from '../../ui/HoneypotField';
import { Input } from '../../ui/Input';
import { useSuccessThenClose } from '../../ui/useSuccessThenClose';
import { formMutation } from '../forms/formMutation';
import { postedTo } from '../forms/formPages';
import { PersonFields } from '../forms/PersonFields';
import type { PageFormProps, PostedForm } from '../forms/typedEarly';
import { useCheckedForm } from '../forms/useCheckedForm';
import { useCountries } from '../forms/useCountries';
import { ANSWER_FIELDS, SEAT_BOOKING_FIELDS, phoneDigits, seatBookingInput } from './seatBookingForm';
import { SEAT_BOOKING_WORDS as COPY } from './seatBookingWords';

export { phoneDigits };

const { labels: LABELS } = COPY;

// The mutation and Apollo Client load when the visitor starts filling the form.
const booking = formMutation(() => import('./bookSeat').then((module) => module.bookSeat));

/** Which event a Book Your Seat button books (`data-event`: its slug); none for a button that names none. */
export interface SeatTarget {
  event: string | null;
}

interface SeatBookingDialogProps {
  /** `null` while closed (the dialog stays mounted so it can animate out). */
  target: SeatTarget | null;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Book Your Seat (spec section 2; issue P21): the seat booking form in a modal, sent as `bookSeat`
 * for the event its button names. What the server says replaces the form: booked (a confirmation
 * with the calendar invitation is on its way), on the waitlist, or awaiting approval; the modal
 * closes itself a while later. A refusal (the address already booked, booking closed) shows in the
 * form. The country fills in the phone number's calling code.
 */
export default function SeatBookingDialog({ target, onClose, returnFocusTo }: SeatBookingDialogProps) {
  const open = target !== null;
  const [sent, setSent] = useSuccessThenClose(open, onClose, TIMING.applicationCloseMs);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLElement>(null);
  // While it closes it keeps showing what it showed.
  const [shown, setShown] = useState<SeatTarget | null>(target);
  if (target !== null && target !== shown) setShown(target);
  const questions = useBookingQuestions(shown?.event ?? null);

  return (
    <FormDialog open={open} onClose={onClose} title={COPY.title} description={COPY.lead} closeLabel={COPY.close} busy={busy} initialFocus={firstField} returnFocusTo={returnFocusTo}>
      {sent !== null ? (
        <FormSuccess title={COPY.sent.title} message={sent} note={COPY.sent.note} done={{ label: COPY.close, onDone: onClose }} />
      ) : shown?.event ? (
        <SeatBookingForm event={shown.event} questions={questions} firstField={firstField} onBusy={setBusy} onSent={setSent} />
      ) : (
        <Text ref={firstField as React.RefObject<HTMLParagraphElement>} tabIndex={-1}>
          {COPY.noEvent}
        </Text>
      )}
    </FormDialog>
  );
}

/** The event's questions, read (with Apollo Client) when the dialog opens for it; none until then. */
function useBookingQuestions(event: string | null): readonly string[] {
  const [read, setRead] = useState<{ event: string; questions: readonly string[] } | null>(null);
  useEffect(() => {
    if (event === null) return;
    let current = true;
    void import('./bookSeat')
      .then((module) => module.bookingQuestions(event))
      .then((questions) => {
        if (current) setRead({ event, questions });
      });
    return () => {
      current = false;
    };
  }, [event]);
  return read?.event === event ? read.questions : NO_QUESTIONS;
}

const NO_QUESTIONS: readonly string[] = [];

/**
 * The same form on its own page, /forms/booking?event=<slug> (`questions`: the event's, read by the
 * server that renders the page; `posted`: the server's answer to a plain post of it).
 */
export function SeatBookingPageForm({ event, questions = NO_QUESTIONS, posted = null }: { event: string; questions?: readonly string[]; posted?: PostedForm | null }) {
  return <FormOnPage Form={SeatBookingForm} props={{ event, questions, posted, shown: 'with-page' as const }} success={COPY.sent} />;
}

interface SeatBookingFormProps extends PageFormProps {
  event: string;
  /** The event's questions: an optional text field for each, answered in their order. */
  questions: readonly string[];
  firstField: React.RefObject<HTMLElement | null>;
  onBusy?: (busy: boolean) => void;
  onSent: (message: string) => void;
}

function SeatBookingForm({ event, questions, firstField, onBusy, onSent, posted = null, shown = 'on-open' }: SeatBookingFormProps) {
  const { countries } = useCountries();
  const { form, values, errors, submitting, submitButton, honeypot, edit, check, handleSubmit } = useCheckedForm({ ...SEAT_BOOKING_FIELDS, shown, posted });

  useEffect(() => onBusy?.(submitting), [onBusy, submitting]);

  return (
    <chakra.form
      ref={form}
      {...postedTo('booking', { event })}
      onSubmit={handleSubmit((guard) => booking.send(seatBookingInput(values, event, countries, guard)), onSent)}
      onFocus={booking.preload}
      noValidate
      aria-busy={submitting}
      position="relative"
    >
      <HoneypotField {...honeypot} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <PersonFields
            fields={['pronoun', 'firstName', 'middleName', 'lastName', 'companyName', 'designation', 'email', 'country', 'phone']}
            form={{ values, errors, edit, check }}
            labels={LABELS}
            pronouns={COPY.pronouns}
            countries={countries}
            phone={{ name: 'phoneNumber', required: true, code: 'beside', keep: phoneDigits }}
            firstFieldRef={firstField}
          />
          <FormField label={LABELS.numberOfTickets} error={errors.numberOfTickets} required>
            <Input
              type="number"
              inputMode="numeric"
              min={COPY.tickets.min}
              max={COPY.tickets.max}
              step={1}
              name="numberOfTickets"
              value={values.numberOfTickets}
              onChange={(change) => edit({ numberOfTickets: change.target.value })}
              onBlur={check('numberOfTickets')}
            />
          </FormField>
          {questions.slice(0, ANSWER_FIELDS.length).map((question, index) => {
            const field = ANSWER_FIELDS[index] ?? 'answer1';
            return (
              <Box key={field} gridColumn={{ sm: 'span 2' }}>
                <FormField label={question} error={errors[field]} optionalNote={COPY.optional}>
                  <Input name={field} maxLength={BOOKING_LIMITS.answerMax} value={values[field]} onChange={(change) => edit({ [field]: change.target.value })} onBlur={check(field)} />
                </FormField>
              </Box>
            );
          })}
        </Grid>
      </chakra.fieldset>
      {errors.form && <FormAlert mt="6">{errors.form}</FormAlert>}
      <Text fontSize="sm" color="fg.muted" mt="6">
        <Text as="span" color="red.700" aria-hidden>
          *
        </Text>{' '}
        {COPY.requiredNote}
      </Text>
      <Button type="submit" size="lg" mt="4" w={{ base: 'full', sm: 'auto' }} px="10" {...submitButton}>
        {submitting ? LABELS.submitting : LABELS.submit}
      </Button>
    </chakra.form>
  );
}
