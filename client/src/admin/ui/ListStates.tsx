import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What a list shows while it loads, when it is empty, or when it could not load. `action`: what an
 * empty list offers under its message (the button that makes its first record).
 */
export function ListState({ kind, children, action }: { kind: 'loading' | 'empty' | 'error'; children: ReactNode; action?: ReactNode }) {
  return (
    <Center py="14" px="6" textAlign="center">
      <Stack align="center" gap="3">
        {kind === 'loading' && <Spinner color="brand.solid" />}
        <Text color={kind === 'error' ? 'red.fg' : 'fg.muted'} role={kind === 'error' ? 'alert' : undefined}>
          {children}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
