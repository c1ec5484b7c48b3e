import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { SESSION_MESSAGES } from '@rules/admin';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { SessionsQuery as Loaded } from '../gql/graphql';
import { Moment, when } from '../kit/Moment';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ListState } from '../ui/ListStates';
import { useAdminMutation } from '../ui/useAdminMutation';
import { EndSessionMutation, SessionsQuery } from './documents';

type Session = Loaded['sessions'][number];

export const SESSION_LIST_MESSAGES = {
  loading: 'Loading sessions...',
  loadFailed: 'Failed to load the sessions. Please reload the page.',
  none: 'No session is open.',
  endFailed: 'The session could not be ended. Please try again.',
  unknownDevice: 'Unknown device',
  endConfirm: 'Whoever uses that session is signed out at once, on that device, and must sign in again to go on.',
} as const;

const PHONES = /iPhone|Android/;

/**
 * The live sessions of an account, the last used first: the device, the network, when signed in
 * and when last used, each ended with one action (the one asking is marked, and ended by signing out).
 * `adminId`: another member's (for an Owner on the Team screen); none, the admin's own.
 */
export function SessionList({ adminId, whose = 'your' }: { adminId?: string; whose?: string }) {
  const variables = adminId ? { adminId } : {};
  const { data, error } = useQuery(SessionsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [ending, setEnding] = useState<Session | null>(null);
  const [endSession, { loading: busy }] = useAdminMutation(EndSessionMutation, {
    succeeded: (answer) => answer?.endSession.message ?? SESSION_MESSAGES.ended,
    failed: SESSION_LIST_MESSAGES.endFailed,
    reload: SessionsQuery,
    reloadAfter: 'either',
  });
  const sessions = data?.sessions ?? [];

  if (!data) return <ListState kind={error ? 'error' : 'loading'}>{error ? SESSION_LIST_MESSAGES.loadFailed : SESSION_LIST_MESSAGES.loading}</ListState>;
  return (
    <>
      {sessions.length === 0 ? (
        <Text color="fg.muted">{SESSION_LIST_MESSAGES.none}</Text>
      ) : (
        <Stack as="ul" gap="0" aria-label={`Open sessions of ${whose} account`} listStyleType="none" separator={<Box as="li" aria-hidden borderTopWidth="1px" />}>
          {sessions.map((session) => {
            const device = session.device ?? SESSION_LIST_MESSAGES.unknownDevice;
            const Icon = PHONES.test(device) ? Smartphone : Laptop;
            return (
              <Flex as="li" key={session.id} gap="4" py="3" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                <Flex gap="3" flex="1" minW="0" align="flex-start">
                  <Box color="fg.muted" mt="0.5" flexShrink={0}>
                    <Icon size={20} aria-hidden />
                  </Box>
                  <Box minW="0">
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text fontWeight="600">{device}</Text>
                      {session.current && (
                        <Badge colorPalette="green" variant="subtle">
                          This device
                        </Badge>
                      )}
                    </Flex>
                    <Text fontSize="sm" color="fg.muted">
                      {session.clientAddress ? `Network ${session.clientAddress}` : 'Network unknown'} · Signed in <Moment at={String(session.createdAt)} format={when} /> · Last active{' '}
                      <Moment at={session.lastSeenAt ? String(session.lastSeenAt) : null} format={when} never="not yet" />
                    </Text>
                  </Box>
                </Flex>
                {!session.current && (
                  <Button size="sm" variant="outline" colorPalette="red" ms={{ base: '8', sm: '0' }} onClick={() => setEnding(session)} aria-label={`End session on ${device}, signed in ${when.format(new Date(String(session.createdAt)))}`}>
                    End session
                  </Button>
                )}
              </Flex>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={ending !== null}
        title="End this session?"
        confirmLabel="End session"
        busy={busy}
        onCancel={() => setEnding(null)}
        onConfirm={async () => {
          if (ending) await endSession({ input: { id: ending.id } });
          setEnding(null);
        }}
      >
        {SESSION_LIST_MESSAGES.endConfirm}
      </ConfirmDialog>
    </>
  );
}
