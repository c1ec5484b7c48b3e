import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { RegisterAdminMutation, RegistrationOpenQuery } from './documents';
import { FullPageSpinner } from './guards';
import { newAccountProblem, NewAccountFields, type NewAccount } from './NewAccountFields';

export const REGISTER_MESSAGES = {
  failed: 'Registration failed. Please try again.',
} as const;

const EMPTY: NewAccount = { username: '', password: '', confirmPassword: '' };

const RouterLink = chakra(Link);

export function RegisterPage() {
  const { signIn } = useAuth();
  const open = useQuery(RegistrationOpenQuery, { fetchPolicy: 'network-only' });
  const [register, { loading }] = useMutation(RegisterAdminMutation);
  // One message for the whole form, as the spec words it.
  const { values, errors, edit, showError } = useFormState(EMPTY);
  const problem = errors.form;
  const setProblem = (message: string | null) => showError('form', message);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newAccountProblem(values);
    setProblem(found);
    if (found) return;
    try {
      const { data } = await register({ variables: { input: { username: values.username.trim(), password: values.password } } });
      const created = data?.createAdmin;
      if (!created?.token || !created.expiresAt) {
        setProblem(REGISTER_MESSAGES.failed);
        return;
      }
      // Signed in: RedirectIfSignedIn takes the new admin to /admin, which opens the dashboard.
      signIn(created.token, created.admin, String(created.expiresAt));
    } catch (error) {
      setProblem(refusalOf(error)?.message || REGISTER_MESSAGES.failed);
    }
  }

  if (open.loading) return <FullPageSpinner />;
  if (open.data && !open.data.registrationOpen) {
    return (
      <AuthLayout title="Registration is closed" subtitle="This back office already has its administrator.">
        <Text color="fg.muted">New admin accounts are created by a signed-in administrator. Ask yours for access.</Text>
        <Button asChild mt="8" w="full" size="lg">
          <Link to="/admin/login">Go to sign in</Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Create the admin account" subtitle="Registration is open until the first administrator signs up.">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormProblem message={problem} />
          <NewAccountFields values={values} onChange={edit} />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Creating account...' : 'Create account'}
          </Button>
        </Stack>
      </chakra.form>
      <Text mt="8" fontSize="sm" color="fg.muted">
        Already have an account?{' '}
        <RouterLink to="/admin/login" color="brand.fg" fontWeight="600">
          Sign in
        </RouterLink>
      </Text>
    </AuthLayout>
  );
}
