import { Box, Button, CloseButton, Dialog, Grid, NativeSelect, Portal, Text, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState, type FormEvent } from 'react';
import { SEAT_BOOKING as COPY } from '../../content/events';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormField } from '../../ui/FormField';
import { Input } from '../../ui/Input';
import { PhoneInput } from '../../ui/PhoneInput';
import { SelectRoot } from '../../ui/SelectRoot';
import { countryByCode, useCountries } from '../forms/useCountries';

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
  const [values, setValues] = useState<SeatBooking>(EMPTY);
  const firstField = useRef<HTMLSelectElement>(null);
  const { countries } = useCountries();
  const callingCode = countryByCode(countries, values.country)?.callingCode ?? '+1';
  const edit = (changes: Partial<SeatBooking>) => setValues((current) => ({ ...current, ...changes }));
  const text = (name: keyof SeatBooking) => ({ name, value: values[name], onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit({ [name]: event.target.value }) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.alert(COPY.booked);
    setValues(EMPTY);
    onClose();
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      initialFocusEl={() => firstField.current}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="2xl" mx="3">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14" borderBottomWidth="1px" borderColor="border">
              <Dialog.Title fontFamily="heading" fontWeight="800" fontSize="2xl">
                {COPY.title}
              </Dialog.Title>
              <Dialog.Description color="fg.muted">{COPY.lead}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body py="6">
              <chakra.form id="seat-booking" onSubmit={onSubmit}>
                <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
                  <FormField label={LABELS.pronoun}>
                    <SelectRoot>
                      <NativeSelect.Field ref={firstField} name="pronoun" bg="bg" value={values.pronoun} onChange={(event) => edit({ pronoun: event.target.value })} placeholder={LABELS.pronounPlaceholder}>
                        {COPY.pronouns.map((pronoun) => (
                          <option key={pronoun} value={pronoun}>
                            {pronoun}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </SelectRoot>
                  </FormField>
                  <FormField label={LABELS.firstName} required>
                    <Input autoComplete="given-name" {...text('firstName')} />
                  </FormField>
                  <FormField label={LABELS.middleName}>
                    <Input autoComplete="additional-name" {...text('middleName')} />
                  </FormField>
                  <FormField label={LABELS.lastName} required>
                    <Input autoComplete="family-name" {...text('lastName')} />
                  </FormField>
                  <FormField label={LABELS.companyName}>
                    <Input autoComplete="organization" {...text('companyName')} />
                  </FormField>
                  <FormField label={LABELS.designation}>
                    <Input autoComplete="organization-title" {...text('designation')} />
                  </FormField>
                  <Box gridColumn={{ sm: 'span 2' }}>
                    <FormField label={LABELS.email} required>
                      <Input type="email" autoComplete="email" {...text('email')} />
                    </FormField>
                  </Box>
                  <FormField label={LABELS.country} required>
                    <CountrySelect name="country" autoComplete="country" countries={countries} value={values.country} onChange={(country) => edit({ country })} placeholder={LABELS.countryPlaceholder} />
                  </FormField>
                  <FormField label={LABELS.phoneNumber} hint={`${LABELS.callingCode} ${callingCode}`} required>
                    <PhoneInput callingCode={callingCode} autoComplete="tel-national" name="phoneNumber" value={values.phoneNumber} onChange={(event) => edit({ phoneNumber: phoneDigits(event.target.value) })} />
                  </FormField>
                  <FormField label={LABELS.numberOfTickets} required>
                    <Input type="number" inputMode="numeric" min={COPY.tickets.min} max={COPY.tickets.max} step={1} {...text('numberOfTickets')} />
                  </FormField>
                </Grid>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" borderColor="border" justifyContent="space-between">
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" color="red.700" aria-hidden>
                  *
                </Text>{' '}
                {COPY.requiredNote}
              </Text>
              <Button type="submit" form="seat-booking" size="lg">
                {LABELS.submit}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={COPY.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
