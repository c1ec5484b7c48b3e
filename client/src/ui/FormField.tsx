import { Field, chakra } from '@chakra-ui/react';
import { FieldRoot } from './FieldRoot';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Read out with the field (its description), not shown. */
  hint?: string;
  error?: string;
  /** Marked as having a problem, with or without a message here (a form may say it in one banner); by default when there is an `error`. */
  invalid?: boolean;
  required?: boolean;
  /** Shown after the label of a field that may be left empty, for example "(optional)". */
  optionalNote?: string;
  children: ReactNode;
}

/**
 * A labelled form field. Chakra's Field ties the label, the hint and the message to the control
 * (`id`, `aria-describedby`, `aria-invalid`, `aria-required`).
 */
export function FormField({ label, hint, error, invalid = Boolean(error), required = false, optionalNote, children }: FormFieldProps) {
  return (
    <FieldRoot invalid={invalid} required={required}>
      <Field.Label fontWeight="600">
        {label}
        {required && <Field.RequiredIndicator />}
        {optionalNote && (
          <chakra.span color="fg.muted" fontWeight="400">
            {' '}
            {optionalNote}
          </chakra.span>
        )}
      </Field.Label>
      {children}
      {hint && <Field.HelperText srOnly>{hint}</Field.HelperText>}
      {/* Chakra's default red (red.500) is under 4.5:1 on white; red.700 reads at 6.5:1. */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </FieldRoot>
  );
}
