import type { MailAddress } from '../../config.js';

/**
 * Where people's answers to the team's mail go (issue P19 §4). Mail is sent from `MAIL_FROM`,
 * often a no-reply address nobody reads, so a member's own mail (a reply to a lead) carries a
 * Reply-To that reaches someone: the member's own address when their account has one (an invited
 * account keeps the address it was invited at; the first Owner's has none), else the team's,
 * `MAIL_REPLY_TO`.
 */
export interface AnswersTo {
  address: MailAddress;
  /** The member's own address, or the team's. */
  whose: 'member' | 'team';
}

/** The Reply-To of a member's mail; `null` when neither they nor the team have an address: answers then go to `MAIL_FROM`. */
export function replyToOf(member: string | null, team: MailAddress | null): AnswersTo | null {
  if (member) return { address: { address: member }, whose: 'member' };
  return team ? { address: team, whose: 'team' } : null;
}

/** An address as a header shows it: `Name <address>`, or the address alone. */
export const shownAddress = ({ name, address }: MailAddress): string => (name ? `${name} <${address}>` : address);
