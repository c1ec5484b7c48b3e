import { refusalOf } from '../../app/graphql-errors';
import type { FieldErrors } from '../../ui/useFormState';

/**
 * A form's errors from the server's answer to its mutation: each field's message beside the field
 * it names (`fieldOf` maps the server's input path to the form's field; one it does not know goes
 * on the form), and when the refusal names no field, its message, or `messages.failed` for a
 * failure that was no refusal (the network, a crash), on the form.
 */
export function refusalErrors<TField extends string>(error: unknown, fieldOf: (path: string) => TField | null | undefined, messages: { invalidValue: string; failed: string }): FieldErrors<TField> {
  const refusal = refusalOf(error);
  const errors = fieldErrorsOf<TField>(refusal?.fields ?? [], fieldOf, messages.invalidValue);
  if (!refusal || refusal.fields.length === 0) errors.form = refusal?.message || messages.failed;
  return errors;
}

/** The refusal's per-field messages, each on the form's field (or on the form), the first for a field kept. */
export function fieldErrorsOf<TField extends string>(fields: readonly { path: string; message: string }[], fieldOf: (path: string) => TField | null | undefined, invalidValue: string): FieldErrors<TField> {
  const errors: FieldErrors<TField> = {};
  for (const field of fields) errors[fieldOf(field.path) ?? 'form'] ??= field.message || invalidValue;
  return errors;
}
