/**
 * Spam is quarantined, never dropped: a submission the spam guard judges a bot's is stored with
 * a mark and a reason, sends nothing, stays out of the admin lists unless asked for, and is
 * purged after the retention period. An admin who finds a person's message there files it as new.
 */
export const SPAM_REASONS = ['honeypot', 'too_fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** What the back office says about why something was held. */
export const SPAM_REASON_LABELS: Record<SpamReason, string> = {
  honeypot: 'Filled in a hidden field that only bots see',
  too_fast: 'Sent faster than a person can fill in the form',
};

/** The list filter value (REST `status=spam`) that shows what was held as spam. */
export const SPAM_FILTER = 'spam';
export type SpamFilter = typeof SPAM_FILTER;

export const SPAM_MESSAGES = {
  filedAsNew: 'Moved out of spam and filed as new',
  notSpamFailed: 'Failed to move out of spam',
} as const;
