import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ADMIN_MESSAGES, PASSWORD_RESET_MESSAGES, passwordProblem, resetToken } from '@rules/admin';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout } from './AuthLayout';
import { ResetPasswordMutation } from './documents';
import { NewPasswordFields } from './NewPasswordFields';

export const RESET_PASSWORD_MESSAGES = {
  failed: 'Your password could not be changed. Please try again.',
} as const;

const RouterLink = chakra(Link);

/** The token the reset email's link carries after `#token=` (the fragment never reaches a server or a log). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

type Fields = { password: string; confirmPassword: string };

/** The first check that fails, in the order of the form (the server also judges how easily it is guessed). */
function problemWith(values: Fields): string | null {
  if (!values.password || !values.confirmPassword) return ADMIN_MESSAGES.allFieldsRequired;
  if (values.password !== values.confirmPassword) return ADMIN_MESSAGES.passwordsDoNotMatch;
  return passwordProblem(values.password);
}

/**
 * Where the reset email's link leads (issue P22): the member chooses a new password; every session
 * of their account then ends, and they sign in with it.
 */
export function ResetPasswordPage() {
  const token = tokenOf(useLocation().hash);
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const { values, errors, edit, showError } = useFormState<Fields>({ password: '', confirmPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState<string | null>(resetToken(token) ? PASSWORD_RESET_MESSAGES.linkInvalid : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemWith(values);
    showError('form', problem);
    if (problem) return;
    try {
      const { data } = await reset({ variables: { input: { token, password: values.password } } });
      if (data) setDone(data.resetPassword.message);
      else showError('form', RESET_PASSWORD_MESSAGES.failed);
    } catch (error) {
      const refusal = refusalOf(error);
      // A used, voided or expired link: no password typed here can help, so the page says what can.
      if (refusal?.message === PASSWORD_RESET_MESSAGES.linkInvalid) setLinkRefused(refusal.message);
      else showError('form', refusal?.message || RESET_PASSWORD_MESSAGES.failed);
    }
  }

  if (done) {
    return (
      <AuthLayout title="Password changed" subtitle={done}>
        <Button asChild w="full" size="lg">
          <Link to="/admin/login">Sign in</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (linkRefused) {
    return (
      <AuthLayout title="This link cannot be used">
        <FormProblem message={linkRefused} />
        <Button asChild mt="8" w="full" size="lg">
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Every session of your account ends when it is set; your API keys keep working.">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormProblem message={errors.form} />
          <NewPasswordFields
            label="New password"
            name="password"
            password={values.password}
            confirmPassword={values.confirmPassword}
            onPassword={(password) => edit({ password })}
            onConfirmPassword={(confirmPassword) => edit({ confirmPassword })}
          />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Setting password...' : 'Set new password'}
          </Button>
        </Stack>
      </chakra.form>
      <Text mt="8" fontSize="sm" color="fg.muted">
        Remembered it?{' '}
        <RouterLink to="/admin/login" color="brand.fg" fontWeight="600">
          Sign in
        </RouterLink>
      </Text>
    </AuthLayout>
  );
}
