import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { secondFactorCodeKind, TWO_FACTOR_MESSAGES } from '@rules/admin';
import { useState, type FormEvent } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { useAuth } from './AuthProvider';
import { FinishSignInMutation } from './documents';

export const SECOND_STEP_MESSAGES = {
  failed: 'The code could not be checked. Please try again.',
  recoveryHint: 'One of the ten recovery codes you saved when you set up two-factor authentication. Each works once.',
  recoveryRequired: 'Enter one of your recovery codes (like k7m2q-3xw4p)',
} as const;

/**
 * The second step of signing in (issue P22): the code the authenticator app shows now, or one of the
 * recovery codes. `step` is `login`'s token for it; `onRestart` goes back to the password.
 */
export function SecondStepForm({ step, message, onRestart }: { step: string; message: string; onRestart(): void }) {
  const { signIn } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const { values, errors, form, edit, showErrors } = useFormState({ code: '' });
  const [finish, { loading }] = useMutation(FinishSignInMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const kind = secondFactorCodeKind(values.code);
    if (kind !== (recovery ? 'recovery' : 'totp')) return showErrors({ code: recovery ? SECOND_STEP_MESSAGES.recoveryRequired : TWO_FACTOR_MESSAGES.codeRequired }, { focus: true });
    try {
      const { data } = await finish({ variables: { input: { step, code: values.code.trim() } } });
      if (!data) return showErrors({ form: SECOND_STEP_MESSAGES.failed });
      signIn(data.finishSignIn.token, data.finishSignIn.admin, String(data.finishSignIn.expiresAt));
    } catch (error) {
      const refusal = refusalOf(error);
      const onCode = refusal?.fields.find((field) => field.path === 'code');
      showErrors(onCode ? { code: onCode.message } : { form: refusal?.message || SECOND_STEP_MESSAGES.failed }, { focus: true });
    }
  }

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Text color="fg.muted">{recovery ? SECOND_STEP_MESSAGES.recoveryHint : message}</Text>
        <FormProblem message={errors.form} />
        <Field.Root invalid={Boolean(errors.code)}>
          <Field.Label>{recovery ? 'Recovery code' : 'Authentication code'}</Field.Label>
          <Input
            key={recovery ? 'recovery' : 'totp'}
            name="code"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            spellCheck={false}
            value={values.code}
            onChange={(event) => edit({ code: event.target.value })}
            autoFocus
          />
          <Field.ErrorText>{errors.code}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" size="lg" disabled={loading}>
          {loading ? 'Checking...' : 'Verify'}
        </Button>
        <Button
          type="button"
          variant="plain"
          color="brand.fg"
          size="sm"
          alignSelf="flex-start"
          px="0"
          onClick={() => {
            setRecovery(!recovery);
            edit({ code: '' });
          }}
        >
          {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
        <Button type="button" variant="plain" color="brand.fg" size="sm" alignSelf="flex-start" px="0" onClick={onRestart}>
          Start over with your password
        </Button>
      </Stack>
    </chakra.form>
  );
}
