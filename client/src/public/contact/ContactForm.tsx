import { Box, Button, Grid, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { SelectRoot } from '../../ui/SelectRoot';
import { CONTACT_ROLES, MESSAGE_MAX_LENGTH, OTHER_ROLE } from '@rules/contact';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { CONTACT_FORM_INTRO, CONTACT_FORM_LABELS as LABELS, THANKS_DIALOG } from '../../content/contact';
import { PRONOUNS } from '../../content/forms';
import { LEGAL_LINKS } from '../../content/site';
import { LAYOUT } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormField } from '../../ui/FormField';
import { HoneypotField } from '../../ui/HoneypotField';
import { PhoneInput } from '../../ui/PhoneInput';
import { ThanksDialog, preloadThanksDialog } from '../../ui/ThanksDialog';
import { FORM_MESSAGES } from '../forms/messages';
import { useCountries } from '../forms/useCountries';
import { useCheckedForm } from '../forms/useCheckedForm';
import { useFormToken } from '../forms/useFormToken';
import {
  CHECKED_FIELDS,
  EMPTY_CONTACT,
  callingCodesOf,
  contactFieldError,
  contactInput,
  contactServerField,
  nationalDigits,
  type ContactField,
  type ContactValues,
} from './contactForm';
import { preloadSubmitContactForm, useSubmitContactForm } from './useSubmitContactForm';

/**
 * The Contact page form (spec sections 3, 4, 5 and 7). Each field is checked when the visitor
 * leaves it and all of them on submit; a field's message clears as soon as it is edited.
 */
export function ContactForm() {
  const { countries } = useCountries();
  const { values, errors, form, submitting, submitButton: submitState, edit, check, submit: checkAndSend, reset } = useCheckedForm<ContactValues, ContactField>({
    empty: EMPTY_CONTACT,
    checked: CHECKED_FIELDS,
    fieldError: contactFieldError,
    serverField: contactServerField,
  });
  const [website, setWebsite] = useState('');
  const [thanks, setThanks] = useState<string | null>(null);
  const token = useFormToken({ partOfPage: true });
  const submit = useSubmitContactForm();
  const submitButton = useRef<HTMLButtonElement>(null);

  const codes = callingCodesOf(values, countries);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkAndSend(
      async () => {
        preloadThanksDialog();
        return submit(contactInput(values, countries, { website, formToken: await token.take() }));
      },
      {
        sent: (message) => {
          token.reset();
          reset();
          setWebsite('');
          setThanks(message || FORM_MESSAGES.thanks);
        },
        refused: FORM_MESSAGES.submitRefused,
        failed: FORM_MESSAGES.submitFailed,
        invalidValue: FORM_MESSAGES.invalidValue,
      },
    );
  }

  const closeThanks = useCallback(() => setThanks(null), []);

  /** The props every text field shares. */
  const text = (field: ContactField) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit({ [field]: event.target.value }),
    onBlur: check(field),
  });

  return (
    <>
      <chakra.form
        ref={form}
        onSubmit={onSubmit}
        onFocus={preloadSubmitContactForm}
        noValidate
        aria-labelledby="contact-form-title"
        aria-busy={submitting}
        position="relative"
        // A field focused from below (the first problem, on submit) lands clear of the fixed header, with its label.
        css={{ '& :is(input, select, textarea)': { scrollMarginTop: `${LAYOUT.hashScrollOffsetPx + 48}px` } }}
      >
        <HoneypotField value={website} onChange={setWebsite} />
        <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
          <chakra.legend srOnly>{CONTACT_FORM_INTRO.eyebrow}</chakra.legend>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            <FormField label={LABELS.pronoun} optionalNote={LABELS.optional} error={errors.pronoun}>
              <SelectRoot>
                <NativeSelect.Field name="pronoun" bg="bg" value={values.pronoun} onChange={(event) => edit({ pronoun: event.target.value })} placeholder={LABELS.pronounPlaceholder}>
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
              <Input autoComplete="given-name" {...text('firstName')} />
            </FormField>
            <FormField label={LABELS.middleName} optionalNote={LABELS.optional} error={errors.middleName}>
              <Input autoComplete="additional-name" {...text('middleName')} />
            </FormField>
            <FormField label={LABELS.lastName} error={errors.lastName} required>
              <Input autoComplete="family-name" {...text('lastName')} />
            </FormField>
            <FormField label={LABELS.companyName} optionalNote={LABELS.optional} error={errors.companyName}>
              <Input autoComplete="organization" {...text('companyName')} />
            </FormField>
            <FormField label={LABELS.email} error={errors.email} required>
              <Input type="email" autoComplete="email" {...text('email')} />
            </FormField>

            <FormField label={LABELS.country} error={errors.country} required>
              <CountrySelect
                name="country"
                autoComplete="country"
                countries={countries}
                value={values.country}
                // The calling code shown beside the number follows the country; the number keeps only its own digits.
                onChange={(country) => edit({ country })}
                onBlur={check('country')}
                placeholder={LABELS.countryPlaceholder}
              />
            </FormField>
            <FormField label={LABELS.phoneNumber} hint={`${LABELS.callingCode} ${codes.phone}`} error={errors.phoneNumber} required>
              <PhoneInput
              callingCode={codes.phone}
              autoComplete="tel-national"
              name="phoneNumber"
              value={values.phoneNumber}
              onChange={(event) => edit({ phoneNumber: nationalDigits(event.target.value, codes.phone) })}
              onBlur={check('phoneNumber')}
            />
            </FormField>

            <FormField label={LABELS.landlineCountry} optionalNote={LABELS.optional} error={errors.landlineCountry}>
              <CountrySelect
                name="landlineCountry"
                countries={countries}
                value={values.landlineCountry}
                onChange={(landlineCountry) => edit({ landlineCountry })}
                placeholder={LABELS.landlineSameAsCountry}
              />
            </FormField>
            <FormField label={LABELS.landlineNumber} hint={`${LABELS.callingCode} ${codes.landline}`} optionalNote={LABELS.optional} error={errors.landlineNumber}>
              <PhoneInput
              callingCode={codes.landline}
              autoComplete="off"
              name="landlineNumber"
              value={values.landlineNumber}
              onChange={(event) => edit({ landlineNumber: nationalDigits(event.target.value, codes.landline) })}
              onBlur={check('landlineNumber')}
            />
            </FormField>

            <FormField label={LABELS.role} error={errors.role} required>
              <SelectRoot>
                <NativeSelect.Field
                  name="role"
                  bg="bg"
                  value={values.role}
                  // Choosing another role drops the one typed for Other.
                  onChange={(event) => edit({ role: event.target.value, customRole: '' })}
                  onBlur={check('role')}
                  placeholder={LABELS.rolePlaceholder}
                >
                  {CONTACT_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {role}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </SelectRoot>
            </FormField>
            {values.role === OTHER_ROLE && (
              <FormField label={LABELS.customRole} error={errors.customRole} required>
                <Input autoComplete="organization-title" placeholder={LABELS.customRolePlaceholder} {...text('customRole')} />
              </FormField>
            )}

            <Box gridColumn={{ md: 'span 2' }}>
              <FormField label={LABELS.message} error={errors.message} required>
                <Textarea rows={5} maxLength={MESSAGE_MAX_LENGTH} resize="vertical" placeholder={LABELS.messagePlaceholder} {...text('message')} />
              </FormField>
            </Box>
          </Grid>

          <Box mt="6">
            <CheckboxField name="newsletter" label={LABELS.newsletter} hint={LABELS.newsletterHint} checked={values.newsletter} onChange={(newsletter) => edit({ newsletter })} />
          </Box>
        </chakra.fieldset>

        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="4" mt="8">
          <Button ref={submitButton} type="submit" size="xl" px="10" {...submitState} flexShrink={0}>
            {submitting ? LABELS.submitting : LABELS.submit}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {CONTACT_FORM_INTRO.privacy}{' '}
            <chakra.a href={LEGAL_LINKS.privacy.to} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
              {LEGAL_LINKS.privacy.label}
            </chakra.a>
            .
          </Text>
        </Stack>
        {errors.form && (
          <Text role="alert" mt="4" color="red.700" fontWeight="500" fontSize="sm">
            {errors.form}
          </Text>
        )}
      </chakra.form>
      <ThanksDialog message={thanks} title={THANKS_DIALOG.title} closeLabel={THANKS_DIALOG.close} onClose={closeThanks} finalFocusEl={() => submitButton.current} />
    </>
  );
}
