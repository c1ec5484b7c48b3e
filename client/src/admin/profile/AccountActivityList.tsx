import { useQuery } from '@apollo/client/react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { KeyRound, LogIn, LogOut, Mail, ShieldAlert, UserCog, type LucideIcon } from 'lucide-react';
import { Moment, when } from '../kit/Moment';
import { ListState } from '../ui/ListStates';
import { AccountActivityQuery } from './documents';

export const ACCOUNT_ACTIVITY_MESSAGES = {
  loading: 'Loading your account activity...',
  loadFailed: 'Failed to load your account activity. Please reload the page.',
  none: 'Nothing yet.',
  byOther: 'by an Owner or the system',
} as const;

const ICONS: Readonly<Record<string, LucideIcon>> = {
  'admin.signed_in': LogIn,
  'admin.sign_in_failed': ShieldAlert,
  'admin.signed_out': LogOut,
  'admin.signed_out_everywhere': LogOut,
  'admin.session_ended': LogOut,
  'admin.password_changed': KeyRound,
  'admin.password_reset_requested': KeyRound,
  'admin.password_reset': KeyRound,
  'admin.email_changed': Mail,
};

/** The account's latest sign-ins, failures and changes, newest first: one the member does not recognise is a warning. */
export function AccountActivityList() {
  const { data, error } = useQuery(AccountActivityQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return <ListState kind={error ? 'error' : 'loading'}>{error ? ACCOUNT_ACTIVITY_MESSAGES.loadFailed : ACCOUNT_ACTIVITY_MESSAGES.loading}</ListState>;
  if (data.accountActivity.length === 0) return <Text color="fg.muted">{ACCOUNT_ACTIVITY_MESSAGES.none}</Text>;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Recent activity of your account">
      {data.accountActivity.map((item) => {
        const Icon = ICONS[item.type] ?? UserCog;
        const where = [item.device, item.clientAddress ? `network ${item.clientAddress}` : null].filter(Boolean).join(', ');
        return (
          <Flex as="li" key={item.id} gap="3" align="flex-start">
            <Box color={item.type === 'admin.sign_in_failed' ? 'orange.fg' : 'fg.muted'} mt="0.5" flexShrink={0}>
              <Icon size={18} aria-hidden />
            </Box>
            <Box minW="0">
              <Text fontWeight="600" fontSize="sm">
                {item.label}
                {item.byOther && (
                  <Text as="span" fontWeight="400" color="fg.muted">
                    {' '}
                    {ACCOUNT_ACTIVITY_MESSAGES.byOther}
                  </Text>
                )}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Moment at={String(item.occurredAt)} format={when} />
                {where && ` · ${where}`}
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Stack>
  );
}
