import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { CountryOption } from '../../content/forms';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import type { LeadOutcome, SubmitMessages } from './messages';
import { valuesTypedEarly, type PostedForm } from './typedEarly';
import { useFormToken, type FormShown, type SpamGuardFields } from './useFormToken';

export type { FieldErrors };

/** A form's fields: their empty values, their rules, and which of them a server's field error concerns. */
export interface FormFields<TValues extends object, TField extends keyof TValues & string> {
  empty: TValues;
  /** What a submit finds wrong: each field's message, in the order the fields appear (the first gets focus). None by default. */
  problems?: (values: TValues) => FieldErrors<TField>;
  /** One field's message as the visitor leaves it (`check`), for forms that check then. */
  fieldError?: (field: TField, values: TValues) => string | null;
  /** Which field a server's field error (by its input path) concerns, or `form`. */
  serverField: (path: string, values: TValues) => TField | 'form';
}

/** A form's fields and how it speaks: what the browser and the server's answer to a post of it both go by. */
export interface FormDefinition<TValues extends object, TField extends keyof TValues & string> extends FormFields<TValues, TField> {
  messages: SubmitMessages;
  /**
   * One message for the whole form, in a banner: the first problem, or the server's first. Fields
   * are only marked, the banner stays while they are edited, and focus moves only for the
   * browser's own check (Book a Demo).
   */
  banner?: boolean;
  /**
   * What the fields keep of what was typed, as their own handlers keep it while the visitor types
   * (phone numbers: their digits): applied to the values of a plain post, which no handler saw.
   */
  kept?: (values: TValues, countries: readonly CountryOption[]) => TValues;
}

interface CheckedFormOptions<TValues extends object, TField extends keyof TValues & string> extends FormDefinition<TValues, TField> {
  /** When the visitor was first shown the form, for the spam guard's token. */
  shown: FormShown;
  /** Where a message for the whole form goes instead of `errors.form` (the newsletter toasts it). */
  onFormError?: (message: string) => void;
  /** The server's answer to a post of this form, which the form starts from (see `forms/FormPage`). */
  posted?: PostedForm | null;
}

const noProblems = () => ({});

/** The problems of `fields` under `fieldError`, in their order: a form's `problems` when each field has its own rules. */
export const problemsOf =
  <TValues, TField extends string>(fields: readonly TField[], fieldError: (field: TField, values: TValues) => string | null) =>
  (values: TValues): FieldErrors<TField> => {
    const found: FieldErrors<TField> = {};
    for (const field of fields) {
      const message = fieldError(field, values);
      if (message) found[field] = message;
    }
    return found;
  };

/** What a form shows for the problems a submit found: each field's, and with a banner the first again as the form's. */
export function problemMessages<TField extends string>(found: FieldErrors<TField>, banner: boolean): FieldErrors<TField> {
  const first = Object.values(found).find(Boolean) as string | undefined;
  return banner && first ? { ...found, form: first } : found;
}

/** What a form shows when the server did not store a submission: its messages against their fields, or one for the whole form. */
export function unsentMessages<TValues extends object, TField extends keyof TValues & string>(
  outcome: Exclude<LeadOutcome, { kind: 'sent' }>,
  values: TValues,
  { serverField, banner = false, messages }: Pick<FormDefinition<TValues, TField>, 'serverField' | 'banner' | 'messages'>,
): FieldErrors<TField> {
  switch (outcome.kind) {
    case 'invalid': {
      const found: FieldErrors<TField> = {};
      for (const { path, message } of outcome.fields) found[serverField(path, values)] ??= message || messages.invalidValue;
      if (banner) found.form = outcome.fields[0]?.message || messages.invalidValue;
      return found;
    }
    case 'refused':
      return { form: outcome.message || messages.refused } as FieldErrors<TField>;
    default:
      return { form: messages.failed } as FieldErrors<TField>;
  }
}

/**
 * The state of a public form (spec section 5): its values, what is wrong with them, and its
 * submission with the spam guard's fields. A field with rules of its own is checked when the
 * visitor leaves it and every field on submit; only touched fields show messages; a field's
 * message clears as soon as it is edited; after a failed submit the first field with a problem
 * gets focus. The server's refusals show against the fields they concern. A form the server
 * rendered as its answer to a plain post starts from that answer (`posted`), and what was typed
 * into the server's HTML before the form's code arrived becomes its values.
 */
export function useCheckedForm<TValues extends object, TField extends keyof TValues & string>({
  empty,
  problems = noProblems,
  fieldError,
  serverField,
  shown,
  messages,
  banner = false,
  onFormError,
  posted,
}: CheckedFormOptions<TValues, TField>) {
  const [initial] = useState(() => (posted ? { values: { ...empty, ...(posted.values as Partial<TValues>) }, errors: posted.errors as FieldErrors<TField> } : undefined));
  const { values, errors, form, edit, showErrors, showError, reset: resetFields, firstProblem } = useFormState<TValues, TField>(empty, { keepFormMessage: banner, initial });
  const [submitting, setSubmitting] = useState(false);
  const [website, setWebsite] = useState('');
  const token = useFormToken(shown);
  // Disabling the fields while sending blurs the focused one; that blur is not the visitor's.
  const sending = useRef(false);

  // Whatever was typed before the page's code arrived becomes the form's values, as if typed now.
  useEffect(() => {
    const typed = valuesTypedEarly(form.current, empty);
    if (Object.keys(typed).length > 0) edit(typed);
  }, [empty, form, edit]);

  /** For a field's `onBlur`. */
  const check = (field: TField) => (event: FocusEvent) => {
    if (sending.current || !event.currentTarget.isConnected || !fieldError) return;
    showError(field, fieldError(field, values));
  };

  /** One message for the whole form. */
  const showFormError = (message: string) => {
    const next: FieldErrors<TField> = {};
    if (onFormError) onFormError(message);
    else next.form = message;
    showErrors(next);
  };

  const reset = () => {
    resetFields();
    setWebsite('');
    token.reset();
  };

  /**
   * On submit: checks every field, then runs `send` with the spam guard's fields and the form
   * marked as submitting (its fields disabled), and shows how it ended; once stored, the form
   * starts over and `sent` has the thanks. Nothing is sent while a field has a problem.
   */
  const submit = async (send: (guard: SpamGuardFields) => Promise<LeadOutcome>, sent: (thanks: string) => void): Promise<void> => {
    if (sending.current) return;
    const found = problems(values);
    const first = firstProblem(found);
    showErrors(problemMessages(found, banner), { focus: first !== undefined });
    if (first !== undefined) return;

    sending.current = true;
    setSubmitting(true);
    let outcome: LeadOutcome;
    try {
      outcome = await send({ website, formToken: await token.take() });
    } catch {
      outcome = { kind: 'failed' };
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
    if (outcome.kind === 'sent') {
      reset();
      sent(outcome.message || messages.thanks);
      return;
    }
    const unsent = unsentMessages(outcome, values, { serverField, banner, messages });
    if (outcome.kind === 'invalid') showErrors(unsent, { focus: !banner });
    else showFormError(unsent.form ?? messages.failed);
  };

  return {
    values,
    errors,
    form,
    submitting,
    /** The submit button's `disabled`: only while sending. Before the island wakes, a press sends the form as a plain post. */
    submitButton: { disabled: submitting },
    /** The spam guard's hidden field (`HoneypotField`). */
    honeypot: { value: website, onChange: setWebsite },
    edit,
    check,
    /** The form's `onSubmit`: `submit` instead of the browser's own sending. */
    handleSubmit: (send: (guard: SpamGuardFields) => Promise<LeadOutcome>, sent: (thanks: string) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(send, sent);
    },
  };
}

/** Optional text as a form sends it: trimmed, or left out when empty. */
export const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());
