import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { LogOut, Menu as MenuIcon, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '../../ui/toaster';
import { Logo } from '../../ui/Logo';
import { useAuth } from '../auth/AuthProvider';
import { ADMIN_NAV, sectionOf } from './navigation';
import { UserMenu } from './UserMenu';

const SIDEBAR_WIDTH = '264px';
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

function Sidebar({ id, open }: { id: string; open: boolean }) {
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
      <RouterLink to="/admin/dashboard" px="2" mb="8" aria-label="Finmesh back office, dashboard">
        <Logo />
      </RouterLink>
      <chakra.nav aria-label="Back office" flex="1" overflowY="auto">
        <Stack as="ul" gap="1" listStyleType="none">
          {ADMIN_NAV.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <RouterNavLink to={to} {...itemStyle} css={{ '&[aria-current=page]': { bg: 'brand.600', color: 'white' } }}>
                <Icon size={18} aria-hidden /> {label}
              </RouterNavLink>
            </li>
          ))}
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

  const section = sectionOf(location.pathname);
  useEffect(() => {
    document.title = `${section?.label ?? 'Back office'} | Finmesh admin`;
  }, [section]);

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
            {section?.label ?? 'Back office'}
          </Text>
          <UserMenu admin={state.admin} />
        </Flex>
        <Box as="main" px={{ base: '4', md: '8' }} py={{ base: '6', md: '8' }} maxW="7xl">
          <Outlet />
        </Box>
      </Box>
      <Toaster />
    </Box>
  );
}
