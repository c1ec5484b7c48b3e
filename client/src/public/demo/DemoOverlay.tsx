import { Box, Button, Field, Grid, chakra } from '@chakra-ui/react';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { MESSAGE_MAX_LENGTH } from '@rules/contact';
import { useState } from 'react';
import { DEMO_COPY } from '../../content/demo';
import { FormAlert } from '../../ui/FormAlert';
import { FormField } from '../../ui/FormField';
import { FORM_PAGES } from '../../content/formPages';
import { useHydrated } from '../../ui/useHydrated';
import { FormOnPage, FormOverlay, OverlayAside, asideOf, type OverlayFormProps, type OverlayProps } from '../../ui/FullScreenOverlay';
import { overlayWords } from '../site/overlayWords';
import { HoneypotField } from '../../ui/HoneypotField';
import { formMutation } from '../forms/formMutation';
import { postedTo } from '../forms/formPages';
import type { PageFormProps, PostedForm } from '../forms/typedEarly';
import { PersonFields } from '../forms/PersonFields';
import { useCheckedForm } from '../forms/useCheckedForm';
import { localDateTimeValue } from '../../ui/dateTimeLocal';
import { DEMO_FIELDS, demoInput } from './demoForm';

const { labels: LABELS } = DEMO_COPY;

// The mutation and Apollo Client load when the visitor starts filling the form.
const demoRequest = formMutation(() => import('./requestDemo').then((module) => module.requestDemo));

/**
 * The "Book a Demo" overlay (spec section 4, "Demo form"): idle, submitting, a success screen
 * that closes itself after 5 seconds, or a red banner when the request fails.
 */
export default function DemoOverlay(overlay: OverlayProps) {
  const words = overlayWords('demo');
  return (
    <FormOverlay
      {...overlay}
      title={words.title}
      description={words.lead ?? ''}
      closeLabel={LABELS.close}
      aside={<OverlayAside {...asideOf(overlayWords('demo-aside'))} />}
      Form={DemoForm}
      success={{ title: DEMO_COPY.success.title, note: DEMO_COPY.success.closing, button: DEMO_COPY.success.button }}
    />
  );
}

/** The same form on its own page, /forms/demo (`posted`: the server's answer to a plain post of it). */
export function DemoPageForm({ posted = null }: { posted?: PostedForm | null }) {
  return <FormOnPage Form={DemoForm} props={{ posted, shown: 'with-page' as const }} success={FORM_PAGES.demo.sent} />;
}

function DemoForm({ firstField, onSent, posted = null, shown = 'on-open' }: OverlayFormProps & PageFormProps) {
  const { form, values, errors, submitting, submitButton, honeypot, edit, handleSubmit } = useCheckedForm({
    ...DEMO_FIELDS,
    shown,
    posted,
  });
  // The earliest meeting the picker offers: now, as the visitor opens the form. Only the browser
  // knows the visitor's clock: the server's HTML offers any date (the check is the rule's).
  const [earliest] = useState(() => localDateTimeValue());
  const scriptRuns = useHydrated();

  const field = (name: 'meetingDate' | 'message') => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit({ [name]: event.target.value }),
  });

  return (
    <chakra.form ref={form} {...postedTo('demo')} onSubmit={handleSubmit((guard) => demoRequest.send(demoInput(values, guard)), onSent)} onFocus={demoRequest.preload} noValidate aria-busy={submitting} position="relative">
      <HoneypotField {...honeypot} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
          <PersonFields fields={['firstName', 'lastName', 'companyName', 'designation', 'email']} form={{ values, errors, edit }} labels={LABELS} marksOnly firstFieldRef={firstField} />
          <Box gridColumn="1 / -1">
            <FormField label={LABELS.meetingDate} invalid={Boolean(errors.meetingDate)} required>
              <Input type="datetime-local" min={scriptRuns ? earliest : undefined} {...field('meetingDate')} />
              <Field.HelperText>{scriptRuns ? LABELS.meetingDateHint : LABELS.meetingDateHintWithoutScript}</Field.HelperText>
            </FormField>
          </Box>
          <Box gridColumn="1 / -1">
            <FormField label={LABELS.message} invalid={Boolean(errors.message)} required>
              <Textarea rows={4} maxLength={MESSAGE_MAX_LENGTH} placeholder={LABELS.messagePlaceholder} resize="vertical" {...field('message')} />
            </FormField>
          </Box>
        </Grid>
      </chakra.fieldset>
      {errors.form && <FormAlert mt="6">{errors.form}</FormAlert>}
      <Button type="submit" size="xl" mt="6" w={{ base: 'full', sm: 'auto' }} px="10" {...submitButton}>
        {submitting ? LABELS.submitting : LABELS.submit}
      </Button>
    </chakra.form>
  );
}
