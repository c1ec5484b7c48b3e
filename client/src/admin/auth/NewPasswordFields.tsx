import { Box, Field, List, Text, chakra } from '@chakra-ui/react';
import { PASSWORD_ADVICE, PASSWORD_REQUIREMENTS, passwordProblem } from '@rules/admin';
import { Check, X } from 'lucide-react';
import { PasswordInput } from './PasswordInput';

/**
 * The live checklist under a new password (spec: "live strength checklist, label Strong password
 * or Weak password"). It shows what the browser can tell; how easily a password is guessed is the
 * server's to judge, whose message says why when it refuses one.
 */
function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const strong = passwordProblem(password) === null;
  return (
    <Box id={id} aria-live="polite">
      {password && (
        <Text fontWeight="600" fontSize="sm" color={strong ? 'green.fg' : 'orange.fg'} mb="2">
          {strong ? 'Strong password' : 'Weak password'}
        </Text>
      )}
      <List.Root gap="1.5" variant="plain" fontSize="sm">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.met(password);
          return (
            <List.Item key={requirement.label} color={met ? 'green.fg' : 'fg.muted'} alignItems="center" gap="2">
              {met ? <Check size={16} aria-hidden /> : <X size={16} aria-hidden />}
              {requirement.label}
              <chakra.span srOnly>{met ? ' (met)' : ' (not met yet)'}</chakra.span>
            </List.Item>
          );
        })}
      </List.Root>
      <Text mt="2" fontSize="sm" color="fg.muted">
        {PASSWORD_ADVICE}
      </Text>
    </Box>
  );
}

interface NewPasswordFieldsProps {
  /** "Password" on registration, "New password" when changing it; the confirmation is labelled after it. */
  label: string;
  name: string;
  password: string;
  confirmPassword: string;
  onPassword(password: string): void;
  onConfirmPassword(confirmPassword: string): void;
  /** The server's message about the new password (a common one), shown under it. */
  error?: string;
}

/** A new password, its live checklist and its confirmation: registration and the change of password. */
export function NewPasswordFields({ label, name, password, confirmPassword, onPassword, onConfirmPassword, error }: NewPasswordFieldsProps) {
  const checklist = `${name}-strength`;
  const errorText = `${name}-error`;
  return (
    <>
      <Field.Root invalid={Boolean(error)} ids={{ errorText }}>
        <Field.Label>{label}</Field.Label>
        <PasswordInput
          name={name}
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-describedby={error ? `${errorText} ${checklist}` : checklist}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <PasswordChecklist id={checklist} password={password} />
      <Field.Root>
        <Field.Label>Confirm {label.toLowerCase()}</Field.Label>
        <PasswordInput name="confirmPassword" autoComplete="new-password" value={confirmPassword} onChange={(event) => onConfirmPassword(event.target.value)} />
      </Field.Root>
    </>
  );
}
