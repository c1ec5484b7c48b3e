import { Box, Stack, Text } from '@chakra-ui/react';
import { Logo } from '../ui/Logo';

/** The back office's frame; sign-in, the shell and its screens are built on it (issue P2). */
export function AdminApp() {
  return (
    <Box minH="100vh" bg="bg.subtle" display="grid" placeItems="center" px="6">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Logo />
        <Text as="h1" textStyle="title">
          Back office
        </Text>
        <Text color="fg.muted">Admin sign-in is not available yet on this installation.</Text>
      </Stack>
    </Box>
  );
}
