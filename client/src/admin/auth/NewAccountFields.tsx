import { Field, Input } from '@chakra-ui/react';
import { ADMIN_MESSAGES, newUsername, passwordProblem } from '@rules/admin';
import type { FieldErrors } from '../../ui/useFormState';
import { NewPasswordFields } from './NewPasswordFields';

/** What a new account is made of: registration and accepting an invitation. */
export type NewAccount = { username: string; password: string; confirmPassword: string };

/**
 * The first check of a new account that fails, in the spec's order: all fields, matching
 * passwords, the password's rules (the server also checks the common list).
 */
export function newAccountProblem(values: NewAccount): string | null {
  if (!values.username.trim() || !values.password || !values.confirmPassword) return ADMIN_MESSAGES.allFieldsRequired;
  if (values.password !== values.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(values.password) ?? newUsername(values.username);
}

interface NewAccountFieldsProps {
  values: NewAccount;
  onChange(changes: Partial<NewAccount>): void;
  /** The server's messages beside the username and the password (registration shows one message above the form instead). */
  errors?: FieldErrors<'username' | 'password'>;
  /** Under the username, what it must be. */
  usernameHint?: string;
}

/** The username, a new password with its live checklist, and its confirmation: registration and accepting an invitation. */
export function NewAccountFields({ values, onChange, errors = {}, usernameHint }: NewAccountFieldsProps) {
  return (
    <>
      <Field.Root invalid={Boolean(errors.username)}>
        <Field.Label>Username</Field.Label>
        <Input name="username" autoComplete="username" value={values.username} onChange={(event) => onChange({ username: event.target.value })} autoFocus />
        {usernameHint && <Field.HelperText>{usernameHint}</Field.HelperText>}
        <Field.ErrorText>{errors.username}</Field.ErrorText>
      </Field.Root>
      <NewPasswordFields
        label="Password"
        name="password"
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPassword={(password) => onChange({ password })}
        onConfirmPassword={(confirmPassword) => onChange({ confirmPassword })}
        error={errors.password}
      />
    </>
  );
}
