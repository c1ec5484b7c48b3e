import { Box, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '../../content/brand';
import { Logo } from '../../ui/Logo';

/** The frame of the sign-in screens: the brand on one side, the form on the other (`width`: a wider column, for a set-up with a QR code). */
export function AuthLayout({ title, subtitle, width = 'sm', children }: { title: string; subtitle?: string; width?: 'sm' | 'lg'; children: ReactNode }) {
  return (
    <Grid minH="100vh" templateColumns={{ base: '1fr', lg: '1fr 1fr' }} bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justify="space-between"
        p="14"
        color="white"
        bg="ink.950"
        bgImage="radial-gradient(50rem 30rem at 100% 0%, rgba(36, 70, 214, 0.5), transparent 60%), radial-gradient(30rem 20rem at 0% 100%, rgba(20, 174, 151, 0.25), transparent 60%)"
      >
        <Logo />
        <Stack gap="5" maxW="md">
          <Text textStyle="title">The back office where leads become deals.</Text>
          <Text color="ink.300">
            Contact requests, demo bookings, applications and the newsletter, worked by the {BRAND.name} team in one place.
          </Text>
        </Stack>
        <Flex align="center" gap="2" color="ink.300" fontSize="sm">
          <ShieldCheck size={16} aria-hidden /> Sessions end when you sign out, and by themselves after a while without use.
        </Flex>
      </Flex>
      <Flex align="center" justify="center" px={{ base: '5', md: '10' }} py="12" bg={{ base: 'bg.subtle', lg: 'bg' }}>
        <Box w="full" maxW={width}>
          <Box display={{ base: 'block', lg: 'none' }} mb="8">
            <Logo />
          </Box>
          <Text as="h1" textStyle="title">
            {title}
          </Text>
          {subtitle ? (
            <Text color="fg.muted" mt="2" mb="8">
              {subtitle}
            </Text>
          ) : (
            <Box mb="8" />
          )}
          {children}
        </Box>
      </Flex>
    </Grid>
  );
}

const RouterLink = chakra(Link);

/** The way out of a step the back office asks for before anything else (a new password, two factors): signing out. */
export function NotNowSignOut() {
  return (
    <Text mt="8" fontSize="sm" color="fg.muted">
      Not now?{' '}
      <RouterLink to="/admin/logout" color="brand.fg" fontWeight="600">
        Sign out
      </RouterLink>
    </Text>
  );
}
