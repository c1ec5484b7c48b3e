import { TWO_FACTOR_MESSAGES } from '@rules/admin';
import { TwoFactorSection } from '../profile/TwoFactorSection';
import { AuthLayout, NotNowSignOut } from './AuthLayout';
import { session } from './session';

/**
 * Shown in place of the back office to a member whose role the team requires two factors of and
 * who has none (issue P22): they set up an authenticator app, save their recovery codes, and the
 * back office opens where they were going.
 */
export function TwoFactorSetupPage() {
  return (
    <AuthLayout title="Set up two-factor authentication" subtitle={TWO_FACTOR_MESSAGES.setupRequired} width="lg">
      {/* Once it is on, the server is asked again what the member must do first: nothing, now. */}
      <TwoFactorSection onEnabled={session.recheck} />
      <NotNowSignOut />
    </AuthLayout>
  );
}
