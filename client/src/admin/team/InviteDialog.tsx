import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { isRole, permissionsOfRole, ROLE_LABELS, ROLE_PERMISSIONS, ROLES, type Role } from '@rules/access';
import { ADMIN_SCREENS, mayUseScreen, SIDEBAR_SCREEN_KEYS } from '@rules/admin-screens';
import { INVITE_HOURS, inviteEmail } from '@rules/team';
import { Send } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { useFormState, type FieldErrors } from '../../ui/useFormState';
import { refusalErrors } from '../kit/refusalErrors';
import { DialogForm } from '../ui/DialogForm';
import { FormProblem } from '../ui/FormProblem';
import { useInviteMember } from './hooks';
import { TEAM_SCREEN_MESSAGES as MESSAGES } from './messages';

interface Values {
  email: string;
  /** None until the Owner chooses one: a role is a decision, not a default. */
  role: Role | '';
}

const EMPTY: Values = { email: '', role: '' };
const FIELDS: ReadonlySet<string> = new Set<keyof Values>(['email', 'role']);

function check(values: Values): FieldErrors<keyof Values> {
  const errors: FieldErrors<keyof Values> = {};
  const email = inviteEmail(values.email);
  if (email) errors.email = email;
  if (!isRole(values.role)) errors.role = MESSAGES.roleRequired;
  return errors;
}

/** What a role opens, from the same lists the sidebar is made of: "Careers", "Dashboard, Posts, … (read only)". */
function screensOf(role: Role): string {
  const permissions = permissionsOfRole(role);
  const titles = SIDEBAR_SCREEN_KEYS.filter((key) => mayUseScreen(key, permissions)).map((key) => ADMIN_SCREENS[key].title);
  const readOnly = ROLE_PERMISSIONS[role].every((permission) => permission.endsWith(':read'));
  return `${titles.join(', ')}${readOnly ? ' (read only)' : ''}`;
}

/**
 * Invites someone to the team: their email address and role. The server emails them a one-time
 * link; its refusals are shown beside the field they concern (an address already in the team).
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { values, errors, form, edit, showErrors, reset } = useFormState(EMPTY);
  const [invite, { loading }] = useInviteMember((error) =>
    showErrors(refusalErrors(error, (path) => (FIELDS.has(path) ? (path as keyof Values) : undefined), { invalidValue: MESSAGES.inviteFailed, failed: MESSAGES.inviteFailed }), { focus: true }),
  );
  const email = useRef<HTMLInputElement>(null);

  const close = () => {
    reset();
    onClose();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    showErrors(found, { focus: true });
    if (Object.keys(found).length > 0 || !isRole(values.role)) return;
    if (await invite({ input: { email: values.email.trim(), role: values.role } })) close();
  }

  return (
    <DialogForm
      open={open}
      title="Invite a team member"
      description={`They get an email with a link to choose their username and password. The link works once, for ${INVITE_HOURS} hours.`}
      form={form}
      onSubmit={(event) => void submit(event)}
      submit={{
        label: (
          <>
            <Send aria-hidden /> Send invitation
          </>
        ),
        sending: 'Sending...',
      }}
      sending={loading}
      onClose={close}
      initialFocus={() => email.current}
    >
      <FormProblem message={errors.form} />
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input ref={email} type="email" value={values.email} onChange={(event) => edit({ email: event.target.value })} autoComplete="off" />
        <Field.ErrorText>{errors.email}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.role)} required>
        <Field.Label>
          Role <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.role} onChange={(event) => edit({ role: isRole(event.target.value) ? event.target.value : '' })}>
            <option value="">Choose a role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {values.role && !errors.role && <Field.HelperText>Screens: {screensOf(values.role)}</Field.HelperText>}
        <Field.ErrorText>{errors.role}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}
