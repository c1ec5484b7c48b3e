import { useAdminMutation } from '../ui/useAdminMutation';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from './documents';
import { KEYS_SCREEN_MESSAGES as MESSAGES } from './messages';

/**
 * Creates a key and reloads the list; a failure is the form's to show. The answer carries the
 * key's secret, so it stays out of Apollo's cache: the dialog reads it from the mutation's result
 * and `reset` forgets it when the dialog closes.
 */
export const useCreateApiKey = (failed: (error: unknown) => void) => useAdminMutation(CreateApiKeyMutation, { reload: ApiKeysQuery, keepOutOfCache: true, failed });

/** Revokes a key; the answer updates its row (status Revoked), which stays listed. */
export const useRevokeApiKey = () =>
  useAdminMutation(RevokeApiKeyMutation, { succeeded: (data) => data?.revokeApiKey.message ?? MESSAGES.revoked, failed: MESSAGES.revokeFailed });
