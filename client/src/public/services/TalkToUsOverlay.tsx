import { Box, Button, Grid, Text, chakra } from '@chakra-ui/react';
import { Textarea } from '../../ui/Textarea';
import { MESSAGE_MAX_LENGTH, SERVICE_INTERESTS } from '@rules/contact';
import { THANKS_DIALOG } from '../../content/contact';
import { SERVICES_LABELS, TALK_TO_US_LABELS } from '../../content/services';
import { CheckboxField } from '../../ui/CheckboxField';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { FORM_PAGES } from '../../content/formPages';
import { FormOnPage, FormOverlay, OverlayAside, asideOf, type OverlayFormProps, type OverlayProps } from '../../ui/FullScreenOverlay';
import { overlayWords } from '../site/overlayWords';
import { FormField } from '../../ui/FormField';
import { HoneypotField } from '../../ui/HoneypotField';
import { contactSubmission } from '../contact/contactSubmission';
import { postedTo } from '../forms/formPages';
import { PersonFields } from '../forms/PersonFields';
import type { PageFormProps, PostedForm } from '../forms/typedEarly';
import { useCheckedForm } from '../forms/useCheckedForm';
import { useCountries } from '../forms/useCountries';
import { SERVICES_FIELDS, servicesInput } from './servicesForm';

const LABELS = TALK_TO_US_LABELS;

/**
 * "Talk to us" on the Services page: a full-screen overlay with the message form. The browser
 * only insists on the required fields; the server's refusals show against their fields.
 */
export default function TalkToUsOverlay(overlay: OverlayProps) {
  const words = overlayWords('talk-to-us');
  return (
    <FormOverlay
      {...overlay}
      title={words.title}
      description={words.lead ?? ''}
      closeLabel={LABELS.close}
      aside={<OverlayAside {...asideOf(overlayWords('talk-to-us-aside'))} />}
      Form={ServicesMessageForm}
      success={{ title: THANKS_DIALOG.title, button: THANKS_DIALOG.close }}
    />
  );
}

/** The same form on its own page, /forms/services (`posted`: the server's answer to a plain post of it). */
export function ServicesPageForm({ posted = null }: { posted?: PostedForm | null }) {
  return <FormOnPage Form={ServicesMessageForm} props={{ posted, shown: 'with-page' as const }} success={FORM_PAGES.services.sent} />;
}

function ServicesMessageForm({ firstField, onSent, posted = null, shown = 'on-open' }: OverlayFormProps & PageFormProps) {
  const { countries } = useCountries();
  const { form, values, errors, submitting, submitButton, honeypot, edit, handleSubmit } = useCheckedForm({ ...SERVICES_FIELDS, shown, posted });

  return (
    <chakra.form
      ref={form}
      {...postedTo('services')}
      onSubmit={handleSubmit((guard) => contactSubmission.send(servicesInput(values, countries, guard)), onSent)}
      onFocus={contactSubmission.preload}
      aria-label={SERVICES_LABELS.talkToUs}
      aria-busy={submitting}
      position="relative"
    >
      <HoneypotField {...honeypot} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <PersonFields
            fields={['pronoun', 'firstName', 'middleName', 'lastName', 'companyName', 'email', 'country', 'phone']}
            form={{ values, errors, edit }}
            labels={LABELS}
            countries={countries}
            phone={{ name: 'phoneNumber', required: false, code: 'in-number' }}
            firstFieldRef={firstField}
          />
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.interest} error={errors.role}>
              <ChoiceSelect name="role" value={values.role} choices={SERVICE_INTERESTS} onChange={(role) => edit({ role })} placeholder={LABELS.interestPlaceholder} />
            </FormField>
          </Box>
          <Box gridColumn={{ sm: 'span 2' }}>
            <FormField label={LABELS.message} error={errors.message} required>
              <Textarea rows={5} maxLength={MESSAGE_MAX_LENGTH} resize="vertical" placeholder={LABELS.messagePlaceholder} name="message" value={values.message} onChange={(event) => edit({ message: event.target.value })} />
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
