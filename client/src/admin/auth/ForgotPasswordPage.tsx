import { Button, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../content/brand';
import { AuthLayout } from './AuthLayout';

/** Passwords are reset by an administrator, not by email, so this page says how to ask for one. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot your password?" subtitle="For security, back-office passwords are reset by an administrator.">
      <Text color="fg.muted">
        Write to{' '}
        <chakra.a href={`mailto:${BRAND.email}?subject=Back%20office%20password%20reset`} color="brand.fg" fontWeight="600">
          {BRAND.email}
        </chakra.a>{' '}
        from the address your account belongs to, and an administrator will set you up with a new password.
      </Text>
      <Button asChild mt="8" w="full" size="lg" variant="outline">
        <Link to="/admin/login">Back to sign in</Link>
      </Button>
    </AuthLayout>
  );
}
