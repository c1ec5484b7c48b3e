import { RECIPIENT_MESSAGES } from '@rules/recipients';

/** The Email Recipients screens' messages (spec sections 2, 5 and 8). */
export const RECIPIENT_SCREEN_MESSAGES = {
  ...RECIPIENT_MESSAGES,
  listFailed: 'Failed to fetch email recipients',
  deleteFailed: 'Failed to delete recipient',
  toggleFailed: 'Failed to update recipient status',
  loadFailed: 'Failed to load recipient data',
  saveFailed: 'Failed to save recipient',
  empty: 'No recipients found.',
  invalidValue: 'Invalid value',
  inactiveHint: 'Inactive recipients will not receive any emails',
  confirmDelete: (name: string, email: string) => `Are you sure you want to delete ${name} (${email})? This action cannot be undone.`,
} as const;

export const RECIPIENTS_PAGE_SIZE = 10;
