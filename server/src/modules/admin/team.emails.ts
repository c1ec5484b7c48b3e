import { ROLE_LABELS, type Role } from '../../rules/access.js';
import { INVITE_HOURS } from '../../rules/team.js';
import type { EmailContent } from '../mail/templates.js';

/** To the invited address: who invited them, as what, and the one-time link. No password is in it, ever. */
export function teamInvitation(link: string, role: Role, invitedBy: string | null, siteName: string): EmailContent {
  const roleName = ROLE_LABELS[role];
  const article = /^[AEIOU]/.test(roleName) ? 'an' : 'a';
  return {
    subject: `You are invited to the ${siteName} back office`,
    heading: 'You are invited to join the team',
    paragraphs: [
      `${invitedBy ?? 'An Owner'} invited you to the ${siteName} back office as ${article} ${roleName}.`,
      `Choose your username and password with the button below. The link works once, for ${INVITE_HOURS} hours.`,
    ],
    action: { label: 'Set your password', url: link },
    footnote: 'If you did not expect this invitation, ignore this email: nothing happens until the link is used.',
  };
}
