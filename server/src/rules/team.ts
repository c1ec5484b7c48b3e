import { requiredEmail } from './email.js';
import type { Rule } from './rule.js';

/**
 * The back office's team (issue P14): who may sign in, with which role, and the invitations that
 * bring a new person in. Shared by the server and the Team screen.
 */
export const ADMIN_STATUSES = ['active', 'deactivated'] as const;
export type AdminStatus = (typeof ADMIN_STATUSES)[number];

export const ADMIN_STATUS_LABELS: Readonly<Record<AdminStatus, string>> = {
  active: 'Active',
  deactivated: 'Deactivated',
};

export const isAdminStatus = (value: string): value is AdminStatus => (ADMIN_STATUSES as readonly string[]).includes(value);

/** How long an invitation's link works. */
export const INVITE_HOURS = 72;

/** Where the invitation's link leads (the token follows in the address's fragment, so no server log or Referer sees it). */
export const ACCEPT_INVITE_PATH = '/admin/accept-invite';

export const TEAM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  roleRequired: 'Role is required',
  emailIsAdmin: 'A team member already signs in with this email',
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteRevoked: 'Invitation revoked',
  inviteNotFound: 'Invitation not found',
  inviteInvalid: 'This invitation link is invalid, has expired, was withdrawn or has already been used. Ask an Owner for a new one.',
  tokenRequired: 'The invitation link is incomplete',
  accepted: 'Welcome to the team',
  memberNotFound: 'Team member not found',
  roleChanged: 'Role changed',
  /** What the Owner is told a deactivation did: the sessions it ended, and what the member had handed out that it revoked. */
  deactivated: (username: string, revoked: { apiKeys: number; invitations: number }) => {
    const what = [counted(revoked.apiKeys, 'API key'), counted(revoked.invitations, 'invitation')].filter(Boolean).join(' and ');
    return `Deactivated ${username}: every session of theirs has ended.${what ? ` Revoked ${what} they made.` : ''}`;
  },
  reactivated: 'Team member reactivated',
  lastOwner: 'The last active Owner cannot be deactivated or demoted. Make another member an Owner first.',
  notYourself: 'You cannot deactivate your own account',
  alreadyDeactivated: 'This team member is already deactivated',
  alreadyActive: 'This team member is already active',
  signedOutEverywhere: 'Signed out everywhere',
} as const;

/** "2 API keys", "1 invitation"; nothing for none. */
const counted = (count: number, noun: string) => (count === 0 ? '' : `${count} ${noun}${count === 1 ? '' : 's'}`);

export const inviteEmail = requiredEmail(TEAM_MESSAGES.emailRequired, TEAM_MESSAGES.emailInvalid);

/** The token of an invitation's link: 43 base64url characters (32 random bytes). */
export const inviteToken: Rule = (value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? null : TEAM_MESSAGES.tokenRequired);

/** The team list's status filter: one of the statuses, or none. */
export const teamStatus: Rule = (value) =>
  value === undefined || value === null || (typeof value === 'string' && isAdminStatus(value)) ? null : `status must be one of ${ADMIN_STATUSES.join(', ')}`;
