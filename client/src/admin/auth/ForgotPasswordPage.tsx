import { Button, Field, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { resetEmail } from '@rules/admin';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout } from './AuthLayout';
import { RequestPasswordResetMutation } from './documents';

export const FORGOT_PASSWORD_MESSAGES = {
  failed: 'The link could not be sent. Please try again.',
} as const;

const RouterLink = chakra(Link);

/**
 * "Forgot password?" (issue P22): a member types the address they sign in with and is emailed a
 * link to choose a new password. The answer is the same for any address, so it says what happens
 * if an account uses it.
 */
export function ForgotPasswordPage() {
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);
  const { values, errors, edit, showError } = useFormState({ email: '' });
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = resetEmail(values.email);
    showError('email', problem);
    if (problem) return;
    try {
      const { data } = await request({ variables: { input: { email: values.email.trim() } } });
      if (data) setSent(data.requestPasswordReset.message);
      else showError('form', FORGOT_PASSWORD_MESSAGES.failed);
    } catch (error) {
      showError('form', refusalOf(error)?.message || FORGOT_PASSWORD_MESSAGES.failed);
    }
  }

  if (sent) {
    return (
      <AuthLayout title="Check your email" subtitle={sent}>
        <Text color="fg.muted">Nothing arrived? Look in your spam folder, check the address, or ask again in a few minutes.</Text>
        <Button asChild mt="8" w="full" size="lg" variant="outline">
          <Link to="/admin/login">Back to sign in</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Type the address you sign in with, and we will email you a link to choose a new password.">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormProblem message={errors.form} />
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" autoComplete="email" value={values.email} onChange={(event) => edit({ email: event.target.value })} autoFocus />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Sending link...' : 'Email me a link'}
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
