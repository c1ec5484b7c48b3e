import { Button, Stack, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ADMIN_MESSAGES, currentPassword, passwordProblem } from '@rules/admin';
import type { FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout, NotNowSignOut } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { ChangePasswordMutation } from './documents';
import { ChangePasswordFields, NO_PASSWORDS, type ChangePasswordValues } from './ChangePasswordFields';

export const CHANGE_PASSWORD_MESSAGES = {
  failed: 'Your password could not be changed. Please try again.',
} as const;


/** The first check that fails, in the order of the form (the server also checks the common list). */
function problemWith(values: ChangePasswordValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return ADMIN_MESSAGES.allFieldsRequired;
  if (values.newPassword !== values.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(values.newPassword) ?? currentPassword(values.currentPassword);
}

/**
 * Shown in place of the back office to an admin whose password was set under older rules (issue
 * P17): their sign-in still works, and they choose a new password before going on.
 */
export function ChangePasswordPage() {
  const { updateAdmin } = useAuth();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const { values, errors, edit, showError } = useFormState(NO_PASSWORDS);
  const setProblem = (message: string | null) => showError('form', message);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemWith(values);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await changePassword({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
      if (!data) setProblem(CHANGE_PASSWORD_MESSAGES.failed);
      // The admin as the server now has it: no longer asked, so the back office opens.
      else updateAdmin(data.changePassword.admin);
    } catch (error) {
      setProblem(refusalOf(error)?.message || CHANGE_PASSWORD_MESSAGES.failed);
    }
  }

  return (
    <AuthLayout title="Choose a new password" subtitle={ADMIN_MESSAGES.passwordChangeRequired}>
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormProblem message={errors.form} />
          <ChangePasswordFields values={values} edit={edit} autoFocus />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Changing password...' : 'Change password'}
          </Button>
        </Stack>
      </chakra.form>
      <NotNowSignOut />
    </AuthLayout>
  );
}
