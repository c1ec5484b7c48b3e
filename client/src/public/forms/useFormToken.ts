import { useCallback, useRef, type FocusEvent } from 'react';

const FIELD = 'input, select, textarea';

/** The spam guard's two fields every public form sends (see server/src/domain/form-guard.ts). */
export interface SpamGuardFields {
  /** The honeypot: empty unless a bot filled it. */
  website: string;
  /** The `formStart` token, or `null` when none could be had. */
  formToken: string | null;
}

export interface FormToken {
  /** For the form's `onFocus`: asks for a token the first time the visitor focuses one of its fields. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** The token to send with the submission (`null` when none could be had: the server then takes the visitor's word). */
  take: () => Promise<string | null>;
  /** After a submission: the next one starts a new fill and gets a new token. */
  reset: () => void;
}

/**
 * The spam guard's `formStart` token. It is fetched when the visitor first focuses a field, not
 * on page load, so the server can tell a person filling the form from a bot posting at once.
 */
export function useFormToken(): FormToken {
  const request = useRef<Promise<string | null> | null>(null);

  const start = useCallback(() => {
    request.current ??= import('./formToken').then(({ fetchFormToken }) => fetchFormToken()).catch(() => null);
  }, []);

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // The submit button does not count: a token fetched at the moment of sending would look like a bot's.
      if (event.target instanceof Element && event.target.matches(FIELD)) start();
    },
    [start],
  );
  const take = useCallback(() => request.current ?? Promise.resolve(null), []);
  const reset = useCallback(() => {
    request.current = null;
  }, []);
  return { onFocus, take, reset };
}
