import { useAdminMutation } from '../ui/useAdminMutation';
import { AdminInvitesQuery, ChangeAdminRoleMutation, DeactivateAdminMutation, InviteAdminMutation, ReactivateAdminMutation, RevokeAdminInviteMutation, TeamMembersQuery } from './documents';
import { TEAM_SCREEN_MESSAGES as MESSAGES } from './messages';

/**
 * Changes a member's role: the select shows the new one at once, the server's answer replaces it,
 * and a refusal (the last active Owner) puts the old one back and says why.
 */
export function useChangeRole() {
  const [change] = useAdminMutation(ChangeAdminRoleMutation, { succeeded: (data) => data?.changeAdminRole.message ?? MESSAGES.roleChanged, failed: MESSAGES.roleChangeFailed });
  return (member: { __typename: 'Admin'; id: string }, role: string) =>
    change({ id: member.id, role }, (cache) => cache.modify<{ role: string }>({ id: cache.identify(member), fields: { role: () => role } }));
}

/**
 * Deactivates a member (every session of theirs ends, the API keys they made and the invitations
 * they sent are revoked), says what it revoked, and reloads the members (the list may be filtered by
 * status) and the pending invitations.
 */
export const useDeactivateMember = () =>
  useAdminMutation(DeactivateAdminMutation, {
    reload: [TeamMembersQuery, AdminInvitesQuery],
    succeeded: (data) => data?.deactivateAdmin.message ?? MESSAGES.memberDeactivated,
    failed: MESSAGES.deactivateFailed,
  });

/** Lets a member sign in again and reloads the list. */
export const useReactivateMember = () =>
  useAdminMutation(ReactivateAdminMutation, { reload: TeamMembersQuery, succeeded: (data) => data?.reactivateAdmin.message ?? MESSAGES.reactivated, failed: MESSAGES.reactivateFailed });

/** Sends an invitation and reloads the pending ones; a failure is the form's to show (its field messages beside its fields). */
export const useInviteMember = (failed: (error: unknown) => void) =>
  useAdminMutation(InviteAdminMutation, { reload: AdminInvitesQuery, succeeded: (data, { input }) => data?.inviteAdmin.message ?? MESSAGES.invited(input.email), failed });

/** Revokes an invitation and reloads the pending ones. */
export const useRevokeInvite = () =>
  useAdminMutation(RevokeAdminInviteMutation, { reload: AdminInvitesQuery, succeeded: (data) => data?.revokeAdminInvite.message ?? MESSAGES.inviteRevoked, failed: MESSAGES.revokeFailed });
