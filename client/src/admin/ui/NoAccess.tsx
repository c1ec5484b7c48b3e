import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ACCESS_MESSAGES, isRole, ROLE_LABELS } from '@rules/access';
import { ADMIN_SCREENS, firstScreenOf } from '@rules/admin-screens';
import { ArrowRight, LockKeyhole } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth, usePermissions } from '../auth/AuthProvider';
import { Panel } from './Panel';

/**
 * What a screen shows, inside the shell, to an admin whose role does not include it: the address
 * stays, the sidebar does not offer it, and the way on is the first screen they may use.
 */
export function NoAccess() {
  const { state } = useAuth();
  const role = state.status === 'signedIn' && isRole(state.admin.role) ? ROLE_LABELS[state.admin.role] : null;
  const home = firstScreenOf(usePermissions());
  return (
    <Panel px={{ base: '6', md: '10' }} py={{ base: '10', md: '16' }} aria-labelledby="no-access-title">
      <Stack align="center" textAlign="center" gap="4" maxW="md" mx="auto">
        <Flex boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" aria-hidden>
          <LockKeyhole size={26} />
        </Flex>
        <Text as="h1" id="no-access-title" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em" textWrap="balance">
          {ACCESS_MESSAGES.noAccessPage}
        </Text>
        <Text color="fg.muted" textWrap="pretty">
          {role ? `Your role (${role}) does not include this screen.` : 'Your account does not include this screen.'} If you need it, ask an
          owner of this back office to change your role.
        </Text>
        {home && (
          <Button asChild mt="2">
            <Link to={ADMIN_SCREENS[home].path}>
              Go to {ADMIN_SCREENS[home].title} <ArrowRight size={16} aria-hidden />
            </Link>
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
