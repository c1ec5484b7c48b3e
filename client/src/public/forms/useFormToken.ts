import { useCallback, useEffect, useRef } from 'react';

/** The spam guard's two fields every public form sends (see server/src/domain/form-guard.ts). */
export interface SpamGuardFields {
  /** The honeypot: empty unless a bot filled it. */
  website: string;
  /** The `formStart` token, or `null` when none could be had (or the form is judged without one). */
  formToken: string | null;
}

export interface FormToken {
  /** The token to send with the submission (`null` when none could be had: the server then takes the visitor's word). */
  take: () => Promise<string | null>;
  /** After a submission: the emptied form is shown anew, with a new token. */
  reset: () => void;
}

/**
 * The spam guard's `formStart` token, asked for when the form is shown (the page loaded, or the
 * overlay opened), so the server can tell how long the visitor has had the form in front of them.
 * A person who lets the browser fill it in still takes longer than the guard's few seconds.
 */
export function useFormToken(): FormToken {
  const request = useRef<Promise<string | null> | null>(null);
  const start = useCallback(() => {
    request.current = import('./formToken').then(({ fetchFormToken }) => fetchFormToken()).catch(() => null);
  }, []);
  useEffect(start, [start]);
  const take = useCallback(() => request.current ?? Promise.resolve(null), []);
  return { take, reset: start };
}
