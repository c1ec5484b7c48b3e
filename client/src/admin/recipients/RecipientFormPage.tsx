import { Alert, Box, Button, Checkbox, Field, Fieldset, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEFAULT_NOTIFICATION_TYPES, NOTIFICATION_TYPES, notificationTypes, recipientEmail, recipientName } from '@rules/recipients';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import type { NotificationType } from '../gql/graphql';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { EmailRecipientQuery } from './documents';
import { useSaveRecipient } from './hooks';
import { RECIPIENT_SCREEN_MESSAGES as MESSAGES } from './messages';

interface Values {
  name: string;
  email: string;
  notificationTypes: NotificationType[];
  isActive: boolean;
}

type Errors = FieldErrors<keyof Values>;

const EMPTY: Values = { name: '', email: '', notificationTypes: [...DEFAULT_NOTIFICATION_TYPES] as NotificationType[], isActive: true };

function check(values: Values): Errors {
  const errors: Errors = {};
  const name = recipientName(values.name);
  const email = recipientEmail(values.email);
  const types = notificationTypes(values.notificationTypes);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (types) errors.notificationTypes = types;
  return errors;
}

/** Server field errors (a list with a path and a message) shown against the matching field. */
function errorsFromServer(fields: { path?: string; message?: string }[], fallback: string): Errors {
  const errors: Errors = {};
  const known = new Set(['name', 'email', 'notificationTypes', 'isActive']);
  for (const field of fields) {
    const key = field.path && known.has(field.path) ? (field.path as keyof Values) : 'form';
    errors[key] ??= field.message || MESSAGES.invalidValue;
  }
  if (Object.keys(errors).length === 0) errors.form = fallback;
  return errors;
}

/** Add or edit a recipient (edit when the route has an id). */
export function RecipientFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { values, errors, form, edit, showErrors, reset } = useFormState(EMPTY);
  const [loadedId, setLoadedId] = useState<string | null>(null);

  const existing = useQuery(EmailRecipientQuery, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const showFailure = (error: unknown) => {
    const refusal = refusalOf(error);
    showErrors(refusal ? errorsFromServer(refusal.fields.length ? refusal.fields : [{ message: refusal.message }], MESSAGES.saveFailed) : { form: MESSAGES.saveFailed }, { focus: true });
  };
  const { save, saving } = useSaveRecipient(showFailure);

  // Fill the form once with the recipient being edited.
  const loaded = existing.data?.emailRecipient ?? null;
  if (loaded && loadedId !== loaded.id) {
    setLoadedId(loaded.id);
    reset({ name: loaded.name, email: loaded.email, notificationTypes: [...loaded.notificationTypes], isActive: loaded.isActive });
  }
  useEffect(() => {
    if (!existing.error) return;
    toaster.error({ title: refusalOf(existing.error)?.message || MESSAGES.loadFailed, closable: true });
    navigate('/admin/email-recipients', { replace: true });
  }, [existing.error, navigate]);

  const toggleType = (type: NotificationType, on: boolean) =>
    edit({ notificationTypes: on ? [...values.notificationTypes, type] : values.notificationTypes.filter((existingType) => existingType !== type) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    showErrors(found, { focus: true });
    if (Object.keys(found).length > 0) return;
    const recipient = { name: values.name.trim(), email: values.email.trim(), notificationTypes: values.notificationTypes, isActive: values.isActive };
    if (await save(recipient, id)) navigate('/admin/email-recipients');
  }

  const backLink = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to="/admin/email-recipients">
        <ArrowLeft aria-hidden /> Back to Email Recipients
      </Link>
    </Button>
  );

  if (editing && existing.loading) {
    return (
      <>
        {backLink}
        <ListState kind="loading">Loading recipient...</ListState>
      </>
    );
  }

  return (
    <>
      {backLink}
      <PageHeader title={editing ? 'Edit Email Recipient' : 'Add New Email Recipient'} />
      <Panel as="div" maxW="2xl">
        <chakra.form ref={form} onSubmit={onSubmit} noValidate>
          <Stack gap="6" p={{ base: '5', md: '7' }}>
            {errors.form && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{errors.form}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={Boolean(errors.name)} required>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input value={values.name} onChange={(event) => edit({ name: event.target.value })} autoComplete="name" />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.email)} required disabled={editing}>
              <Field.Label>
                Email <Field.RequiredIndicator />
              </Field.Label>
              <Input type="email" value={values.email} onChange={(event) => edit({ email: event.target.value })} autoComplete="email" />
              {editing && <Field.HelperText>{MESSAGES.emailImmutable}</Field.HelperText>}
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Fieldset.Root invalid={Boolean(errors.notificationTypes)}>
              <Fieldset.Legend fontWeight="500" fontSize="sm">
                Notification Types
              </Fieldset.Legend>
              <Stack gap="3" mt="2">
                {NOTIFICATION_TYPES.map((type) => (
                  <Checkbox.Root
                    key={type.value}
                    checked={values.notificationTypes.includes(type.value as NotificationType)}
                    onCheckedChange={(event) => toggleType(type.value as NotificationType, event.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{type.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              <Fieldset.ErrorText>{errors.notificationTypes}</Fieldset.ErrorText>
            </Fieldset.Root>
            <Box borderWidth="1px" borderColor="border" rounded="lg" p="4">
              <Checkbox.Root checked={values.isActive} onCheckedChange={(event) => edit({ isActive: event.checked === true })}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="600">Active</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" color="fg.muted" mt="1" ms="7">
                {MESSAGES.inactiveHint}
              </Text>
            </Box>
          </Stack>
          <Flex justify="flex-end" gap="3" px={{ base: '5', md: '7' }} py="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
            <Button asChild variant="outline">
              <Link to="/admin/email-recipients">Cancel</Link>
            </Button>
            <Button type="submit" disabled={saving}>
              {editing ? (saving ? 'Updating...' : 'Update Recipient') : saving ? 'Creating...' : 'Create Recipient'}
            </Button>
          </Flex>
        </chakra.form>
      </Panel>
    </>
  );
}
