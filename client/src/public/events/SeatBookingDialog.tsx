import { Button, Grid, Text, chakra } from '@chakra-ui/react';
import { useRef, type FormEvent } from 'react';
import { SEAT_BOOKING as COPY } from '../../content/events';
import { FormDialog } from '../../ui/FormDialog';
import { FormField } from '../../ui/FormField';
import { useFormState } from '../../ui/useFormState';
import { Input } from '../../ui/Input';
import { PersonFields } from '../forms/PersonFields';
import { useCountries } from '../forms/useCountries';

const { labels: LABELS } = COPY;

export interface SeatBooking {
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
}

const EMPTY: SeatBooking = { pronoun: '', firstName: '', middleName: '', lastName: '', companyName: '', designation: '', email: '', country: '', phoneNumber: '', numberOfTickets: '1' };

/** What the phone field keeps of what is typed: digits, and + (spec section 2). */
export const phoneDigits = (typed: string) => typed.replace(/[^\d+]/g, '');

interface SeatBookingDialogProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Book Your Seat (spec section 2): the seat booking form in a modal. The browser checks the
 * required fields (a required `FormField` marks its control `required`); the booking is sent nowhere (there is no ticketing yet): submitting confirms
 * with the alert "Ticket booked successfully!" and closes the modal. The country fills in the
 * phone number's calling code.
 */
export default function SeatBookingDialog({ open, onClose, returnFocusTo }: SeatBookingDialogProps) {
  const { values, edit, reset } = useFormState(EMPTY);
  const firstField = useRef<HTMLElement>(null);
  const { countries } = useCountries();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(COPY.booked);
    reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={COPY.title}
      description={COPY.lead}
      closeLabel={COPY.close}
      initialFocus={firstField}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Text fontSize="sm" color="fg.muted">
            <Text as="span" color="red.700" aria-hidden>
              *
            </Text>{' '}
            {COPY.requiredNote}
          </Text>
          <Button type="submit" form="seat-booking" size="lg">
            {LABELS.submit}
          </Button>
        </>
      }
    >
      <chakra.form id="seat-booking" onSubmit={onSubmit}>
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <PersonFields
            fields={['pronoun', 'firstName', 'middleName', 'lastName', 'companyName', 'designation', 'email', 'country', 'phone']}
            form={{ values, edit }}
            labels={LABELS}
            pronouns={COPY.pronouns}
            countries={countries}
            phone={{ name: 'phoneNumber', required: true, code: 'beside', keep: phoneDigits }}
            firstFieldRef={firstField}
          />
          <FormField label={LABELS.numberOfTickets} required>
            <Input
              type="number"
              inputMode="numeric"
              min={COPY.tickets.min}
              max={COPY.tickets.max}
              step={1}
              name="numberOfTickets"
              value={values.numberOfTickets}
              onChange={(event) => edit({ numberOfTickets: event.target.value })}
            />
          </FormField>
        </Grid>
      </chakra.form>
    </FormDialog>
  );
}
