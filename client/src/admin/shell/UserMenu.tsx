import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { ChevronDown, LogOut, MonitorX, Moon, Settings, UserRound } from 'lucide-react';
import { isRole, ROLE_LABELS } from '@rules/access';
import { useState } from 'react';
import { ADMIN_SCREENS, mayUseScreen } from '@rules/admin-screens';
import { useNavigate } from 'react-router-dom';
import { useColorMode } from '../../ui/colorMode';
import { usePermissions, type SignedInAdmin } from '../auth/AuthProvider';
import { PreviousSignInQuery } from '../auth/documents';
import { SignOutEverywhereConfirm } from '../auth/SignOutEverywhere';

export const PREVIOUS_SIGN_IN_MESSAGES = {
  previous: 'Previous sign-in:',
  first: 'This is your first sign-in',
} as const;

/** A moment in the admin's own language and time zone (the browser's). */
const inAdminsLocale = (at: string) => new Intl.DateTimeFormat(navigator.languages, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/**
 * When the admin signed in before this session, asked when the menu first opens: a sign-in they do
 * not recognise is a warning. Not kept in the cache (the session's own answer); nothing while it loads.
 */
function PreviousSignIn() {
  const { data } = useQuery(PreviousSignInQuery, { fetchPolicy: 'no-cache' });
  // Its two lines (the words, then the date) are kept while it loads, so the items below do not move
  // under a pointer about to press one.
  if (!data) return <Text fontSize="xs" mt="1" minH="2lh" aria-hidden />;
  const at = data.verifyToken.previousSignInAt;
  return (
    <Text fontSize="xs" color="fg.muted" mt="1" minH="2lh">
      {at ? (
        <>
          {PREVIOUS_SIGN_IN_MESSAGES.previous}{' '}
          <chakra.time dateTime={at} whiteSpace="nowrap">
            {inAdminsLocale(at)}
          </chakra.time>
        </>
      ) : (
        PREVIOUS_SIGN_IN_MESSAGES.first
      )}
    </Text>
  );
}

/** The name's first letter in a circle; drawn by CSS, so it is no part of the words a control shows. */
function Initial({ name }: { name: string }) {
  return (
    <Flex
      boxSize="9"
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      align="center"
      justify="center"
      fontWeight="700"
      flexShrink={0}
      aria-hidden
      data-initial={name.charAt(0).toUpperCase()}
      _before={{ content: 'attr(data-initial)' }}
    />
  );
}

/** The spec's "Administrator" label, then the role that says which screens the account has (the Admin role is that label in full). */
const roleLine = (role: string) => (isRole(role) && role !== 'admin' ? `Administrator · ${ROLE_LABELS[role]}` : 'Administrator');

/** The signed-in admin, the Administrator label with the role, profile links, dark mode, sign-out and sign-out everywhere. */
export function UserMenu({ admin }: { admin: SignedInAdmin }) {
  const role = roleLine(admin.role);
  const navigate = useNavigate();
  const permissions = usePermissions();
  const { mode, setMode } = useColorMode();
  const [askingEverywhere, setAskingEverywhere] = useState(false);
  return (
    <>
      {/* Mounted when first opened, so the previous sign-in is asked for only then. */}
      <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount>
        <Menu.Trigger asChild>
          <Button variant="ghost" color="fg" h="auto" py="1.5" px="2" gap="3" aria-label={`Account menu for ${admin.username}, ${role}`}>
            <Initial name={admin.username} />
            {/* The label says these words too, in the same order (WCAG 2.5.3). */}
            <Box textAlign="start" display={{ base: 'none', md: 'block' }} lineHeight="1.3">
              <Text fontWeight="600" fontSize="sm" maxW="48" truncate>
                {admin.username}
              </Text>{' '}
              <Text fontSize="xs" color="fg.muted">
                {role}
              </Text>
            </Box>
            <ChevronDown size={16} aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60">
              <Flex gap="3" align="center" px="2" py="2">
                <Initial name={admin.username} />
                <Box minW="0">
                  <Text fontWeight="600" fontSize="sm" truncate>
                    {admin.username}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {role}
                  </Text>
                  <PreviousSignIn />
                </Box>
              </Flex>
              <Menu.Separator />
              <Menu.Item value="profile" onSelect={() => navigate(ADMIN_SCREENS.profile.path)}>
                <UserRound size={16} aria-hidden /> Your Profile
              </Menu.Item>
              {/* The site's settings for those who manage them; one's own account's for everyone else. */}
              <Menu.Item value="settings" onSelect={() => navigate(mayUseScreen('settings', permissions) ? ADMIN_SCREENS.settings.path : ADMIN_SCREENS.profile.path)}>
                <Settings size={16} aria-hidden /> Settings
              </Menu.Item>
              <Menu.CheckboxItem value="dark-mode" checked={mode === 'dark'} onCheckedChange={(checked) => setMode(checked ? 'dark' : 'light')}>
                <Moon size={16} aria-hidden /> Dark Mode
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.Separator />
              <Menu.Item value="sign-out" onSelect={() => navigate('/admin/logout')}>
                <LogOut size={16} aria-hidden /> Sign out
              </Menu.Item>
              <Menu.Item value="sign-out-everywhere" onSelect={() => setAskingEverywhere(true)}>
                <MonitorX size={16} aria-hidden /> Sign out everywhere
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <SignOutEverywhereConfirm open={askingEverywhere} onCancel={() => setAskingEverywhere(false)} />
    </>
  );
}
