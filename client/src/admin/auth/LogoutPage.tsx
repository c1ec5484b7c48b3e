import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminLogoutMutation } from './documents';
import { session } from './session';

/** Signs out on the server, forgets the token and goes to sign-in, whether or not the server answered. */
export function LogoutPage() {
  const navigate = useNavigate();
  const [logout] = useMutation(AdminLogoutMutation);

  useEffect(() => {
    let current = true;
    const finish = () => {
      session.clear();
      if (current) navigate('/admin/login', { replace: true });
    };
    if (session.token()) logout().then(finish, finish);
    else finish();
    return () => {
      current = false;
    };
  }, [logout, navigate]);

  return (
    <Center minH="100vh" bg="bg.subtle">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Logging out...</Text>
      </Stack>
    </Center>
  );
}
