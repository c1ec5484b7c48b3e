import { Checkbox, Field, Fieldset, Input, SimpleGrid, Switch, chakra } from '@chakra-ui/react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH, webhookEventTypes, webhookUrl, type WebhookEventType } from '@rules/webhooks';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import { refusalErrors } from '../kit/refusalErrors';
import { SecretShownOnce } from '../kit/SecretShownOnce';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { useCreateWebhookEndpoint, useEditWebhookEndpoint } from './hooks';
import { WEBHOOKS_SCREEN_MESSAGES as MESSAGES } from './messages';

interface Values {
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

type Errors = FieldErrors<keyof Values>;

const EMPTY: Values = { url: '', eventTypes: [], enabled: true };

/** Where the server's field paths show on this form. */
const FIELD_OF: Readonly<Record<string, keyof Values>> = { url: 'url', eventTypes: 'eventTypes', enabled: 'enabled' };

/** The endpoint being edited: its id, and what the form starts with. */
export interface EditedEndpoint {
  id: string;
  url: string;
  eventTypes: readonly string[];
}

/**
 * The shared rules, as far as the browser can tell: `http://` is the server's to allow or refuse
 * (it does for a local receiver with `WEBHOOK_ALLOW_PRIVATE`), so an `http://` address goes to the
 * server, which answers with its own message; anything else is checked as `https://` must be.
 */
function check(values: Values): Errors {
  const errors: Errors = {};
  const url = webhookUrl({ allowHttp: /^\s*http:/i.test(values.url) })(values.url);
  const eventTypes = webhookEventTypes(values.eventTypes);
  if (url) errors.url = url;
  if (eventTypes) errors.eventTypes = eventTypes;
  return errors;
}

/** What the form starts with: the endpoint's URL and events, or nothing for a new one. */
const valuesOf = (endpoint: EditedEndpoint | null): Values =>
  endpoint ? { url: endpoint.url, eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => endpoint.eventTypes.includes(type)), enabled: true } : EMPTY;

/**
 * Adds a webhook endpoint (its URL, the events it wants, on or off) or, given `endpoint`, changes
 * its URL and events. The server's refusals show beside the field they concern. Once added, the
 * dialog shows the endpoint's signing secret, this once, with a Copy button; closing forgets it.
 * The screen gives it a new `key` each time it opens, so each opening is a new form.
 */
export function EndpointDialog({ open, endpoint, onClose, finalFocus }: { open: boolean; endpoint: EditedEndpoint | null; onClose(): void; finalFocus?(): HTMLElement | null }) {
  const [initial] = useState(() => valuesOf(endpoint));
  const { values, errors, form, edit, showErrors, reset } = useFormState(initial);
  const refused = (failed: string) => (error: unknown) => showErrors(refusalErrors(error, (path) => FIELD_OF[path], { invalidValue: MESSAGES.invalidValue, failed }), { focus: true });
  const [create, creation] = useCreateWebhookEndpoint(refused(MESSAGES.createFailed));
  const [save, saving] = useEditWebhookEndpoint(refused(MESSAGES.saveFailed));
  const url = useRef<HTMLInputElement>(null);
  // Read from the mutation's result only (kept out of Apollo's cache); `reset` below forgets it.
  const created = creation.data?.createWebhookEndpoint;

  const close = () => {
    reset();
    creation.reset();
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    showErrors(found, { focus: true });
    if (Object.keys(found).length > 0) return;
    const input = { url: values.url.trim(), eventTypes: values.eventTypes };
    if (!endpoint) await create({ input: { ...input, enabled: values.enabled } });
    else if (await save({ id: endpoint.id, input })) close();
  }

  const submitLabel = endpoint ? (
    'Save'
  ) : (
    <>
      <Plus aria-hidden /> Add endpoint
    </>
  );

  return (
    <DialogForm
      open={open}
      title={created ? 'Copy the signing secret' : endpoint ? 'Edit endpoint' : 'Add endpoint'}
      description={created ? undefined : 'Where the events are sent: an address of the receiving system that answers a POST with a 2xx status.'}
      form={form}
      onSubmit={(event) => void submit(event)}
      submit={{ label: submitLabel, sending: endpoint ? 'Saving...' : 'Adding...' }}
      sending={creation.loading || saving.loading}
      onClose={close}
      initialFocus={() => url.current}
      finalFocus={finalFocus}
      outcome={
        created
          ? {
              content: (
                <SecretShownOnce
                  label={`Signing secret of ${created.webhookEndpoint.url}`}
                  secret={created.secret}
                  message={created.message}
                  copyFailed={MESSAGES.copyFailed}
                  usage={
                    <>
                      The receiver checks each delivery’s <chakra.code fontFamily="mono">webhook-signature</chakra.code> header with it (Standard Webhooks).
                    </>
                  }
                />
              ),
              closeLabel: 'Done',
            }
          : null
      }
    >
      <FormProblem message={errors.form} />
      <Field.Root invalid={Boolean(errors.url)} required>
        <Field.Label>
          URL <Field.RequiredIndicator />
        </Field.Label>
        <Input
          ref={url}
          type="url"
          inputMode="url"
          value={values.url}
          onChange={(event) => edit({ url: event.target.value })}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://crm.example.com/webhooks/finmesh"
          autoComplete="off"
          spellCheck={false}
        />
        <Field.HelperText>An https:// address. Redirects are not followed.</Field.HelperText>
        <Field.ErrorText>{errors.url}</Field.ErrorText>
      </Field.Root>
      <EventTypes eventTypes={values.eventTypes} error={errors.eventTypes} onChange={(eventTypes) => edit({ eventTypes })} />
      {!endpoint && (
        <Switch.Root checked={values.enabled} onCheckedChange={(event) => edit({ enabled: event.checked })}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontWeight="400">On: send events from now on</Switch.Label>
        </Switch.Root>
      )}
    </DialogForm>
  );
}

/** The events the endpoint wants: one checkbox each, in the shared list's order, and "Select all". */
function EventTypes({ eventTypes, error, onChange }: { eventTypes: readonly WebhookEventType[]; error: string | undefined; onChange(eventTypes: WebhookEventType[]): void }) {
  const all = eventTypes.length === WEBHOOK_EVENT_TYPES.length;
  const toggle = (type: WebhookEventType, on: boolean) => onChange(WEBHOOK_EVENT_TYPES.filter((known) => (known === type ? on : eventTypes.includes(known))));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="500" fontSize="sm">
        Events{' '}
        <chakra.span color="fg.error" aria-hidden>
          *
        </chakra.span>
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm" color="fg.muted">
        Each is sent as it happens, with the record it is about.
      </Fieldset.HelperText>
      <Checkbox.Root
        size="sm"
        mt="2"
        checked={all ? true : eventTypes.length > 0 ? 'indeterminate' : false}
        onCheckedChange={(event) => onChange(event.checked === true ? [...WEBHOOK_EVENT_TYPES] : [])}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="600">Select all</Checkbox.Label>
      </Checkbox.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="2" mt="2" p="3" borderWidth="1px" borderColor="border" rounded="lg">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox.Root key={type} size="sm" checked={eventTypes.includes(type)} onCheckedChange={(event) => toggle(type, event.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label title={type}>{WEBHOOK_EVENT_LABELS[type]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
