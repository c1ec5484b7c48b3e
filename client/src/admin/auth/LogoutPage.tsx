import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { TEAM_MESSAGES } from '@rules/team';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { AdminLogoutMutation, SignOutEverywhereMutation } from './documents';
import type { FromState } from './guards';
import { session } from './session';

export const LOGOUT_MESSAGES = {
  everywhereFailed: 'You could not be signed out everywhere. Please try again.',
} as const;

/** Where the sign-out goes next. */
interface Where {
  to: string;
  state: FromState | null;
}

/** What the user menu hands the sign-out: every session rather than this one, and the screen to go back to if that fails. */
export interface LogoutState {
  everywhere?: boolean;
  back?: string;
}

/**
 * Signs out on the server, forgets the token and goes to sign-in, whether or not the server
 * answered. Signing out everywhere (issue P14) ends every session of the account; the sign-in
 * page then says so. If the server did not do it, the other sessions still work: the admin goes
 * back, signed in, and is told.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const { everywhere = false, back = '/admin' } = (useLocation().state as LogoutState | null) ?? {};
  const [logout] = useMutation(AdminLogoutMutation);
  const [signOutEverywhere] = useMutation(SignOutEverywhereMutation);
  // Asked once, even where React runs the effect twice (StrictMode): a second "everywhere" would find its session ended.
  const outcome = useRef<Promise<Where> | null>(null);

  useEffect(() => {
    let current = true;
    const signedOut = (notice?: string): Where => {
      session.clear();
      return { to: '/admin/login', state: notice ? ({ notice } satisfies FromState) : null };
    };
    const run = async (): Promise<Where> => {
      if (!session.token()) return signedOut();
      if (!everywhere) {
        await logout().catch(() => undefined);
        return signedOut();
      }
      try {
        const { data } = await signOutEverywhere();
        return signedOut(data?.signOutEverywhere.message ?? TEAM_MESSAGES.signedOutEverywhere);
      } catch (error) {
        // A session the server no longer takes is over already (the client forgot it): sign in again.
        const refusal = refusalOf(error);
        if (refusal?.code === 'UNAUTHENTICATED' || !session.token()) return signedOut();
        toaster.error({ title: refusal?.message || LOGOUT_MESSAGES.everywhereFailed, closable: true });
        return { to: back, state: null };
      }
    };
    outcome.current ??= run();
    void outcome.current.then(({ to, state }) => {
      if (current) navigate(to, { replace: true, state });
    });
    return () => {
      current = false;
    };
  }, [everywhere, back, logout, signOutEverywhere, navigate]);

  return (
    <Center minH="100vh" bg="bg.subtle">
      <Stack align="center" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{everywhere ? 'Signing out everywhere...' : 'Logging out...'}</Text>
      </Stack>
    </Center>
  );
}
