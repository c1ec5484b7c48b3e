import { useQuery } from '@apollo/client/react';
import { Box, Button, Checkbox, Field, Fieldset, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { ROLE_LABELS, ROLES, type Role } from '@rules/access';
import { SESSION_POLICY, SESSION_POLICY_MESSAGES, sessionIdleHours, sessionMaxDays } from '@rules/admin';
import { useEffect, type FormEvent } from 'react';
import { refusalErrors } from '../kit/refusalErrors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { Panel } from '../ui/Panel';
import { useAdminMutation } from '../ui/useAdminMutation';
import { AccountPolicyQuery, UpdateAccountPolicyMutation } from './documents';

export const SIGN_IN_POLICY_MESSAGES = {
  description: 'How long a session lasts before its member must sign in again, and who must use two factors. A change holds at once, for sessions already open too.',
  twoFactorHelp: 'A member of these roles without two-factor authentication must set it up before doing anything else.',
  loading: 'Loading the sign-in policy...',
  loadFailed: 'Failed to load the sign-in policy. Please reload the page.',
  saveFailed: 'The sign-in policy was not saved. Please try again.',
  invalidValue: 'Please check this field.',
} as const;

type Fields = { sessionIdleHours: string; sessionMaxDays: string; twoFactorRoles: readonly Role[] };
type Field = keyof Fields;
const BLANK: Fields = { sessionIdleHours: '', sessionMaxDays: '', twoFactorRoles: [] };
const FIELDS: readonly string[] = ['sessionIdleHours', 'sessionMaxDays', 'twoFactorRoles'] satisfies Field[];

const wholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The Owner's sign-in policy: hours without use, and days in all, after which a session ends; the roles that must use two factors. */
export function SignInPolicy() {
  const { data, error } = useQuery(AccountPolicyQuery);
  const policy = data?.accountPolicy;
  const { values, errors, edit, showErrors, reset, form } = useFormState<Fields>(BLANK);
  useEffect(() => {
    if (policy) reset({ sessionIdleHours: String(policy.sessionIdleHours), sessionMaxDays: String(policy.sessionMaxDays), twoFactorRoles: ROLES.filter((role) => policy.twoFactorRoles.includes(role)) });
  }, [policy, reset]);
  const [save, { loading }] = useAdminMutation(UpdateAccountPolicyMutation, {
    succeeded: (answer) => answer?.updateAccountPolicy.message ?? SESSION_POLICY_MESSAGES.saved,
    failed: (failure) =>
      showErrors(refusalErrors<Field>(failure, (path) => (FIELDS.includes(path) ? (path as Field) : null), { invalidValue: SIGN_IN_POLICY_MESSAGES.invalidValue, failed: SIGN_IN_POLICY_MESSAGES.saveFailed }), { focus: true }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!policy) return;
    const idle = wholeNumber(values.sessionIdleHours);
    const max = wholeNumber(values.sessionMaxDays);
    const found = { sessionIdleHours: sessionIdleHours(idle) ?? undefined, sessionMaxDays: sessionMaxDays(max) ?? undefined };
    if (!found.sessionIdleHours && !found.sessionMaxDays && idle >= max * 24) found.sessionIdleHours = SESSION_POLICY_MESSAGES.idleLongerThanMax;
    if (found.sessionIdleHours || found.sessionMaxDays) return showErrors(found, { focus: true });
    await save({ input: { version: policy.version, sessionIdleHours: idle, sessionMaxDays: max, twoFactorRoles: [...values.twoFactorRoles] } });
  }

  const toggleRole = (role: Role, on: boolean) => edit({ twoFactorRoles: ROLES.filter((known) => (known === role ? on : values.twoFactorRoles.includes(known))) });

  const number = (field: 'sessionIdleHours' | 'sessionMaxDays', label: string, unit: string, bounds: { min: number; max: number }) => (
    <Field.Root invalid={Boolean(errors[field])}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="numeric" name={field} min={bounds.min} max={bounds.max} step={1} value={values[field]} onChange={(event) => edit({ [field]: event.target.value })} />
      {errors[field] ? <Field.ErrorText>{errors[field]}</Field.ErrorText> : <Field.HelperText>{`${unit}, ${bounds.min} to ${bounds.max}`}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Panel aria-labelledby="sign-in-policy">
      <Stack gap="0" p="4" borderBottomWidth="1px" borderColor="border">
        <Text as="h2" id="sign-in-policy" fontWeight="700">
          Sign-in policy
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {SIGN_IN_POLICY_MESSAGES.description}
        </Text>
      </Stack>
      {!policy ? (
        <ListState kind={error ? 'error' : 'loading'}>{error ? SIGN_IN_POLICY_MESSAGES.loadFailed : SIGN_IN_POLICY_MESSAGES.loading}</ListState>
      ) : (
        <chakra.form ref={form} onSubmit={onSubmit} noValidate p="4">
          <Stack gap="5">
            <FormProblem message={errors.form} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxW="2xl">
              {number('sessionIdleHours', 'Sign out after inactivity', 'Hours', SESSION_POLICY.idleHours)}
              {number('sessionMaxDays', 'Sign out after', 'Days since sign-in', SESSION_POLICY.maxDays)}
            </SimpleGrid>
            <Fieldset.Root invalid={Boolean(errors.twoFactorRoles)} maxW="2xl">
              <Fieldset.Legend fontWeight="500" fontSize="sm">
                Require two-factor authentication for
              </Fieldset.Legend>
              <Fieldset.HelperText fontSize="sm" color="fg.muted">
                {SIGN_IN_POLICY_MESSAGES.twoFactorHelp}
              </Fieldset.HelperText>
              <SimpleGrid columns={{ base: 2, sm: 3 }} columnGap="4" rowGap="2" mt="2">
                {ROLES.map((role) => (
                  <Checkbox.Root key={role} size="sm" checked={values.twoFactorRoles.includes(role)} onCheckedChange={(event) => toggleRole(role, event.checked === true)}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{ROLE_LABELS[role]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
              <Fieldset.ErrorText>{errors.twoFactorRoles}</Fieldset.ErrorText>
            </Fieldset.Root>
            <Box>
              <Button type="submit" disabled={loading}>
                {loading ? 'Saving...' : 'Save policy'}
              </Button>
            </Box>
          </Stack>
        </chakra.form>
      )}
    </Panel>
  );
}
