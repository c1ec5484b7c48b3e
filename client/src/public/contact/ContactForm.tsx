import { Box, Button, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { CONTACT_ROLES, MESSAGE_MAX_LENGTH, OTHER_ROLE } from '@rules/contact';
import { useCallback, useRef, useState } from 'react';
import { CONTACT_FORM_CHROME, CONTACT_FORM_LABELS as LABELS, THANKS_DIALOG } from '../../content/contact';
import { LEGAL_LINKS } from '../../content/site';
import { LAYOUT } from '../../content/timing';
import { CheckboxField } from '../../ui/CheckboxField';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormField } from '../../ui/FormField';
import { HoneypotField } from '../../ui/HoneypotField';
import { PhoneInput } from '../../ui/PhoneInput';
import { ThanksDialog, preloadThanksDialog } from '../../ui/ThanksDialog';
import { useHydrated } from '../../ui/useHydrated';
import { postedTo } from '../forms/formPages';
import { PersonFields } from '../forms/PersonFields';
import { nationalDigits } from '../forms/phone';
import { useCountries } from '../forms/useCountries';
import type { PostedForm } from '../forms/typedEarly';
import { useCheckedForm } from '../forms/useCheckedForm';
import { CONTACT_FIELDS, callingCodesOf, contactInput, type ContactField } from './contactForm';
import { contactSubmission } from './contactSubmission';

/**
 * The Contact page form (spec sections 3, 4, 5 and 7). Each field is checked when the visitor
 * leaves it and all of them on submit; a field's message clears as soon as it is edited. Sent
 * before the page's scripts run, it is a plain post to its own page (`posted` is the answer). It is
 * named by the heading of the section around it (`labelledBy`, the heading's id).
 */
export function ContactForm({ posted = null, labelledBy }: { posted?: PostedForm | null; labelledBy: string }) {
  const { countries } = useCountries();
  const { form, values, errors, submitting, submitButton, honeypot, edit, check, handleSubmit } = useCheckedForm({ ...CONTACT_FIELDS, shown: 'with-page', posted });
  const [thanks, setThanks] = useState<string | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  // Without a script to show it when Other is chosen, the field for the role in the visitor's words is always there.
  const scriptRuns = useHydrated();

  const codes = callingCodesOf(values, countries);

  const onSubmit = handleSubmit(
    (guard) => {
      preloadThanksDialog();
      return contactSubmission.send(contactInput(values, countries, guard));
    },
    setThanks,
  );

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
        {...postedTo('contact')}
        onSubmit={onSubmit}
        onFocus={contactSubmission.preload}
        noValidate
        aria-labelledby={labelledBy}
        aria-busy={submitting}
        position="relative"
        // A field focused from below (the first problem, on submit) lands clear of the fixed header, with its label.
        css={{ '& :is(input, select, textarea)': { scrollMarginTop: `${LAYOUT.hashScrollOffsetPx + 48}px` } }}
      >
        <HoneypotField {...honeypot} />
        <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
          <chakra.legend srOnly>{CONTACT_FORM_CHROME.legend}</chakra.legend>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            <PersonFields
              fields={['pronoun', 'firstName', 'middleName', 'lastName', 'companyName', 'email', 'country', 'phone']}
              form={{ values, errors, edit, check }}
              labels={LABELS}
              countries={countries}
              // The calling code shown beside the number follows the country; the number keeps only its own digits.
              phone={{ name: 'phoneNumber', required: true, code: 'beside', keep: nationalDigits }}
            />

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
              <ChoiceSelect
                name="role"
                value={values.role}
                choices={CONTACT_ROLES}
                // Choosing another role drops the one typed for Other.
                onChange={(role) => edit({ role, customRole: '' })}
                onBlur={check('role')}
                placeholder={LABELS.rolePlaceholder}
              />
            </FormField>
            {(values.role === OTHER_ROLE || !scriptRuns) && (
              <FormField label={LABELS.customRole} error={errors.customRole} required={scriptRuns} optionalNote={scriptRuns ? undefined : LABELS.customRoleIfOther}>
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
          <Button ref={sendButton} type="submit" size="xl" px="10" {...submitButton} flexShrink={0}>
            {submitting ? LABELS.submitting : LABELS.submit}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {CONTACT_FORM_CHROME.privacy}{' '}
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
      <ThanksDialog message={thanks} title={THANKS_DIALOG.title} closeLabel={THANKS_DIALOG.close} onClose={closeThanks} finalFocusEl={() => sendButton.current} />
    </>
  );
}
