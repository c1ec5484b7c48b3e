import { Alert, Box, Button, Field, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { loginPassword, loginUsername } from '@rules/admin';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { BRAND } from '../../content/brand';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { AdminLoginMutation } from './documents';
import { PasswordInput } from './PasswordInput';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  invalidCredentials: 'Invalid credentials',
  error: 'An error occurred. Please try again.',
} as const;

type Fields = { username: string; password: string };

const RouterLink = chakra(Link);

export function LoginPage() {
  const { signIn } = useAuth();
  const [values, setValues] = useState<Fields>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading }] = useMutation(AdminLoginMutation);

  const edit = (field: keyof Fields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFailure(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Fields> = {};
    const username = loginUsername(values.username);
    const password = loginPassword(values.password);
    if (username) found.username = username;
    if (password) found.password = password;
    setErrors(found);
    if (username || password) return;

    try {
      const { data } = await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
      if (!data) {
        setFailure(LOGIN_MESSAGES.failed);
        return;
      }
      // Signed in: RedirectIfSignedIn takes the admin on to where they were going.
      signIn(data.login.token, data.login.admin, String(data.login.expiresAt));
    } catch (error) {
      const refusal = refusalOf(error);
      setFailure(refusal ? refusal.message || LOGIN_MESSAGES.invalidCredentials : LOGIN_MESSAGES.error);
    }
  }

  return (
    <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to the Finmesh back office.">
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(errors.username)}>
            <Field.Label>Username</Field.Label>
            <Input name="username" autoComplete="username" value={values.username} onChange={(event) => edit('username')(event.target.value)} autoFocus />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.password)}>
            <Flex justify="space-between" w="full" align="baseline">
              <Field.Label>Password</Field.Label>
              <RouterLink to="/forgot-password" fontSize="sm" color="brand.fg" fontWeight="500">
                Forgot password?
              </RouterLink>
            </Flex>
            <PasswordInput name="password" autoComplete="current-password" value={values.password} onChange={(event) => edit('password')(event.target.value)} />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </chakra.form>
      <Box mt="8" fontSize="sm" color="fg.muted">
        <Text>
          New to the back office?{' '}
          <RouterLink to="/admin/register" color="brand.fg" fontWeight="600">
            Register here
          </RouterLink>
        </Text>
        <Text mt="2">
          Trouble signing in?{' '}
          <chakra.a href={`mailto:${BRAND.email}?subject=Back%20office%20access`} color="brand.fg" fontWeight="600">
            Contact administrator
          </chakra.a>
        </Text>
      </Box>
    </AuthLayout>
  );
}
