import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useHydrated } from '../../ui/useHydrated';
import { valuesTypedEarly } from './typedEarly';

export type FieldErrors<TField extends string> = Partial<Record<TField | 'form', string>>;

interface CheckedFormOptions<TValues extends object, TField extends keyof TValues & string> {
  empty: TValues;
  /** The message for one field under its rules, or `null`. */
  fieldError: (field: TField, values: TValues) => string | null;
  /** Every field's message, for submit. */
  allErrors: (values: TValues) => FieldErrors<TField>;
}

/**
 * The public forms' checking (spec section 5, Contact form): a field is checked when the visitor
 * leaves it and every field on submit; only touched fields show messages; a field's message
 * clears as soon as it is edited; after a failed submit the first field with a problem gets focus.
 */
export function useCheckedForm<TValues extends object, TField extends keyof TValues & string>({ empty, fieldError, allErrors }: CheckedFormOptions<TValues, TField>) {
  const [values, setValues] = useState<TValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<TField>>({});
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useRef(false);
  // Disabling the fields while sending blurs the focused one; that blur is not the visitor's.
  const sending = useRef(false);

  const hydrated = useHydrated();
  // Whatever was typed before the page's code arrived becomes the form's values.
  useEffect(() => {
    const typed = valuesTypedEarly(form.current, empty);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [empty]);

  useEffect(() => {
    if (!focusFirstProblem.current) return;
    focusFirstProblem.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Changes fields; their messages (and the form's) go until the visitor leaves the field again. */
  const edit = useCallback((changes: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next: FieldErrors<TField> = { ...current, form: undefined };
      for (const field of Object.keys(changes) as TField[]) next[field] = undefined;
      return next;
    });
  }, []);

  /** For a field's `onBlur`. */
  const check = (field: TField) => (event: FocusEvent) => {
    if (sending.current || !event.currentTarget.isConnected) return;
    const message = fieldError(field, values);
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  };

  /** Shows messages; `focus` moves focus to the first field with one. */
  const showErrors = (next: FieldErrors<TField>, { focus = false } = {}) => {
    focusFirstProblem.current = focus;
    setErrors(next);
  };

  /** On submit: every rule; false (with the messages shown and focus on the first) when any fails. */
  const validate = (): boolean => {
    const found = allErrors(values);
    const valid = Object.values(found).every((message) => !message);
    showErrors(valid ? {} : found, { focus: !valid });
    return valid;
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  /**
   * On submit: checks every field, then runs `send` with the form marked as submitting (its
   * fields disabled). `undefined` when the form has problems or is already being sent.
   */
  const submit = async <TResult>(send: () => Promise<TResult>): Promise<TResult | undefined> => {
    if (sending.current || !validate()) return undefined;
    sending.current = true;
    setSubmitting(true);
    try {
      return await send();
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    form,
    submitting,
    /** Until the page's code runs, the submit button stays disabled (see `useHydrated`). */
    canSubmit: hydrated && !submitting,
    edit,
    check,
    showErrors,
    submit,
    reset,
  };
}
