import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Code, Field, Flex, Image, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { currentPassword, totpCode, TWO_FACTOR_MESSAGES } from '@rules/admin';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CurrentPasswordField } from '../auth/ChangePasswordFields';
import type { StartTotpSetupMutation as SetupData } from '../gql/graphql';
import { Moment, day } from '../kit/Moment';
import { refusalErrors } from '../kit/refusalErrors';
import { useFormState } from '../../ui/useFormState';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { useAdminMutation } from '../ui/useAdminMutation';
import { ConfirmTotpSetupMutation, DisableTwoFactorMutation, NewRecoveryCodesMutation, StartTotpSetupMutation, TwoFactorQuery } from './documents';

export const TWO_FACTOR_SCREEN = {
  loading: 'Loading two-factor authentication...',
  loadFailed: 'Failed to load your two-factor authentication. Please reload the page.',
  off: 'Off. Add a second step to signing in: a code from an authenticator app on your phone (Google Authenticator, 1Password, Authy...), so a stolen password is not enough.',
  scan: 'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
  setupFailed: 'Two-factor authentication could not be set up. Please try again.',
  failed: 'That did not work. Please try again.',
  invalidValue: 'Please check this field.',
  codesWarning: 'Save these recovery codes now, somewhere safe (a password manager). Each signs you in once if you lose your phone. They are not shown again.',
  disableWarning: 'Signing in will take only your password again.',
} as const;

/** Recovery codes, shown once: a list to read, and a download of them as a text file. */
function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`;
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{TWO_FACTOR_SCREEN.codesWarning}</Alert.Description>
      </Alert.Root>
      <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" aria-label="Recovery codes" fontFamily="mono" fontSize="md">
        {codes.map((code) => (
          <Box as="li" key={code} bg="bg.subtle" rounded="md" px="3" py="1.5" textAlign="center">
            {code}
          </Box>
        ))}
      </SimpleGrid>
      <Box>
        <Button asChild variant="outline" size="sm">
          <a href={file} download="finmesh-recovery-codes.txt">
            Download the codes
          </a>
        </Button>
      </Box>
    </Stack>
  );
}

/** Setting up the authenticator app: the QR code and key, then a code of it; then the recovery codes, once. */
function TotpSetup({ setup, onDone }: { setup: SetupData['startTotpSetup']; onDone(): void }) {
  const { values, errors, form, edit, showErrors } = useFormState({ code: '' });
  const [confirm, { loading, data }] = useAdminMutation(ConfirmTotpSetupMutation, {
    succeeded: (data) => data?.confirmTotpSetup.message ?? TWO_FACTOR_MESSAGES.enabled,
    failed: (error) => showErrors(refusalErrors<'code'>(error, (path) => (path === 'code' ? 'code' : null), { invalidValue: TWO_FACTOR_SCREEN.invalidValue, failed: TWO_FACTOR_SCREEN.setupFailed }), { focus: true }),
    keepOutOfCache: true,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = totpCode(values.code);
    if (problem) return showErrors({ code: problem }, { focus: true });
    await confirm({ input: { code: values.code.trim() } });
  }

  const codes = data?.confirmTotpSetup.recoveryCodes;
  if (codes) {
    return (
      <Stack gap="4">
        <RecoveryCodes codes={codes} />
        <Box>
          <Button onClick={onDone}>I have saved my recovery codes</Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="5" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
      <Image src={setup.qrCode} alt="QR code of your authenticator key" boxSize="44" flexShrink={0} bg="white" rounded="md" borderWidth="1px" />
      <chakra.form ref={form} onSubmit={onSubmit} noValidate flex="1">
        <Stack gap="4" maxW="md">
          <Text fontSize="sm" color="fg.muted">
            {TWO_FACTOR_SCREEN.scan}
          </Text>
          <Box>
            <Text fontSize="sm" fontWeight="600">
              Key
            </Text>
            <Code fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
          </Box>
          <FormProblem message={errors.form} />
          <Field.Root invalid={Boolean(errors.code)}>
            <Field.Label>Code from the app</Field.Label>
            <Input name="code" autoComplete="one-time-code" inputMode="numeric" value={values.code} onChange={(event) => edit({ code: event.target.value })} maxW="40" />
            <Field.ErrorText>{errors.code}</Field.ErrorText>
          </Field.Root>
          <Box>
            <Button type="submit" disabled={loading}>
              {loading ? 'Turning on...' : 'Turn on two-factor authentication'}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

type Proof = { currentPassword: string };

/** Asks for the password before a change to the factors (turning them off, new recovery codes); shows new codes once. */
function PasswordDialog({ kind, onClose }: { kind: 'disable' | 'codes' | null; onClose(): void }) {
  const { values, errors, form, edit, showErrors, reset } = useFormState<Proof>({ currentPassword: '' });
  const failed = (error: unknown) => showErrors(refusalErrors<keyof Proof>(error, (path) => (path === 'currentPassword' ? path : null), { invalidValue: TWO_FACTOR_SCREEN.invalidValue, failed: TWO_FACTOR_SCREEN.failed }), { focus: true });
  const [disable, disabling] = useAdminMutation(DisableTwoFactorMutation, { succeeded: (data) => data?.disableTwoFactor.message ?? TWO_FACTOR_MESSAGES.disabled, failed, reload: TwoFactorQuery });
  const [makeCodes, making] = useAdminMutation(NewRecoveryCodesMutation, { succeeded: (data) => data?.newRecoveryCodes.message ?? TWO_FACTOR_MESSAGES.codesMade, failed, reload: TwoFactorQuery, keepOutOfCache: true });
  const codes = making.data?.newRecoveryCodes.recoveryCodes;
  const close = () => {
    reset();
    making.reset();
    onClose();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = currentPassword(values.currentPassword);
    if (problem) return showErrors({ currentPassword: problem }, { focus: true });
    const input = { currentPassword: values.currentPassword };
    // Turned off, the dialog closes; new codes stay in it (its outcome) until they are saved.
    if (kind === 'codes') await makeCodes({ input });
    else if (await disable({ input })) close();
  }

  return (
    <DialogForm
      open={kind !== null}
      title={kind === 'disable' ? 'Turn off two-factor authentication?' : 'Make new recovery codes?'}
      description={kind === 'disable' ? TWO_FACTOR_SCREEN.disableWarning : 'The codes you have now stop working.'}
      form={form}
      onSubmit={onSubmit}
      submit={kind === 'disable' ? { label: 'Turn off', sending: 'Turning off...' } : { label: 'Make new codes', sending: 'Making codes...' }}
      sending={disabling.loading || making.loading}
      onClose={close}
      outcome={codes ? { content: <RecoveryCodes codes={codes} />, closeLabel: 'I have saved my recovery codes' } : null}
    >
      <FormProblem message={errors.form} />
      <CurrentPasswordField value={values.currentPassword} onChange={(value) => edit({ currentPassword: value })} error={errors.currentPassword} autoFocus />
    </DialogForm>
  );
}

/**
 * The profile's two-factor authentication (issue P22): off, being set up, or on with its recovery
 * codes. `onEnabled`: what follows once it is on and the codes are saved (the set-up the team requires).
 */
export function TwoFactorSection({ onEnabled }: { onEnabled?: () => void } = {}) {
  const { data, error, refetch } = useQuery(TwoFactorQuery, { fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState<'disable' | 'codes' | null>(null);
  const [start, starting] = useAdminMutation(StartTotpSetupMutation, { failed: TWO_FACTOR_SCREEN.setupFailed, keepOutOfCache: true });
  const setup = starting.data?.startTotpSetup;
  const status = data?.twoFactor;

  if (!status) return <ListState kind={error ? 'error' : 'loading'}>{error ? TWO_FACTOR_SCREEN.loadFailed : TWO_FACTOR_SCREEN.loading}</ListState>;
  if (setup && !status.enabledAt) {
    return (
      <TotpSetup
        setup={setup}
        onDone={() => {
          starting.reset();
          void refetch();
          onEnabled?.();
        }}
      />
    );
  }
  return (
    <Stack gap="4">
      <Flex gap="3" align="flex-start">
        <Box color={status.enabledAt ? 'green.fg' : 'fg.muted'} mt="0.5">
          {status.enabledAt ? <ShieldCheck size={20} aria-hidden /> : <ShieldOff size={20} aria-hidden />}
        </Box>
        {status.enabledAt ? (
          <Box>
            <Flex gap="2" align="center" wrap="wrap">
              <Text fontWeight="600">Authenticator app</Text>
              <Badge colorPalette="green" variant="subtle">
                On
              </Badge>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              Set up <Moment at={String(status.enabledAt)} format={day} /> · {status.recoveryCodesLeft} of 10 recovery codes left
            </Text>
          </Box>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {TWO_FACTOR_SCREEN.off}
          </Text>
        )}
      </Flex>
      <Flex gap="3" wrap="wrap">
        {status.enabledAt ? (
          <>
            <Button variant="outline" onClick={() => setAsking('codes')}>
              New recovery codes
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setAsking('disable')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={() => void start({})} disabled={starting.loading}>
            {starting.loading ? 'Preparing...' : 'Set up authenticator app'}
          </Button>
        )}
      </Flex>
      <PasswordDialog kind={asking} onClose={() => setAsking(null)} />
    </Stack>
  );
}
