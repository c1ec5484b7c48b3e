import { Button, Stack, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Panel } from '../ui/Panel';

export const SCREEN_FAILED_MESSAGES = {
  title: 'This screen could not be opened',
  body: 'The back office may have been updated since this page was loaded. Reload to get the latest version.',
  reload: 'Reload',
} as const;

/**
 * In the shell, in place of a screen that failed to load or render (most often its code, after a
 * new version replaced the files this page was loaded with): the sidebar stays, and a reload helps.
 */
export function ScreenFailed() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Panel px={{ base: '6', md: '10' }} py={{ base: '10', md: '16' }}>
      <Stack align="center" textAlign="center" gap="3" maxW="md" mx="auto" role="alert">
        <Text as="h1" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em">
          {SCREEN_FAILED_MESSAGES.title}
        </Text>
        <Text color="fg.muted">{SCREEN_FAILED_MESSAGES.body}</Text>
        <Button mt="2" onClick={() => window.location.reload()}>
          <RotateCw size={16} aria-hidden /> {SCREEN_FAILED_MESSAGES.reload}
        </Button>
      </Stack>
    </Panel>
  );
}
