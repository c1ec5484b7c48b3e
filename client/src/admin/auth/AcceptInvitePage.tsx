import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { isRole, ROLE_LABELS } from '@rules/access';
import { emailAddressParts } from '@rules/email';
import { inviteToken, TEAM_MESSAGES } from '@rules/team';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { BRAND } from '../../content/brand';
import { toaster } from '../../ui/toaster';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import type { InvitationQuery as InvitationData } from '../gql/graphql';
import { FormProblem } from '../ui/FormProblem';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { AcceptAdminInviteMutation, InvitationQuery } from './documents';
import { FullPageSpinner } from './guards';
import { newAccountProblem, NewAccountFields, type NewAccount } from './NewAccountFields';

export const ACCEPT_INVITE_MESSAGES = {
  unusable: 'This invitation cannot be used',
  openAgain: 'Open the link from the email again, all of it, or ask an Owner for a new invitation.',
  checkFailed: 'The invitation could not be checked. Please try again.',
  failed: 'Your account could not be created. Please try again.',
} as const;

type Invitation = InvitationData['invitation'];
type Errors = FieldErrors<'username' | 'password'>;

const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The token the invitation email's link carries after `#token=` (the fragment never reaches a server or a log). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/**
 * Where an invitation's link leads (issue P14): says what the invitation is for, then the invited
 * person chooses a username and password, and is signed in with the invitation's role, on the
 * first screen that role may use.
 */
export function AcceptInvitePage() {
  const token = tokenOf(useLocation().hash);
  // The same rule the server applies: a cut-off link is said at once, without asking it.
  const incomplete = inviteToken(token);
  const invitation = useQuery(InvitationQuery, { variables: { token }, skip: incomplete !== null, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });

  if (incomplete) return <Unusable message={incomplete} hint={ACCEPT_INVITE_MESSAGES.openAgain} />;
  if (invitation.loading) return <FullPageSpinner label="Checking the invitation" />;
  if (invitation.data) return <AcceptForm token={token} invitation={invitation.data.invitation} />;

  const refusal = refusalOf(invitation.error);
  if (refusal?.code === 'BAD_USER_INPUT') return <Unusable message={refusal.message || TEAM_MESSAGES.inviteInvalid} />;
  return (
    <AuthLayout title="Join the team" subtitle={ACCEPT_INVITE_MESSAGES.checkFailed}>
      <Button w="full" size="lg" onClick={() => void invitation.refetch()}>
        Try again
      </Button>
    </AuthLayout>
  );
}

/** A link that is invalid, used or expired: what happened, and the way to sign in. */
function Unusable({ message, hint }: { message: string; hint?: string }) {
  return (
    <AuthLayout title={ACCEPT_INVITE_MESSAGES.unusable}>
      <Stack gap="4">
        <FormProblem message={message} />
        {hint && <Text color="fg.muted">{hint}</Text>}
      </Stack>
      <Button asChild mt="8" w="full" size="lg">
        <Link to="/admin/login">Go to sign in</Link>
      </Button>
    </AuthLayout>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { state, signIn } = useAuth();
  const navigate = useNavigate();
  const [accept, { loading }] = useMutation(AcceptAdminInviteMutation);
  // The address's local part is a fair first guess at a username; it can be changed.
  const { values, errors, form, edit, showErrors } = useFormState<NewAccount, 'username' | 'password'>({
    username: emailAddressParts(invitation.email)?.local ?? '',
    password: '',
    confirmPassword: '',
  });
  const role = isRole(invitation.role) ? ROLE_LABELS[invitation.role] : invitation.role;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The checks of registration, as one message above the form.
    const problem = newAccountProblem(values);
    showErrors(problem ? { form: problem } : {});
    if (problem) return;
    try {
      const { data } = await accept({ variables: { input: { token, username: values.username.trim(), password: values.password } } });
      if (!data) {
        showErrors({ form: ACCEPT_INVITE_MESSAGES.failed });
        return;
      }
      const { token: sessionToken, admin, expiresAt } = data.acceptAdminInvite;
      signIn(sessionToken, admin, String(expiresAt));
      toaster.success({ title: TEAM_MESSAGES.accepted, closable: true });
      // /admin opens the first screen the role may use.
      navigate('/admin', { replace: true });
    } catch (error) {
      showErrors(errorsOf(error), { focus: true });
    }
  }

  return (
    <AuthLayout title={`Join the ${BRAND.name} team`} subtitle={`You are invited as ${role} (${invitation.email})`}>
      <chakra.form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormProblem message={errors.form} />
          {state.status === 'signedIn' && (
            <Text fontSize="sm" color="fg.muted">
              You are signed in as {state.admin.username}. Accepting signs this browser in to the new account instead.
            </Text>
          )}
          <NewAccountFields values={values} onChange={edit} errors={errors} usernameHint="3 to 64 characters, without spaces. You sign in with it." />
          <Button type="submit" size="lg" disabled={loading}>
            {loading ? 'Creating account...' : 'Create account and sign in'}
          </Button>
        </Stack>
      </chakra.form>
      <Text mt="8" fontSize="sm" color="fg.muted">
        The invitation works until{' '}
        <chakra.time dateTime={invitation.expiresAt} whiteSpace="nowrap">
          {until.format(new Date(invitation.expiresAt))}
        </chakra.time>
        .
      </Text>
    </AuthLayout>
  );
}

/** The server's refusal as the form shows it: the username or the password beside its field, anything else (a used link) above the form. */
function errorsOf(error: unknown): Errors {
  const refusal = refusalOf(error);
  if (!refusal) return { form: ACCEPT_INVITE_MESSAGES.failed };
  const found: Errors = {};
  for (const field of refusal.fields) {
    if (field.path === 'username' || field.path === 'password') found[field.path] ??= field.message;
    else found.form ??= field.message;
  }
  if (Object.keys(found).length === 0) found.form = refusal.message || ACCEPT_INVITE_MESSAGES.failed;
  return found;
}
