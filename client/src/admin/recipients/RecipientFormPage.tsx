import { Box, Checkbox, Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_NOTIFICATION_TYPES, NOTIFICATION_TYPES, notificationTypes, recipientEmail, recipientName } from '@rules/recipients';
import { useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import type { FieldErrors } from '../../ui/useFormState';
import type { NotificationType } from '../gql/graphql';
import { FormFrame } from '../kit/FormFrame';
import { HistoryPanel } from '../activity/HistoryPanel';
import { useAdminForm } from '../kit/useAdminForm';
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

const FIELDS: ReadonlySet<string> = new Set<keyof Values>(['name', 'email', 'notificationTypes', 'isActive']);

/** Add or edit a recipient (edit when the route has an id). */
export function RecipientFormPage() {
  const { id } = useParams<{ id: string }>();
  const form = useAdminForm({
    empty: EMPTY,
    id,
    load: {
      query: EmailRecipientQuery,
      values: ({ emailRecipient: loaded }) => ({ name: loaded.name, email: loaded.email, notificationTypes: [...loaded.notificationTypes], isActive: loaded.isActive }),
      failed: { message: (error) => refusalOf(error)?.message || MESSAGES.loadFailed, back: '/admin/email-recipients' },
    },
    check,
    toInput: (values) => ({ name: values.name.trim(), email: values.email.trim(), notificationTypes: values.notificationTypes, isActive: values.isActive }),
    useSave: useSaveRecipient,
    fieldOf: (path) => (FIELDS.has(path) ? (path as keyof Values) : null),
    // A refusal without field messages says why in the form's alert; anything else is "Failed to save recipient".
    failure: (error) => {
      const refusal = refusalOf(error);
      if (!refusal) return MESSAGES.saveFailed;
      return refusal.fields.length > 0 ? undefined : refusal.message || MESSAGES.invalidValue;
    },
    invalidValue: MESSAGES.invalidValue,
    after: { to: '/admin/email-recipients' },
  });
  const { values, errors, edit, editing, saving } = form;

  const toggleType = (type: NotificationType, on: boolean) =>
    edit({ notificationTypes: on ? [...values.notificationTypes, type] : values.notificationTypes.filter((existingType) => existingType !== type) });

  return (
    <FormFrame
      form={form}
      back={{ to: '/admin/email-recipients', label: 'Back to Email Recipients' }}
      title={editing ? 'Edit Email Recipient' : 'Add New Email Recipient'}
      loadingText="Loading recipient..."
      maxW="2xl"
      noValidate
      saving={saving}
      submitLabel={editing ? (saving ? 'Updating...' : 'Update Recipient') : saving ? 'Creating...' : 'Create Recipient'}
      aside={id !== undefined && <HistoryPanel subject={id} name="this recipient" />}
    >
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
    </FormFrame>
  );
}
