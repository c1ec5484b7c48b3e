import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { ChangePasswordPage } from './ChangePasswordPage';
import { TwoFactorSetupPage } from './TwoFactorSetupPage';

/** Where a visitor was going when sign-in interrupted them; what the sign-in page says first (after signing out everywhere). */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  notice?: string;
}

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="100vh" bg="bg.subtle">
      <Spinner size="lg" color="brand.solid" aria-label={label} />
    </Center>
  );
}

/**
 * Back-office screens: signed-out visitors go to sign-in, which brings them back afterwards; an
 * admin whose password predates the current rules chooses a new one first, at the same address,
 * and one whose role the team requires two factors of sets one up first.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedOut') {
    const from: FromState['from'] = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/admin/login" replace state={{ from } satisfies FromState} />;
  }
  if (state.twoFactorSetupRequired === null) return <FullPageSpinner />;
  if (state.admin.passwordChangeRequired) return <ChangePasswordPage />;
  if (state.twoFactorSetupRequired) return <TwoFactorSetupPage />;
  return children;
}

/**
 * Sign-in and registration: a signed-in admin goes to the back office, to the screen they were
 * sent away from if there was one. This is also how a successful sign-in moves on.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const from = (useLocation().state as FromState | null)?.from;
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'signedIn') return <Navigate to={from ? `${from.pathname}${from.search}${from.hash}` : '/admin'} replace />;
  return children;
}
