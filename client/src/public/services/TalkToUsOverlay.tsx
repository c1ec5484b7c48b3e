import { Box, Button, Grid, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { SelectRoot } from '../../ui/SelectRoot';
import { MESSAGE_MAX_LENGTH, SERVICE_INTERESTS } from '@rules/contact';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { THANKS_DIALOG } from '../../content/contact';
import { PRONOUNS } from '../../content/forms';
import { TALK_TO_US } from '../../content/services';
import { TIMING } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormSuccess } from '../../ui/FormSuccess';
import { FullScreenOverlay, OverlayAside } from '../../ui/FullScreenOverlay';
import { FormField } from '../../ui/FormField';
import { HoneypotField } from '../../ui/HoneypotField';
import { preloadSubmitContactForm, useSubmitContactForm } from '../contact/useSubmitContactForm';
import { FORM_MESSAGES } from '../forms/messages';
import { countryByCode, useCountries } from '../forms/useCountries';
import { useFormToken } from '../forms/useFormToken';
import { EMPTY_SERVICES, phoneCharacters, servicesInput, servicesServerErrors, withCountryCode, type ServicesField, type ServicesValues } from './servicesForm';

const { labels: LABELS } = TALK_TO_US;

interface TalkToUsOverlayProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Talk to us" on the Services page: a full-screen overlay with the message form. The browser
 * only insists on the required fields; the server's refusals show against their fields.
 */
export default function TalkToUsOverlay({ open, onClose }: TalkToUsOverlayProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  // Opening it again after a message was sent starts with an empty form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setThanks(null);
  }

  useEffect(() => {
    if (!open || thanks === null) return;
    const timer = setTimeout(onClose, TIMING.thanksMs);
    return () => clearTimeout(timer);
  }, [open, thanks, onClose]);

  return (
    <FullScreenOverlay
      open={open}
      onClose={onClose}
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

type Errors = Partial<Record<ServicesField | 'form', string>>;

function ServicesMessageForm({ firstField, onSent }: { firstField: React.RefObject<HTMLInputElement | null>; onSent: (thanks: string) => void }) {
  const { countries } = useCountries();
  const [values, setValues] = useState<ServicesValues>(EMPTY_SERVICES);
  const [errors, setErrors] = useState<Errors>({});
  const [website, setWebsite] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const token = useFormToken();
  const submit = useSubmitContactForm();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useRef(false);

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const edit = (changes: Partial<ServicesValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next: Errors = { ...current, form: undefined };
      for (const field of Object.keys(changes) as ServicesField[]) next[field] = undefined;
      return next;
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setErrors({});
    const outcome = await submit(servicesInput(values, countries, { website, formToken: await token.take() }));
    setSubmitting(false);
    switch (outcome.kind) {
      case 'sent':
        token.reset();
        setValues(EMPTY_SERVICES);
        onSent(outcome.message || FORM_MESSAGES.thanks);
        break;
      case 'invalid':
        focusFirstProblem.current = true;
        setErrors(servicesServerErrors(outcome.fields, FORM_MESSAGES.invalidValue));
        break;
      case 'refused':
        setErrors({ form: outcome.message || FORM_MESSAGES.submitRefused });
        break;
      default:
        setErrors({ form: FORM_MESSAGES.submitFailed });
    }
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
      onFocus={(event) => {
        token.onFocus(event);
        preloadSubmitContactForm();
      }}
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
      <Button type="submit" size="xl" mt="8" px="10" w={{ base: 'full', sm: 'auto' }} disabled={submitting}>
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
