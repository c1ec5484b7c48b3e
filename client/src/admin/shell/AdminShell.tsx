import { Badge, Box, Button, Center, Flex, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { ADMIN_SCREENS, isSampleScreen, mayUseScreen, screenAt, SIDEBAR_SCREEN_KEYS } from '@rules/admin-screens';
import { newItemsLabel } from '@rules/dashboard';
import { LogOut, Menu as MenuIcon, X } from 'lucide-react';
import { Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../../ui/toaster';
import { Logo } from '../../ui/Logo';
import { useAuth, usePermissions } from '../auth/AuthProvider';
import { SCREENS } from '../screens';
import { SampleBadge } from '../ui/PageHeader';
import { useNewItems } from './newItems';
import { UserMenu } from './UserMenu';
import { StepUpDialog } from '../auth/StepUpDialog';

const SIDEBAR_WIDTH = '264px';

/**
 * The back office's toasts stand bottom-right: top-right, they covered the account menu and the
 * page's own actions (Export, New...) for 5 seconds (issue P19).
 */
export const ADMIN_TOASTS = 'bottom-end';
const RouterNavLink = chakra(NavLink);
const RouterLink = chakra(Link);

const itemStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  rounded: 'lg',
  fontSize: 'sm',
  fontWeight: '500',
  color: 'ink.300',
  _hover: { bg: 'whiteAlpha.100', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '-2px' },
} as const;

/** While a screen's code first arrives: nothing for a moment, so a quick load does not flash a spinner. */
function ScreenLoading() {
  return (
    <Center py="14" animation="fade-in 0.2s ease-out 0.4s both">
      <Spinner color="brand.solid" aria-label="Loading" />
    </Center>
  );
}

/** The screens this admin may use, in the list's order. */
function Sidebar({ id, open }: { id: string; open: boolean }) {
  const permissions = usePermissions();
  const screens = SIDEBAR_SCREEN_KEYS.filter((key) => mayUseScreen(key, permissions));
  const newItems = useNewItems();
  return (
    <Flex
      as="aside"
      id={id}
      direction="column"
      position="fixed"
      insetY="0"
      insetStart="0"
      w={SIDEBAR_WIDTH}
      bg="ink.950"
      color="white"
      zIndex="modal"
      px="4"
      py="5"
      transform={{ base: open ? 'translateX(0)' : 'translateX(-100%)', md: 'none' }}
      visibility={{ base: open ? 'visible' : 'hidden', md: 'visible' }}
      transition="transform 0.2s ease, visibility 0.2s"
    >
      <RouterLink to="/admin" px="2" mb="8" aria-label="Finmesh back office, home">
        <Logo />
      </RouterLink>
      <chakra.nav aria-label="Back office" flex="1" overflowY="auto">
        <Stack as="ul" gap="1" listStyleType="none">
          {screens.map((key) => {
            const { path, title } = ADMIN_SCREENS[key];
            const Icon = SCREENS[key].icon;
            const count = newItems.get(key) ?? 0;
            const badge = newItemsLabel(count);
            const badgeId = `${id}-${key}-new`;
            return (
              <li key={key}>
                <RouterNavLink to={path} {...itemStyle} aria-describedby={badge ? badgeId : undefined} css={{ '&[aria-current=page]': { bg: 'brand.600', color: 'white' } }}>
                  <Icon size={18} aria-hidden /> {title}
                  {isSampleScreen(key) && (
                    <>
                      {' '}
                      <SampleBadge inherit />
                    </>
                  )}
                  {badge && (
                    <Badge ms="auto" rounded="full" colorPalette="mint" variant="solid" size="sm" aria-hidden>
                      {badge}
                    </Badge>
                  )}
                </RouterNavLink>
                {/* The count describes the link (its name stays the screen's), read out after it. */}
                {badge && (
                  <span id={badgeId} hidden>
                    {count >= 100 ? 'More than 99' : count} new since you last opened it
                  </span>
                )}
              </li>
            );
          })}
        </Stack>
      </chakra.nav>
      <RouterLink to="/admin/logout" {...itemStyle} mt="4" borderTopWidth="1px" borderColor="whiteAlpha.200" roundedTop="none" pt="4">
        <LogOut size={18} aria-hidden /> Sign out
      </RouterLink>
    </Flex>
  );
}

/** The frame of every back-office screen: sidebar (a drawer under 768px), top bar, toasts. */
export function AdminShell() {
  const { state } = useAuth();
  const location = useLocation();
  const sidebarId = useId();
  // The drawer belongs to the screen it was opened on: following a link closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const screen = screenAt(location.pathname);
  const title = screen ? ADMIN_SCREENS[screen].title : 'Back office';
  useEffect(() => {
    document.title = `${title} | Finmesh admin`;
  }, [title]);

  if (state.status !== 'signedIn') return null;
  return (
    <Box minH="100vh" bg="bg.subtle">
      <Sidebar id={sidebarId} open={open} />
      {open && <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" display={{ md: 'none' }} onClick={() => setOpenedAt(null)} aria-hidden />}
      <Box ms={{ base: '0', md: SIDEBAR_WIDTH }}>
        <Flex as="header" position="sticky" top="0" zIndex="sticky" h="16" align="center" gap="3" px={{ base: '4', md: '8' }} bg="bg" borderBottomWidth="1px" borderColor="border">
          <Button
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            size="sm"
            aria-label={open ? 'Close navigation' : 'Open navigation'}
            aria-expanded={open}
            aria-controls={sidebarId}
            onClick={() => setOpenedAt(open ? null : location.key)}
          >
            {open ? <X aria-hidden /> : <MenuIcon aria-hidden />}
          </Button>
          <Text fontWeight="700" fontSize="lg" flex="1" truncate>
            {title}
          </Text>
          <UserMenu admin={state.admin} />
        </Flex>
        <Box as="main" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl">
          {/* One boundary for every screen: moving between screens is a transition, which keeps
              the screen on view until the next one's code is there. */}
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      <Toaster placement={ADMIN_TOASTS} />
      <StepUpDialog />
    </Box>
  );
}
