import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useSubmitButton } from '../../ui/useHydrated';
import type { LeadOutcome } from './messages';
import { valuesTypedEarly } from './typedEarly';

export type FieldErrors<TField extends string> = Partial<Record<TField | 'form', string>>;

interface CheckedFormOptions<TValues extends object, TField extends keyof TValues & string> {
  empty: TValues;
  /** The fields with rules, in the order they appear (the first with a problem gets focus). */
  checked: readonly TField[];
  /** The message for one field under its rules, or `null`. */
  fieldError: (field: TField, values: TValues) => string | null;
  /** Which field a server's field error (by its input path) concerns, or `form`. */
  serverField: (path: string, values: TValues) => TField | 'form';
}

/** How the form shows the end of a submission. */
interface Settlement {
  /** Stored: the server's thanks. */
  sent: (message: string) => void;
  /** The server refused without a message. */
  refused: string;
  /** The request did not get through. */
  failed: string;
  /** A server field error without a message. */
  invalidValue: string;
}

/**
 * The public forms' checking (spec section 5, Contact form): a field is checked when the visitor
 * leaves it and every field on submit; only touched fields show messages; a field's message
 * clears as soon as it is edited; after a failed submit the first field with a problem gets
 * focus. The server's refusals show against the fields they concern.
 */
export function useCheckedForm<TValues extends object, TField extends keyof TValues & string>({
  empty,
  checked,
  fieldError,
  serverField,
}: CheckedFormOptions<TValues, TField>) {
  const [values, setValues] = useState<TValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<TField>>({});
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useRef(false);
  // Disabling the fields while sending blurs the focused one; that blur is not the visitor's.
  const sending = useRef(false);

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

  /** One message for the whole form, below its button. */
  const showFormError = (message: string) => {
    const next: FieldErrors<TField> = {};
    next.form = message;
    showErrors(next);
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  /**
   * On submit: checks every field, then runs `send` with the form marked as submitting (its
   * fields disabled), and shows how it ended. Nothing is sent while a field has a problem.
   */
  const submit = async (send: () => Promise<LeadOutcome>, settle: Settlement): Promise<void> => {
    if (sending.current) return;
    const found: FieldErrors<TField> = {};
    for (const field of checked) {
      const message = fieldError(field, values);
      if (message) found[field] = message;
    }
    const valid = Object.keys(found).length === 0;
    showErrors(found, { focus: !valid });
    if (!valid) return;

    sending.current = true;
    setSubmitting(true);
    let outcome: LeadOutcome;
    try {
      outcome = await send();
    } catch {
      outcome = { kind: 'failed' };
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
    switch (outcome.kind) {
      case 'sent':
        settle.sent(outcome.message);
        break;
      case 'invalid': {
        const fromServer: FieldErrors<TField> = {};
        for (const { path, message } of outcome.fields) fromServer[serverField(path, values)] ??= message || settle.invalidValue;
        showErrors(fromServer, { focus: true });
        break;
      }
      case 'refused':
        showFormError(outcome.message || settle.refused);
        break;
      default:
        showFormError(settle.failed);
    }
  };

  return {
    values,
    errors,
    form,
    submitting,
    /** The submit button's `disabled` (and, before the island has woken, its mark for the page's loader). */
    submitButton: useSubmitButton(submitting),
    edit,
    check,
    showErrors,
    submit,
    reset,
  };
}

/** Optional text as a form sends it: trimmed, or left out when empty. */
export const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());
