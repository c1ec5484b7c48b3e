import { Button, Field, Grid, Stack, chakra } from '@chakra-ui/react';
import { FieldRoot } from '../../ui/FieldRoot';
import { Input } from '../../ui/Input';
import { Textarea } from '../../ui/Textarea';
import { DEMO_MESSAGES } from '@rules/demo';
import { MESSAGE_MAX_LENGTH } from '@rules/contact';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { DEMO_COPY } from '../../content/demo';
import { TIMING } from '../../content/timing';
import { FormAlert } from '../../ui/FormAlert';
import { FormSuccess } from '../../ui/FormSuccess';
import { useSuccessThenClose } from '../../ui/useSuccessThenClose';
import { FullScreenOverlay, OverlayAside } from '../../ui/FullScreenOverlay';
import { HoneypotField } from '../../ui/HoneypotField';
import { useFormToken } from '../forms/useFormToken';
import { EMPTY_DEMO, checkDemo, demoInput, localDateTimeValue, type DemoField, type DemoValues } from './demoForm';
import type { LeadOutcome } from '../forms/messages';
import type { RequestDemoInput } from '../gql/graphql';

const { labels: LABELS } = DEMO_COPY;

// The mutation and Apollo Client load when the visitor starts filling the form.
const loadRequestDemo = () => import('./requestDemo');
async function sendDemoRequest(input: RequestDemoInput): Promise<LeadOutcome> {
  try {
    return await (await loadRequestDemo()).requestDemo(input);
  } catch {
    return { kind: 'failed' };
  }
}

interface DemoOverlayProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The "Book a Demo" overlay (spec section 4, "Demo form"): idle, submitting, a success screen
 * that closes itself after 5 seconds, or a red banner when the request fails.
 */
export default function DemoOverlay({ open, onClose, returnFocusTo }: DemoOverlayProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const [thanks, setThanks] = useSuccessThenClose(open, onClose, TIMING.thanksMs);

  return (
    <FullScreenOverlay
      open={open}
      onClose={onClose}
      title={DEMO_COPY.title}
      description={DEMO_COPY.lead}
      closeLabel={LABELS.close}
      aside={<OverlayAside {...DEMO_COPY.aside} />}
      initialFocusEl={() => firstField.current}
      finalFocusEl={returnFocusTo}
    >
      {thanks === null ? (
        <DemoForm firstField={firstField} onSent={setThanks} />
      ) : (
        <FormSuccess title={DEMO_COPY.success.title} message={thanks} note={DEMO_COPY.success.closing} buttonLabel={DEMO_COPY.success.button} onDone={onClose} />
      )}
    </FullScreenOverlay>
  );
}

function DemoForm({ firstField, onSent }: { firstField: React.RefObject<HTMLInputElement | null>; onSent: (thanks: string) => void }) {
  const [values, setValues] = useState<DemoValues>(EMPTY_DEMO);
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly DemoField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [website, setWebsite] = useState('');
  // The earliest meeting the picker offers: now, as the visitor opens the form.
  const [earliest] = useState(() => localDateTimeValue());
  const token = useFormToken({ partOfPage: false });
  const form = useRef<HTMLFormElement>(null);

  const edit = useCallback((field: DemoField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = checkDemo(values);
    setProblem(check.message);
    setInvalid(check.invalid);
    if (check.message) {
      form.current?.querySelector<HTMLElement>(`[name="${check.invalid[0]}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await sendDemoRequest(demoInput(values, { website, formToken: await token.take() }));
    setSubmitting(false);
    switch (outcome.kind) {
      case 'sent':
        token.reset();
        setValues(EMPTY_DEMO);
        onSent(outcome.message || DEMO_MESSAGES.thanks);
        break;
      case 'invalid':
        // The server's checks are the browser's, so this only happens when the clock or the rules moved.
        setProblem(outcome.fields[0]?.message || DEMO_MESSAGES.failed);
        setInvalid(outcome.fields.map((field) => field.path).filter((path): path is DemoField => path in EMPTY_DEMO));
        break;
      case 'refused':
        setProblem(outcome.message || DEMO_MESSAGES.failed);
        break;
      default:
        setProblem(DEMO_MESSAGES.failed);
    }
  }

  const field = (name: DemoField) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(name, event.target.value),
  });
  const isInvalid = (name: DemoField) => invalid.includes(name);

  return (
    <chakra.form
      ref={form}
      onSubmit={onSubmit}
      onFocus={() => void loadRequestDemo().catch(() => undefined)}
      noValidate aria-busy={submitting} position="relative">
      <HoneypotField value={website} onChange={setWebsite} />
      <chakra.fieldset disabled={submitting} opacity={submitting ? 0.6 : 1} transition="opacity 0.2s" minW="0">
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="5">
            <FieldRoot required invalid={isInvalid('firstName')}>
              <Field.Label>
                {LABELS.firstName} <Field.RequiredIndicator />
              </Field.Label>
              <Input ref={firstField} autoComplete="given-name" {...field('firstName')} />
            </FieldRoot>
            <FieldRoot required invalid={isInvalid('lastName')}>
              <Field.Label>
                {LABELS.lastName} <Field.RequiredIndicator />
              </Field.Label>
              <Input autoComplete="family-name" {...field('lastName')} />
            </FieldRoot>
            <FieldRoot>
              <Field.Label>
                {LABELS.companyName}{' '}
                <chakra.span color="fg.muted" fontWeight="400">
                  {LABELS.optional}
                </chakra.span>
              </Field.Label>
              <Input autoComplete="organization" {...field('companyName')} />
            </FieldRoot>
            <FieldRoot>
              <Field.Label>
                {LABELS.designation}{' '}
                <chakra.span color="fg.muted" fontWeight="400">
                  {LABELS.optional}
                </chakra.span>
              </Field.Label>
              <Input autoComplete="organization-title" {...field('designation')} />
            </FieldRoot>
          </Grid>
          <FieldRoot required invalid={isInvalid('email')}>
            <Field.Label>
              {LABELS.email} <Field.RequiredIndicator />
            </Field.Label>
            <Input type="email" autoComplete="email" {...field('email')} />
          </FieldRoot>
          <FieldRoot required invalid={isInvalid('meetingDate')}>
            <Field.Label>
              {LABELS.meetingDate} <Field.RequiredIndicator />
            </Field.Label>
            <Input type="datetime-local" min={earliest} {...field('meetingDate')} />
            <Field.HelperText>{LABELS.meetingDateHint}</Field.HelperText>
          </FieldRoot>
          <FieldRoot required invalid={isInvalid('message')}>
            <Field.Label>
              {LABELS.message} <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={4} maxLength={MESSAGE_MAX_LENGTH} placeholder={LABELS.messagePlaceholder} resize="vertical" {...field('message')} />
          </FieldRoot>
        </Stack>
      </chakra.fieldset>
      {problem && <FormAlert mt="6">{problem}</FormAlert>}
      <Button type="submit" size="xl" mt="6" w={{ base: 'full', sm: 'auto' }} px="10" disabled={submitting}>
        {submitting ? LABELS.submitting : LABELS.submit}
      </Button>
    </chakra.form>
  );
}
