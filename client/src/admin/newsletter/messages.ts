/** The Newsletter Subscribers screen's messages (spec sections 2 and 8). */
export const NEWSLETTER_SCREEN_MESSAGES = {
  loadFailed: 'Failed to load subscribers',
  unsubscribeFailed: 'Failed to unsubscribe',
  none: 'No subscribers found',
  noMatch: 'No subscribers match your search',
  /** The Consent column: a sign-up from before its proof was kept. */
  noConsent: 'Not recorded',
  consentFrom: (page: string | null) => `From ${page ?? 'an unknown page'}`,
  consentAddress: (hashStart: string) => `Address hash ${hashStart}…`,
} as const;
