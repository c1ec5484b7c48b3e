import { useCallback } from 'react';
import type { LeadOutcome } from '../forms/messages';
import type { SubmitContactFormInput } from '../gql/graphql';

const loadSubmit = () => import('./submitContactForm');

/** Starts downloading the mutation (and Apollo) early, for example when a field gets focus. */
export function preloadSubmitContactForm(): void {
  void loadSubmit().catch(() => undefined);
}

/** The Contact page's and the Services page's message mutation; the code behind it loads on first use. */
export function useSubmitContactForm(): (input: SubmitContactFormInput) => Promise<LeadOutcome> {
  return useCallback(async (input: SubmitContactFormInput) => {
    try {
      const { submitContactForm } = await loadSubmit();
      return await submitContactForm(input);
    } catch {
      return { kind: 'failed' };
    }
  }, []);
}
