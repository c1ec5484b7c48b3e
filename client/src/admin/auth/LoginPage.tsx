import { Alert, Box, Button, Field, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { loginPassword, loginUsername } from '@rules/admin';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { BRAND } from '../../content/brand';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { AdminLoginMutation, RegistrationOpenQuery } from './documents';
import type { FromState } from './guards';
import { PasswordInput } from './PasswordInput';
import { SecondStepForm } from './SecondStepForm';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  error: 'An error occurred. Please try again.',
  /** Once the first admin exists, new accounts come by invitation. */
  askForInvitation: 'New to the back office? Ask an Owner to invite you.',
} as const;

const EMPTY = { username: '', password: '' };

const RouterLink = chakra(Link);

export function LoginPage() {
  const { signIn } = useAuth();
  const { values, errors, form, edit, showErrors, showError, firstProblem } = useFormState(EMPTY);
  const [login, { loading }] = useMutation(AdminLoginMutation);
  // Registration is offered only while the server says it is open (until the first admin exists).
  const registration = useQuery(RegistrationOpenQuery, { fetchPolicy: 'network-only' });
  const setFailure = (message: string) => showError('form', message);
  // What sent the admin here says so (signed out everywhere); a failed sign-in's message replaces it.
  const notice = (useLocation().state as FromState | null)?.notice;
  const [secondStep, setSecondStep] = useState<{ token: string; message: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { username: loginUsername(values.username) ?? undefined, password: loginPassword(values.password) ?? undefined };
    showErrors(found, { focus: true });
    if (firstProblem(found)) return;

    try {
      const { data } = await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
      if (!data) {
        setFailure(LOGIN_MESSAGES.failed);
        return;
      }
      const { token, admin, expiresAt, secondStep: next } = data.login;
      // Two-factor authentication on: the code comes next.
      if (next) return setSecondStep(next);
      // Signed in: RedirectIfSignedIn takes the admin on to where they were going.
      if (token && admin) signIn(token, admin, String(expiresAt));
      else setFailure(LOGIN_MESSAGES.failed);
    } catch (error) {
      const refusal = refusalOf(error);
      setFailure(refusal ? refusal.message || LOGIN_MESSAGES.invalidCredentials : LOGIN_MESSAGES.error);
    }
  }

  if (secondStep) {
    return (
      <AuthLayout title="Two-step verification" subtitle="Your account asks for a second proof that it is you.">
        <SecondStepForm
          step={secondStep.token}
          message={secondStep.message}
          onRestart={() => {
            setSecondStep(null);
            edit({ password: '' });
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to the Finmesh back office.">
      <chakra.form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {errors.form ? (
            <FormProblem message={errors.form} />
          ) : (
            notice && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{notice}</Alert.Title>
              </Alert.Root>
            )
          )}
          <Field.Root invalid={Boolean(errors.username)}>
            <Field.Label>Username</Field.Label>
            <Input name="username" autoComplete="username" value={values.username} onChange={(event) => edit({ username: event.target.value })} autoFocus />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)}>
            <Flex justify="space-between" w="full" align="baseline">
              <Field.Label>Password</Field.Label>
              <RouterLink to="/forgot-password" fontSize="sm" color="brand.fg" fontWeight="500">
                Forgot password?
              </RouterLink>
            </Flex>
            <PasswordInput name="password" autoComplete="current-password" value={values.password} onChange={(event) => edit({ password: event.target.value })} />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </chakra.form>
      <Box mt="8" fontSize="sm" color="fg.muted">
        {registration.data &&
          (registration.data.registrationOpen ? (
            <Text mb="2">
              New to the back office?{' '}
              <RouterLink to="/admin/register" color="brand.fg" fontWeight="600">
                Register here
              </RouterLink>
            </Text>
          ) : (
            <Text mb="2">{LOGIN_MESSAGES.askForInvitation}</Text>
          ))}
        <Text>
          Trouble signing in?{' '}
          <chakra.a href={`mailto:${BRAND.email}?subject=Back%20office%20access`} color="brand.fg" fontWeight="600">
            Contact administrator
          </chakra.a>
        </Text>
      </Box>
    </AuthLayout>
  );
}
