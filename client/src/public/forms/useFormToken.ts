import { useCallback, useEffect, useRef } from 'react';
import { fetchFormToken, pageFormToken } from './formToken';

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
 * The spam guard's token for a form, from when the visitor was first shown it, so the server can
 * tell how long they have had it in front of them: a form that is part of the page uses the
 * page's token (asked for as it loaded); an overlay asks for its own as it opens. A person who
 * lets the browser fill in the form still takes longer than the guard's few seconds.
 */
export function useFormToken({ partOfPage }: { partOfPage: boolean }): FormToken {
  const request = useRef<Promise<string | null> | null>(null);
  useEffect(() => {
    request.current = partOfPage ? pageFormToken() : fetchFormToken();
  }, [partOfPage]);
  const take = useCallback(() => request.current ?? Promise.resolve(null), []);
  const reset = useCallback(() => {
    request.current = fetchFormToken();
  }, []);
  return { take, reset };
}
