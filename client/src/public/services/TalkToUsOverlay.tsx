import { Box, Button, Grid, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { SelectRoot } from '../../ui/SelectRoot';
import { MESSAGE_MAX_LENGTH, SERVICE_INTERESTS } from '@rules/contact';
import { useRef, useState, type FormEvent } from 'react';
import { THANKS_DIALOG } from '../../content/contact';
import { PRONOUNS } from '../../content/forms';
import { TALK_TO_US } from '../../content/services';
import { TIMING } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormSuccess } from '../../ui/FormSuccess';
import { useSuccessThenClose } from '../../ui/useSuccessThenClose';
import { FullScreenOverlay, OverlayAside } from '../../ui/FullScreenOverlay';
import { FormField } from '../../ui/FormField';
import { HoneypotField } from '../../ui/HoneypotField';
import { preloadSubmitContactForm, useSubmitContactForm } from '../contact/useSubmitContactForm';
import { FORM_MESSAGES } from '../forms/messages';
import { useCheckedForm } from '../forms/useCheckedForm';
import { countryByCode, useCountries } from '../forms/useCountries';
import { useFormToken } from '../forms/useFormToken';
import { EMPTY_SERVICES, phoneCharacters, servicesInput, servicesServerField, withCountryCode, type ServicesField, type ServicesValues } from './servicesForm';

const { labels: LABELS } = TALK_TO_US;

interface TalkToUsOverlayProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when it closes (the button that opened it, by default). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * "Talk to us" on the Services page: a full-screen overlay with the message form. The browser
 * only insists on the required fields; the server's refusals show against their fields.
 */
export default function TalkToUsOverlay({ open, onClose, returnFocusTo }: TalkToUsOverlayProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const [thanks, setThanks] = useSuccessThenClose(open, onClose, TIMING.thanksMs);

  return (
    <FullScreenOverlay
      open={open}
      onClose={onClose}
      finalFocusEl={returnFocusTo}
      title={TALK_TO_US.title}
      description={TALK_TO_US.lead}
      closeLabel={LABELS.close}
      aside={<OverlayAside eyebrow={TALK_TO_US.aside.eyebrow} title={TALK_TO_US.aside.title} points={TALK_TO_US.aside.points.map((title) => ({ title }))} />}
      initialFocusEl={() => firstField.current}
    >
      {thanks === null ? (
        <ServicesMessageForm firstField={firstField} onSent={setThanks} />
      ) : (
        <FormSuccess title={THANKS_DIALOG.title} message={thanks} buttonLabel={THANKS_DIALOG.close} onDone={onClose} />
      )}
    </FullScreenOverlay>
  );
}

const NO_RULES: readonly ServicesField[] = [];

function ServicesMessageForm({ firstField, onSent }: { firstField: React.RefObject<HTMLInputElement | null>; onSent: (thanks: string) => void }) {
  const { countries } = useCountries();
  // No rules of its own (spec section 5): the browser insists on the required fields, the server checks the rest.
  const { values, errors, form, submitting, submitButton, edit, submit, reset } = useCheckedForm<ServicesValues, ServicesField>({
    empty: EMPTY_SERVICES,
    checked: NO_RULES,
    fieldError: () => null,
    serverField: servicesServerField,
  });
  const [website, setWebsite] = useState('');
  const token = useFormToken({ partOfPage: false });
  const send = useSubmitContactForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => send(servicesInput(values, countries, { website, formToken: await token.take() })), {
      sent: (message) => {
        token.reset();
        reset();
        onSent(message || FORM_MESSAGES.thanks);
      },
      refused: FORM_MESSAGES.submitRefused,
      failed: FORM_MESSAGES.submitFailed,
      invalidValue: FORM_MESSAGES.invalidValue,
    });
  }

  const text = (field: ServicesField) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit({ [field]: event.target.value }),
  });

  return (
    <chakra.form
      ref={form}
      onSubmit={onSubmit}
      onFocus={preloadSubmitContactForm}
      aria-label={TALK_TO_US.title}
      aria-busy={submitting}
      position="relative"
    >
      <HoneypotField value={website} onChange={setWebsite} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <FormField label={LABELS.pronoun} error={errors.pronoun}>
            <SelectRoot>
              <NativeSelect.Field name="pronoun" value={values.pronoun} onChange={(event) => edit({ pronoun: event.target.value })} placeholder={LABELS.pronounPlaceholder}>
                {PRONOUNS.map((pronoun) => (
                  <option key={pronoun} value={pronoun}>
                    {pronoun}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </SelectRoot>
          </FormField>
          <FormField label={LABELS.firstName} error={errors.firstName} required>
            <Input ref={firstField} autoComplete="given-name" {...text('firstName')} />
          </FormField>
          <FormField label={LABELS.middleName} error={errors.middleName}>
            <Input autoComplete="additional-name" {...text('middleName')} />
          </FormField>
          <FormField label={LABELS.lastName} error={errors.lastName} required>
            <Input autoComplete="family-name" {...text('lastName')} />
          </FormField>
          <FormField label={LABELS.companyName} error={errors.companyName}>
            <Input autoComplete="organization" {...text('companyName')} />
          </FormField>
          <FormField label={LABELS.email} error={errors.email} required>
            <Input type="email" autoComplete="email" {...text('email')} />
          </FormField>
          <FormField label={LABELS.country} error={errors.country}>
            <CountrySelect
              name="country"
              autoComplete="country"
              countries={countries}
              value={values.country}
              onChange={(country) =>
                edit({
                  country,
                  phoneNumber: withCountryCode(values.phoneNumber, countryByCode(countries, values.country)?.callingCode, countryByCode(countries, country)?.callingCode ?? ''),
                })
              }
              placeholder={LABELS.countryPlaceholder}
            />
          </FormField>
          <FormField label={LABELS.phoneNumber} error={errors.phoneNumber}>
            <Input
              type="tel"
              autoComplete="tel"
              {...text('phoneNumber')}
              onChange={(event) => edit({ phoneNumber: phoneCharacters(event.target.value) })}
              onFocus={(event) => {
                // When only the filled-in calling code is there, typing continues after it instead of replacing it.
                const input = event.currentTarget;
                const code = countryByCode(countries, values.country)?.callingCode;
                const onlyCode = () => code !== undefined && input.value.trim() === code;
                const toEnd = () => input.setSelectionRange(input.value.length, input.value.length);
                if (!onlyCode()) return;
                toEnd();
                // Tabbing in selects the whole value after this handler in some browsers.
                requestAnimationFrame(() => onlyCode() && toEnd());
              }}
            />
          </FormField>
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.interest} error={errors.role}>
              <SelectRoot>
                <NativeSelect.Field name="role" value={values.role} onChange={(event) => edit({ role: event.target.value })} placeholder={LABELS.interestPlaceholder}>
                  {SERVICE_INTERESTS.map((interest) => (
                    <option key={interest} value={interest}>
                      {interest}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </SelectRoot>
            </FormField>
          </Box>
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.message} error={errors.message} required>
              <Textarea rows={5} maxLength={MESSAGE_MAX_LENGTH} resize="vertical" placeholder={LABELS.messagePlaceholder} {...text('message')} />
            </FormField>
          </Box>
        </Grid>
        <Box mt="6">
          <CheckboxField name="newsletter" label={LABELS.newsletter} checked={values.newsletter} onChange={(newsletter) => edit({ newsletter })} />
        </Box>
      </chakra.fieldset>
      <Button type="submit" size="xl" mt="8" px="10" w={{ base: 'full', sm: 'auto' }} {...submitButton}>
        {submitting ? LABELS.submitting : LABELS.submit}
      </Button>
      {errors.form && (
        <Text role="alert" mt="4" color="red.700" fontWeight="500" fontSize="sm">
          {errors.form}
        </Text>
      )}
    </chakra.form>
  );
}
