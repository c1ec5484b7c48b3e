import { Field } from '@chakra-ui/react';
import type { FieldErrors } from '../../ui/useFormState';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordInput } from './PasswordInput';

/** What a change of password takes: the current password, the new one and its confirmation. */
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const NO_PASSWORDS: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The password an admin signs in with today, proving it is them (changing the password or the address). */
export function CurrentPasswordField({ value, onChange, error, autoFocus = false }: { value: string; onChange(value: string): void; error?: string; autoFocus?: boolean }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Current password</Field.Label>
      <PasswordInput name="currentPassword" autoComplete="current-password" value={value} onChange={(event) => onChange(event.target.value)} autoFocus={autoFocus} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The current password, then the new one with its checklist and confirmation: the required change (P17) and the profile's. */
export function ChangePasswordFields({
  values,
  errors = {},
  edit,
  autoFocus = false,
}: {
  values: ChangePasswordValues;
  errors?: FieldErrors<keyof ChangePasswordValues>;
  edit(changes: Partial<ChangePasswordValues>): void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <CurrentPasswordField value={values.currentPassword} onChange={(currentPassword) => edit({ currentPassword })} error={errors.currentPassword} autoFocus={autoFocus} />
      <NewPasswordFields
        label="New password"
        name="newPassword"
        password={values.newPassword}
        confirmPassword={values.confirmPassword}
        onPassword={(newPassword) => edit({ newPassword })}
        onConfirmPassword={(confirmPassword) => edit({ confirmPassword })}
        error={errors.newPassword}
      />
    </>
  );
}
