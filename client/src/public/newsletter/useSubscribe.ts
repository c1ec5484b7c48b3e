import { useCallback } from 'react';
import type { SpamGuardFields } from '../forms/useFormToken';
import { NEWSLETTER_CLIENT_MESSAGES, type SubscribeOutcome } from './messages';

const loadSubscribe = () => import('./subscribe');

/** Starts downloading the mutation (and Apollo) early, for example when the field gets focus. */
export function preloadSubscribe(): void {
  void loadSubscribe().catch(() => undefined);
}

/** The newsletter signup mutation; the code behind it loads on first use. */
export function useSubscribe(): (email: string, guard: SpamGuardFields) => Promise<SubscribeOutcome> {
  return useCallback(async (email: string, guard: SpamGuardFields) => {
    try {
      const { subscribeToNewsletter } = await loadSubscribe();
      return await subscribeToNewsletter(email, guard);
    } catch {
      return { kind: 'failed', message: NEWSLETTER_CLIENT_MESSAGES.failed };
    }
  }, []);
}
