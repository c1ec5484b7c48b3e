import { useCallback, useEffect, useRef } from 'react';
import { fetchFormToken, pageFormToken } from './formToken';

/** The spam guard's two fields every public form sends (see server/src/domain/form-guard.ts). */
export interface SpamGuardFields {
  /** The honeypot: empty unless a bot filled it. */
  website: string;
  /** The `formStart` token, or `null` when none could be had (or the form is judged without one). */
  formToken: string | null;
}

/**
 * When the visitor was first shown the form, for the spam guard: with the page (a form that is
 * part of it uses the page's token, asked for as it loaded), as it opened (an overlay asks for its
 * own), or not at all (a one-field form is judged by the honeypot alone: autofill and Enter take a second).
 */
export type FormShown = 'with-page' | 'on-open' | 'untimed';

export interface FormToken {
  /** The token to send with the submission (`null` when none could be had: the server then takes the visitor's word). */
  take: () => Promise<string | null>;
  /** After a submission: the emptied form is shown anew, with a new token. */
  reset: () => void;
}

/**
 * The spam guard's token for a form, from when the visitor was first shown it, so the server can
 * tell how long they have had it in front of them. A person who lets the browser fill in the form
 * still takes longer than the guard's few seconds.
 */
export function useFormToken(shown: FormShown): FormToken {
  const request = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    if (shown !== 'untimed') request.current = shown === 'with-page' ? pageFormToken() : fetchFormToken();
  }, [shown]);
  const take = useCallback(() => request.current ?? Promise.resolve(null), []);
  const reset = useCallback(() => {
    if (shown !== 'untimed') request.current = fetchFormToken();
  }, [shown]);
  return { take, reset };
}
