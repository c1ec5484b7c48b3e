import { useQuery } from '@apollo/client/react';
import { Button, Field, Input } from '@chakra-ui/react';
import { currentPassword, secondFactorCode, STEP_UP_MESSAGES } from '@rules/admin';
import { useEffect, useState, type FormEvent } from 'react';
import { refusalErrors } from '../kit/refusalErrors';
import { useFormState } from '../../ui/useFormState';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { useAdminMutation } from '../ui/useAdminMutation';
import { CurrentPasswordField } from './ChangePasswordFields';
import { TwoFactorQuery } from '../profile/documents';
import { ConfirmIdentityMutation } from './documents';
import { stepUp } from './stepUp';

export const STEP_UP_DIALOG = {
  title: 'Confirm it is you',
  failed: 'That did not work. Please try again.',
  invalidValue: 'Please check this field.',
} as const;

type Proof = { currentPassword: string; code: string };
const NO_PROOF: Proof = { currentPassword: '', code: '' };

/**
 * Asks the member to confirm it is them before an operation that hands out data or access (issue
 * P22's step-up), by their password or a code of their second factor; then the operation carries
 * on by itself. Mounted once in the back office's frame; opened by `stepUp.ask()`.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const [byCode, setByCode] = useState(false);
  const { values, errors, form, edit, showErrors, reset } = useFormState<Proof>(NO_PROOF);
  const [confirm, { loading }] = useAdminMutation(ConfirmIdentityMutation, {
    succeeded: (data) => data?.confirmIdentity.message ?? STEP_UP_MESSAGES.confirmed,
    failed: (error) =>
      showErrors(refusalErrors<keyof Proof>(error, (path) => (path === 'currentPassword' || path === 'code' ? path : null), { invalidValue: STEP_UP_DIALOG.invalidValue, failed: STEP_UP_DIALOG.failed }), { focus: true }),
    keepOutOfCache: true,
  });
  useEffect(() => stepUp.subscribe(setOpen), []);
  // A code is offered only to a member with a second factor.
  const hasSecondFactor = Boolean(useQuery(TwoFactorQuery, { skip: !open }).data?.twoFactor.enabledAt);

  const close = (proven: boolean) => {
    reset();
    setByCode(false);
    stepUp.answer(proven);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = byCode ? secondFactorCode(values.code) : currentPassword(values.currentPassword);
    if (problem) return showErrors(byCode ? { code: problem } : { currentPassword: problem }, { focus: true });
    const input = byCode ? { code: values.code.trim() } : { currentPassword: values.currentPassword };
    if (await confirm({ input })) close(true);
  }

  return (
    <DialogForm
      open={open}
      title={STEP_UP_DIALOG.title}
      description={STEP_UP_MESSAGES.required}
      form={form}
      onSubmit={onSubmit}
      submit={{ label: 'Confirm', sending: 'Confirming...' }}
      sending={loading}
      onClose={() => close(false)}
    >
      <FormProblem message={errors.form} />
      {byCode ? (
        <Field.Root invalid={Boolean(errors.code)}>
          <Field.Label>Code from your authenticator app</Field.Label>
          <Input name="code" autoComplete="one-time-code" inputMode="numeric" value={values.code} onChange={(event) => edit({ code: event.target.value })} autoFocus />
          <Field.HelperText>Or one of your recovery codes.</Field.HelperText>
          <Field.ErrorText>{errors.code}</Field.ErrorText>
        </Field.Root>
      ) : (
        <CurrentPasswordField value={values.currentPassword} onChange={(value) => edit({ currentPassword: value })} error={errors.currentPassword} autoFocus />
      )}
      {hasSecondFactor && (
        <Button variant="plain" size="sm" px="0" alignSelf="flex-start" color="brand.fg" onClick={() => setByCode(!byCode)}>
          {byCode ? 'Use your password instead' : 'Use a code from your authenticator app instead'}
        </Button>
      )}
    </DialogForm>
  );
}
