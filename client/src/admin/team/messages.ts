import { TEAM_MESSAGES } from '@rules/team';

/** The Team screen's messages: the shared ones (server/src/rules/team.ts), and what only the screen says. */
export const TEAM_SCREEN_MESSAGES = {
  ...TEAM_MESSAGES,
  loading: 'Loading the team...',
  listFailed: 'Failed to load the team',
  empty: 'No team members found.',
  noMatch: 'No team members match your search.',
  twoFactorNeeded: 'The sign-in policy requires two-factor authentication of this role: it is set up at the next sign-in, before anything else.',
  invitesLoading: 'Loading invitations...',
  invitesFailed: 'Failed to load the pending invitations',
  noInvites: 'No pending invitations. Invite someone to give them access.',
  inviteFailed: 'The invitation could not be sent. Please try again.',
  revokeFailed: 'Failed to revoke the invitation',
  roleChangeFailed: 'Failed to change the role',
  deactivateFailed: 'Failed to deactivate the team member',
  memberDeactivated: 'Team member deactivated',
  reactivateFailed: 'Failed to reactivate the team member',
  confirmDeactivate: (username: string) =>
    `Deactivate ${username}? Every session of theirs ends at once, on every device, and they cannot sign in until an Owner reactivates them. The API keys they made stop working and the invitations they sent can no longer be accepted, for good.`,
  confirmRevoke: (email: string) => `Revoke the invitation to ${email}? Its link stops working at once.`,
  confirmOwnRole: (role: string) =>
    `Change your own role to ${role}? You lose access to the Team screen at once, and only another Owner can give it back.`,
} as const;

export const TEAM_PAGE_SIZE = 20;
export const INVITES_PAGE_SIZE = 10;
