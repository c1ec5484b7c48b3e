import { Checkbox, Field, Fieldset, Flex, Input, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { Permission } from '@rules/access';
import { API_KEY_NAME_MAX_LENGTH, apiKeyExpiry, apiKeyName, apiKeyScopes } from '@rules/keys';
import { KeyRound } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import { refusalErrors } from '../kit/refusalErrors';
import { SecretShownOnce } from '../kit/SecretShownOnce';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { useCreateApiKey } from './hooks';
import { KEYS_SCREEN_MESSAGES as MESSAGES } from './messages';
import { SCOPE_AREAS, toggleScope } from './scopes';

interface Values {
  name: string;
  scopes: Permission[];
  /** A calendar day (`2027-01-31`, from the date input), or '' for a key that works until revoked. */
  expiry: string;
}

type Errors = FieldErrors<keyof Values>;

const EMPTY: Values = { name: '', scopes: [], expiry: '' };

/** Where the server's field paths show on this form (`expiresAt` is the expiry day). */
const FIELD_OF: Readonly<Record<string, keyof Values>> = { name: 'name', scopes: 'scopes', expiresAt: 'expiry' };

/** The instant a key chosen to expire on `day` stops working: the end of that day, UTC. */
const expiryOf = (day: string): string | null => (day ? `${day}T23:59:59Z` : null);

/** Today in UTC, as the date input writes days: the earliest day a key can expire at the end of. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

function check(values: Values): Errors {
  const errors: Errors = {};
  const name = apiKeyName(values.name);
  const scopes = apiKeyScopes(values.scopes);
  const expiry = apiKeyExpiry()(expiryOf(values.expiry));
  if (name) errors.name = name;
  if (scopes) errors.scopes = scopes;
  if (expiry) errors.expiry = expiry;
  return errors;
}

/**
 * Creates an API key: its name, its scopes (by area, read and write; a write brings its read) and
 * an optional expiry day. The server's refusals show beside the field they concern. Once created,
 * the dialog shows the key's secret, this once, with a Copy button; closing forgets it.
 */
export function CreateKeyDialog({ open, onClose, finalFocus }: { open: boolean; onClose(): void; finalFocus?(): HTMLElement | null }) {
  const { values, errors, form, edit, showErrors, reset } = useFormState(EMPTY);
  const [create, creation] = useCreateApiKey((error) =>
    showErrors(refusalErrors(error, (path) => FIELD_OF[path], { invalidValue: MESSAGES.invalidValue, failed: MESSAGES.createFailed }), { focus: true }),
  );
  const name = useRef<HTMLInputElement>(null);
  // Read from the mutation's result only (kept out of Apollo's cache); `reset` below forgets it.
  const created = creation.data?.createApiKey;

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
    const expiresAt = expiryOf(values.expiry);
    await create({ input: { name: values.name.trim(), scopes: values.scopes, ...(expiresAt ? { expiresAt } : {}) } });
  }

  return (
    <DialogForm
      open={open}
      title={created ? 'Copy your new API key' : 'Create API key'}
      description={created ? undefined : 'Another system sends the key to use the GraphQL and REST APIs, and may do only what its scopes allow.'}
      form={form}
      onSubmit={(event) => void submit(event)}
      submit={{
        label: (
          <>
            <KeyRound aria-hidden /> Create API key
          </>
        ),
        sending: 'Creating...',
      }}
      sending={creation.loading}
      onClose={close}
      initialFocus={() => name.current}
      finalFocus={finalFocus}
      outcome={
        created
          ? {
              content: (
                <SecretShownOnce
                  label={`Secret of “${created.apiKey.name}”`}
                  secret={created.secret}
                  message={created.message}
                  copyFailed={MESSAGES.copyFailed}
                  usage={
                    <>
                      Send it as <chakra.code fontFamily="mono">Authorization: Bearer &lt;secret&gt;</chakra.code>.
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
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input ref={name} value={values.name} onChange={(event) => edit({ name: event.target.value })} maxLength={API_KEY_NAME_MAX_LENGTH} autoComplete="off" />
        <Field.HelperText>What it is for, such as “CRM sync”: the list and the activity log show it.</Field.HelperText>
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Scopes scopes={values.scopes} error={errors.scopes} onChange={(scopes) => edit({ scopes })} />
      <Field.Root invalid={Boolean(errors.expiry)}>
        <Field.Label>Expires on</Field.Label>
        <Input type="date" value={values.expiry} min={todayUtc()} onChange={(event) => edit({ expiry: event.target.value })} maxW="xs" />
        <Field.HelperText>Optional. The key stops working at the end of that day, 23:59:59 UTC. Left empty, it works until it is revoked.</Field.HelperText>
        <Field.ErrorText>{errors.expiry}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}

/** The scopes by area: a Read and a Write (or Manage) checkbox each, one line an area where it fits. */
function Scopes({ scopes, error, onChange }: { scopes: readonly Permission[]; error: string | undefined; onChange(scopes: Permission[]): void }) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="500" fontSize="sm">
        Scopes{' '}
        <chakra.span color="fg.error" aria-hidden>
          *
        </chakra.span>
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm" color="fg.muted">
        Only what the key needs. Write includes read: checking Write checks Read too.
      </Fieldset.HelperText>
      <Stack gap="0" mt="2" borderWidth="1px" borderColor="border" rounded="lg">
        {SCOPE_AREAS.map((area) => (
          <Flex
            key={area.area}
            role="group"
            aria-label={area.label}
            justify="space-between"
            align="center"
            wrap="wrap"
            columnGap="4"
            rowGap="1"
            px="3"
            py="2"
            borderBottomWidth="1px"
            borderColor="border"
            _last={{ borderBottomWidth: 0 }}
          >
            <Text fontSize="sm">
              <chakra.span fontWeight="600">{area.label}</chakra.span>
              {area.hint && (
                <chakra.span color="fg.muted" fontSize="xs" ms="2">
                  {area.hint}
                </chakra.span>
              )}
            </Text>
            <Flex gap="5">
              {area.scopes.map(({ scope, access }) => (
                <Checkbox.Root key={scope} size="sm" checked={scopes.includes(scope)} onCheckedChange={(event) => onChange(toggleScope(scopes, scope, event.checked === true))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label title={scope}>
                    <VisuallyHidden>{area.label} </VisuallyHidden>
                    {access}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
          </Flex>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
