import { useLocation, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { LogoutState } from './LogoutPage';

export const SIGN_OUT_EVERYWHERE_MESSAGES = {
  confirm: 'Every session of yours ends at once: in this browser and on every other device where you are signed in. You will need to sign in again.',
} as const;

/** Asks before every session of the admin ends (the account menu's item, the profile's button), then signs out everywhere, back here after signing in. */
export function SignOutEverywhereConfirm({ open, onCancel }: { open: boolean; onCancel(): void }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <ConfirmDialog
      open={open}
      title="Sign out everywhere?"
      confirmLabel="Sign out everywhere"
      onCancel={onCancel}
      onConfirm={() => navigate('/admin/logout', { state: { everywhere: true, back: `${pathname}${search}` } satisfies LogoutState })}
    >
      {SIGN_OUT_EVERYWHERE_MESSAGES.confirm}
    </ConfirmDialog>
  );
}
