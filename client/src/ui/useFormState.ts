import { useCallback, useEffect, useRef, useState } from 'react';

/** Each field's message, and `form` for one about the whole form. */
export type FieldErrors<TField extends string> = Partial<Record<TField | 'form', string>>;

interface FormStateOptions<TValues, TField extends string> {
  /** Editing a field leaves the form's message in place. */
  keepFormMessage?: boolean;
  /** What the form starts with instead of `empty` and no messages (a post the server answered). */
  initial?: { values: TValues; errors: FieldErrors<TField> };
}

/**
 * The one way a form here holds its state, public or back office: its values, the messages
 * against its fields and the form, and the form element (to move focus to the first field
 * marked invalid). Editing a field clears its message and, unless `keepFormMessage`, the form's.
 */
export function useFormState<TValues extends object, TField extends string = keyof TValues & string>(
  empty: TValues,
  { keepFormMessage = false, initial }: FormStateOptions<TValues, TField> = {},
) {
  const [values, setValues] = useState<TValues>(initial?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors<TField>>(initial?.errors ?? {});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useRef(false);

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Changes fields; their messages go (and the form's, unless it is kept). */
  const edit = useCallback(
    (changes: Partial<TValues>) => {
      setValues((current) => ({ ...current, ...changes }));
      setErrors((current) => {
        const next: FieldErrors<TField> = keepFormMessage ? { ...current } : { ...current, form: undefined };
        for (const field of Object.keys(changes) as TField[]) next[field] = undefined;
        return next;
      });
    },
    [keepFormMessage],
  );

  /** Shows messages (replacing the ones shown); `focus` moves focus to the first field marked invalid. */
  const showErrors = useCallback((next: FieldErrors<TField>, { focus = false } = {}) => {
    focusFirstProblem.current = focus;
    setErrors(next);
  }, []);

  /** Sets or clears one field's message. */
  const showError = useCallback((field: TField | 'form', message: string | null) => setErrors((current) => ({ ...current, [field]: message ?? undefined })), []);

  /** Starts over from `to` (the empty values by default), without messages. */
  const reset = useCallback(
    (to: TValues = empty) => {
      setValues(to);
      setErrors({});
    },
    [empty],
  );

  /** The first message of `found` (what a submit checks before sending), or undefined when there is none. */
  const firstProblem = (found: FieldErrors<TField>) => Object.values(found).find(Boolean) as string | undefined;

  return { values, errors, form, edit, showErrors, showError, reset, firstProblem };
}
