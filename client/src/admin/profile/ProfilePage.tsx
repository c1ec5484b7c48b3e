import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Flex, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { isRole, ROLE_LABELS } from '@rules/access';
import { ADMIN_MESSAGES, currentPassword, passwordProblem, resetEmail } from '@rules/admin';
import { MonitorX } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ChangePasswordFields, CurrentPasswordField, NO_PASSWORDS, type ChangePasswordValues } from '../auth/ChangePasswordFields';
import { SignOutEverywhereConfirm } from '../auth/SignOutEverywhere';
import { refusalErrors } from '../kit/refusalErrors';
import { useFormState } from '../../ui/useFormState';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { useAdminMutation } from '../ui/useAdminMutation';
import { ChangeEmailMutation, ChangeOwnPasswordMutation, ProfileQuery } from './documents';
import { AccountActivityList } from './AccountActivityList';
import { SessionList } from './SessionList';
import { TwoFactorSection } from './TwoFactorSection';

/** What the profile says of itself (the rules' messages come from `@rules/admin`). */
export const PROFILE_MESSAGES = {
  description: 'Your account, how you sign in, and where you are signed in.',
  loading: 'Loading your profile...',
  loadFailed: 'Failed to load your profile. Please reload the page.',
  emailHint: 'Where password reset links and notices about your account go.',
  noEmail: 'No address yet: add one so that you can reset a forgotten password.',
  emailFailed: 'Your email address could not be changed. Please try again.',
  invalidValue: 'Please check this field.',
  passwordFailed: 'Your password could not be changed. Please try again.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  activityHint: 'The latest sign-ins, failed sign-ins and changes to your account. Tell an Owner about any you do not recognise.',
  sessionsHint: 'Every browser and device signed in to your account. End any you do not recognise, then change your password.',
} as const;

/** A titled part of the profile: a white card with its heading, a line of context and its content. */
function Section({ title, description, children, id }: { title: string; description: string; children: ReactNode; id: string }) {
  return (
    <Panel aria-labelledby={id} p={{ base: '5', md: '7' }}>
      <Stack gap="1" mb="5">
        <Heading as="h2" id={id} fontSize="lg" fontWeight="700">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Stack>
      {children}
    </Panel>
  );
}

type EmailFields = { email: string; currentPassword: string };

/** The address (set when invited or by `create-admin`, or here), changed with the password. */
function EmailForm({ email }: { email: string | null }) {
  const { values, errors, edit, showErrors, reset, form } = useFormState<EmailFields>({ email: email ?? '', currentPassword: '' });
  const [changeEmail, { loading }] = useAdminMutation(ChangeEmailMutation, {
    succeeded: (data) => data?.changeEmail.message ?? ADMIN_MESSAGES.emailChanged,
    failed: (error) => showErrors(refusalErrors<keyof EmailFields>(error, (path) => (path === 'email' || path === 'currentPassword' ? path : null), { invalidValue: PROFILE_MESSAGES.invalidValue, failed: PROFILE_MESSAGES.emailFailed }), { focus: true }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { email: resetEmail(values.email) ?? undefined, currentPassword: currentPassword(values.currentPassword) ?? undefined };
    if (found.email || found.currentPassword) return showErrors(found, { focus: true });
    if (await changeEmail({ input: { email: values.email.trim(), currentPassword: values.currentPassword } })) reset({ email: values.email.trim(), currentPassword: '' });
  }

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="md">
        <FormProblem message={errors.form} />
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>Email</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={values.email} onChange={(event) => edit({ email: event.target.value })} />
          {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : <Field.HelperText>{email ? PROFILE_MESSAGES.emailHint : PROFILE_MESSAGES.noEmail}</Field.HelperText>}
        </Field.Root>
        <CurrentPasswordField value={values.currentPassword} onChange={(currentPassword) => edit({ currentPassword })} error={errors.currentPassword} />
        <Box>
          <Button type="submit" disabled={loading}>
            {loading ? 'Saving...' : 'Save email'}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

type PasswordFields = ChangePasswordValues;

/** A new password, proven by the current one; the admin's other sessions end. */
function PasswordForm() {
  const { values, errors, edit, showErrors, reset, form } = useFormState<PasswordFields>(NO_PASSWORDS);
  const [changePassword, { loading }] = useAdminMutation(ChangeOwnPasswordMutation, {
    succeeded: () => PROFILE_MESSAGES.passwordChanged,
    failed: (error) =>
      showErrors(
        refusalErrors<keyof PasswordFields>(error, (path) => (path === 'currentPassword' || path === 'newPassword' ? path : null), { invalidValue: PROFILE_MESSAGES.invalidValue, failed: PROFILE_MESSAGES.passwordFailed }),
        { focus: true },
      ),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      currentPassword: currentPassword(values.currentPassword) ?? undefined,
      newPassword: passwordProblem(values.newPassword) ?? undefined,
      form: values.newPassword === values.confirmPassword ? undefined : ADMIN_MESSAGES.passwordsDoNotMatch,
    };
    if (found.currentPassword || found.newPassword || found.form) return showErrors(found, { focus: true });
    if (await changePassword({ input: { currentPassword: values.currentPassword, newPassword: values.newPassword } })) reset();
  }

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="md">
        <FormProblem message={errors.form} />
        <ChangePasswordFields values={values} errors={errors} edit={edit} />
        <Box>
          <Button type="submit" disabled={loading}>
            {loading ? 'Changing password...' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** The member's own account (issue P22): their address, their password, and where they are signed in. */
export function ProfilePage() {
  const { data, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const [askingEverywhere, setAskingEverywhere] = useState(false);
  const me = data?.me;
  return (
    <>
      <PageHeader title="Your Profile" description={PROFILE_MESSAGES.description} />
      {!me ? (
        <ListState kind={error ? 'error' : 'loading'}>{error ? PROFILE_MESSAGES.loadFailed : PROFILE_MESSAGES.loading}</ListState>
      ) : (
        <Stack gap="6" maxW="4xl">
          <Section id="profile-account" title="Account" description={`Signed in as ${me.username}, ${isRole(me.role) ? ROLE_LABELS[me.role] : me.role}. An Owner changes roles on the Team screen.`}>
            <EmailForm key={me.email ?? ''} email={me.email ?? null} />
          </Section>
          <Section id="profile-password" title="Password" description="Choose a new password. Every other session of yours ends; your API keys keep working.">
            <PasswordForm />
          </Section>
          <Section id="profile-two-factor" title="Two-factor authentication" description="A code from your phone as well as your password, each time you sign in.">
            <TwoFactorSection />
          </Section>
          <Section id="profile-sessions" title="Where you're signed in" description={PROFILE_MESSAGES.sessionsHint}>
            <SessionList />
            <Flex mt="5" pt="5" borderTopWidth="1px" justify="flex-end">
              <Button variant="outline" colorPalette="red" onClick={() => setAskingEverywhere(true)}>
                <MonitorX size={16} aria-hidden /> Sign out everywhere
              </Button>
            </Flex>
          </Section>
          <Section id="profile-activity" title="Recent activity" description={PROFILE_MESSAGES.activityHint}>
            <AccountActivityList />
          </Section>
        </Stack>
      )}
      <SignOutEverywhereConfirm open={askingEverywhere} onCancel={() => setAskingEverywhere(false)} />
    </>
  );
}
