import { API_KEY_MESSAGES, API_KEY_STATUSES, type ApiKeyStatus } from '@rules/keys';

/** The API keys screen's messages: the shared ones (server/src/rules/keys.ts), and what only the screen says. */
export const KEYS_SCREEN_MESSAGES = {
  ...API_KEY_MESSAGES,
  loading: 'Loading API keys...',
  listFailed: 'Failed to load the API keys',
  empty:
    'No API keys yet. A key lets another system, such as your CRM or a reporting script, use the GraphQL and REST APIs without anyone’s password, and do only what its scopes allow.',
  createFailed: 'The API key could not be created. Please try again.',
  revokeFailed: 'Failed to revoke the API key',
  invalidValue: 'Invalid value',
  copyFailed: 'Could not copy: the key is selected, copy it with Ctrl+C (⌘C on a Mac).',
  confirmRevoke: (name: string) => `Revoke ${name}? Integrations using it stop working at once.`,
} as const;

export const API_KEY_STATUS_LABELS: Readonly<Record<ApiKeyStatus, string>> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

const isApiKeyStatus = (value: string): value is ApiKeyStatus => (API_KEY_STATUSES as readonly string[]).includes(value);

/** A status as the list says it ("Active"), or as the server wrote it if this screen does not know it. */
export const statusLabel = (status: string): string => (isApiKeyStatus(status) ? API_KEY_STATUS_LABELS[status] : status);

export const API_KEYS_PAGE_SIZE = 20;
