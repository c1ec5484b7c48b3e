import { SESSION_MESSAGES, SESSION_POLICY_MESSAGES } from '@rules/admin';
import { TEAM_MESSAGES } from '@rules/team';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { TeamPage } from './TeamPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

/** The signed-in Owner (`tokenVerifiedFor`'s admin) and two colleagues. */
const RHEA = { __typename: 'Admin', id: 'QWRtaW46MQ==', username: 'rhea', email: null, role: 'owner', status: 'active', lastLoginAt: '2026-11-27T09:30:00.000Z', twoFactorEnabled: true };
const SAM = { __typename: 'Admin', id: 'QWRtaW46Mg==', username: 'sam.sales', email: 'sam@example.com', role: 'sales', status: 'active', lastLoginAt: null, twoFactorEnabled: false };
const OLD = { __typename: 'Admin', id: 'QWRtaW46Mw==', username: 'old.hand', email: 'old@example.com', role: 'viewer', status: 'deactivated', lastLoginAt: '2026-10-01T08:00:00.000Z', twoFactorEnabled: false };

const POLICY = { __typename: 'AccountPolicy', sessionIdleHours: 12, sessionMaxDays: 7, twoFactorRoles: ['owner', 'admin'], version: 0 };

const INVITE = { __typename: 'AdminInvite', id: 'QWRtaW5JbnZpdGU6MQ==', email: 'ines@example.com', role: 'recruiter', expiresAt: '2026-11-30T09:30:00.000Z' };

const connection = (typename: string, nodes: readonly object[]) => ({
  __typename: `${typename}Connection`,
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })),
});

const refused = (message: string, code: string, fields: { path: string; message: string }[] = []) => ({
  data: null,
  errors: [{ message, extensions: { code, ...(fields.length > 0 ? { fields } : {}) } }],
});

/** The Team screen of a signed-in Owner, with the server's answers (the lists by default). */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}, path = '/admin/team') {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    TeamMembers: () => ({ data: { teamMembers: connection('Admin', [RHEA, SAM, OLD]) } }),
    AdminInvites: () => ({ data: { adminInvites: connection('AdminInvite', [INVITE]) } }),
    AccountPolicy: () => ({ data: { accountPolicy: POLICY } }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/team',
        element: (
          <AuthProvider>
            <TeamPage />
          </AuthProvider>
        ),
      },
    ],
    { path },
  );
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...graphql, address, user: setupUser() };
}

const membersTable = () => screen.findByRole('table', { name: 'Team members' });
const rowOf = async (username: string) => (await screen.findByText(username)).closest('tr') as HTMLElement;

describe('the members list', () => {
  it('shows each member: username, email, role (a select), status, last sign-in, and what can be done', async () => {
    setup();
    const table = await membersTable();
    await within(table).findByText('sam.sales');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Username', 'Email', 'Role', 'Status', 'Two-factor', 'Last sign-in', 'Actions']);
    expect(screen.getByText('3 members')).toBeTruthy();

    const sam = await rowOf('sam.sales');
    expect(within(sam).getByText('sam@example.com')).toBeTruthy();
    expect((within(sam).getByRole('combobox', { name: 'Role of sam.sales' }) as HTMLSelectElement).value).toBe('sales');
    expect(within(sam).getByText('Active')).toBeTruthy();
    expect(within(sam).getByText('Never')).toBeTruthy();
    expect(within(sam).getByText('Off')).toBeTruthy();
    expect(within(sam).getByRole('button', { name: 'Deactivate sam.sales' })).toBeTruthy();

    const old = await rowOf('old.hand');
    expect(within(old).getByText('Deactivated')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Reactivate old.hand' })).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /^Deactivate/ })).toBeNull();
  });

  it('offers the signed-in Owner no Deactivate on their own row', async () => {
    setup();
    const rhea = await rowOf('rhea');
    await within(rhea).findByText('You');
    expect(within(rhea).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(rhea).getByRole('button', { name: 'Sessions of rhea' })).toBeTruthy();
  });

  it("shows a member's open sessions, and ends one", async () => {
    const session = { __typename: 'AdminSession', id: 'U2Vzc2lvbjo5', device: 'Firefox on Windows', clientAddress: '198.51.100.0/24', createdAt: '2026-12-07T08:00:00.000Z', lastSeenAt: '2026-12-07T08:10:00.000Z', current: false };
    let sessions = [session];
    const { user, variablesOf } = setup({
      Sessions: () => ({ data: { sessions } }),
      EndSession: () => {
        sessions = [];
        return { data: { endSession: { __typename: 'EndSessionPayload', message: SESSION_MESSAGES.ended } } };
      },
    });
    await user.click(within(await rowOf('sam.sales')).getByRole('button', { name: 'Sessions of sam.sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of sam.sales' });
    expect(await within(dialog).findByText('Firefox on Windows')).toBeTruthy();
    expect(variablesOf('Sessions')).toEqual([{ adminId: SAM.id }]);
    await user.click(within(dialog).getByRole('button', { name: /^End session on Firefox on Windows/ }));
    await user.click(await screen.findByRole('button', { name: 'End session' }));
    expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeTruthy();
    expect(variablesOf('EndSession')).toEqual([{ input: { id: session.id } }]);
    expect(await within(dialog).findByText('No session is open.')).toBeTruthy();
  });

  it('filters by status and searches, keeping both in the address', async () => {
    const { user, address, variablesOf } = setup();
    await membersTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter members by status' }), 'Deactivated');
    await waitFor(() => expect(address()).toBe('/admin/team?status=deactivated'));
    await user.type(screen.getByRole('textbox', { name: 'Search by username or email' }), 'old{Enter}');
    await waitFor(() => expect(address()).toBe('/admin/team?status=deactivated&q=old'));
    await waitFor(() => expect(variablesOf('TeamMembers').at(-1)).toEqual({ search: 'old', status: 'deactivated', first: 20, offset: 0 }));
  });
});

describe('the sign-in policy', () => {
  const field = (name: RegExp) => screen.findByRole('spinbutton', { name }) as Promise<HTMLInputElement>;

  it('shows how long sessions last, checks a change in the browser, and saves it with the version it read', async () => {
    const { user, variablesOf } = setup({
      UpdateAccountPolicy: () => ({ data: { updateAccountPolicy: { __typename: 'UpdateAccountPolicyPayload', message: SESSION_POLICY_MESSAGES.saved, accountPolicy: { ...POLICY, sessionIdleHours: 4, version: 1 } } } }),
    });
    const idle = await field(/^Sign out after inactivity/);
    await waitFor(() => expect(idle.value).toBe('12'));
    expect((await field(/^Sign out after$/)).value).toBe('7');
    await user.clear(idle);
    await user.type(idle, '200');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByText(SESSION_POLICY_MESSAGES.idleHoursInvalid)).toBeTruthy();
    await user.clear(idle);
    await user.type(idle, '168');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(screen.getByText(SESSION_POLICY_MESSAGES.idleLongerThanMax)).toBeTruthy();
    expect(variablesOf('UpdateAccountPolicy')).toEqual([]);
    await user.clear(idle);
    await user.type(idle, '4');
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText(SESSION_POLICY_MESSAGES.saved)).toBeTruthy();
    expect(variablesOf('UpdateAccountPolicy')).toEqual([{ input: { version: 0, sessionIdleHours: 4, sessionMaxDays: 7, twoFactorRoles: ['owner', 'admin'] } }]);
  });

  it('shows the roles that must use two factors and who has them, and saves the roles chosen', async () => {
    const { user, variablesOf } = setup({
      UpdateAccountPolicy: () => ({ data: { updateAccountPolicy: { __typename: 'UpdateAccountPolicyPayload', message: SESSION_POLICY_MESSAGES.saved, accountPolicy: { ...POLICY, twoFactorRoles: ['owner', 'admin', 'sales'], version: 1 } } } }),
    });
    const roles = await screen.findByRole('group', { name: 'Require two-factor authentication for' });
    await waitFor(() => expect((within(roles).getByRole('checkbox', { name: 'Owner' }) as HTMLInputElement).checked).toBe(true));
    expect((within(roles).getByRole('checkbox', { name: 'Sales' }) as HTMLInputElement).checked).toBe(false);
    expect(within(await rowOf('rhea')).getByText('On')).toBeTruthy();
    expect(within(await rowOf('sam.sales')).getByText('Off')).toBeTruthy();

    await user.click(within(roles).getByRole('checkbox', { name: 'Sales' }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    expect(await screen.findByText(SESSION_POLICY_MESSAGES.saved)).toBeTruthy();
    expect(variablesOf('UpdateAccountPolicy')).toEqual([{ input: { version: 0, sessionIdleHours: 12, sessionMaxDays: 7, twoFactorRoles: ['owner', 'admin', 'sales'] } }]);
    // The list follows the saved policy: a Sales member without a second factor must set one up.
    await waitFor(() => expect(within(screen.getByText('sam.sales').closest('tr') as HTMLElement).getByText('Not set up')).toBeTruthy());
  });
});

describe('changing a role', () => {
  it('saves the new role at once and says so with the server’s message', async () => {
    const { user, variablesOf } = setup({
      ChangeAdminRole: ({ id, role }) => ({ data: { changeAdminRole: { __typename: 'ChangeAdminRolePayload', message: TEAM_MESSAGES.roleChanged, admin: { ...SAM, id, role } } } }),
    });
    const sam = await rowOf('sam.sales');
    await user.selectOptions(within(sam).getByRole('combobox', { name: 'Role of sam.sales' }), 'Recruiter');
    expect(await screen.findByText(TEAM_MESSAGES.roleChanged)).toBeTruthy();
    expect(variablesOf('ChangeAdminRole')).toEqual([{ id: SAM.id, role: 'recruiter' }]);
    expect((within(sam).getByRole('combobox', { name: 'Role of sam.sales' }) as HTMLSelectElement).value).toBe('recruiter');
  });

  it('puts the old role back and shows the server’s refusal (the last active Owner)', async () => {
    const owner = { ...SAM, role: 'owner' };
    const { user } = setup({
      TeamMembers: () => ({ data: { teamMembers: connection('Admin', [RHEA, owner]) } }),
      ChangeAdminRole: () => refused(TEAM_MESSAGES.lastOwner, 'CONFLICT'),
    });
    const sam = await rowOf('sam.sales');
    const select = within(sam).getByRole('combobox', { name: 'Role of sam.sales' }) as HTMLSelectElement;
    await user.selectOptions(select, 'Viewer');
    expect(await screen.findByText(TEAM_MESSAGES.lastOwner)).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('owner'));
  });

  it('asks before the Owner changes their own role, and sends nothing when they keep it', async () => {
    const { user, variablesOf } = setup();
    const rhea = await rowOf('rhea');
    await within(rhea).findByText('You');
    await user.selectOptions(within(rhea).getByRole('combobox', { name: 'Role of rhea' }), 'Admin');
    const dialog = await screen.findByRole('alertdialog', { name: 'Change your own role' });
    expect(dialog.textContent).toContain('You lose access to the Team screen at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('ChangeAdminRole')).toEqual([]);
    expect((within(rhea).getByRole('combobox', { name: 'Role of rhea' }) as HTMLSelectElement).value).toBe('owner');
  });
});

describe('deactivating and reactivating', () => {
  it('asks first, saying what ends and what is revoked, then deactivates, says what it revoked and reloads both lists', async () => {
    let deactivated = false;
    const { user, variablesOf } = setup({
      TeamMembers: () => ({ data: { teamMembers: connection('Admin', [RHEA, deactivated ? { ...SAM, status: 'deactivated' } : SAM, OLD]) } }),
      AdminInvites: () => ({ data: { adminInvites: connection('AdminInvite', deactivated ? [] : [INVITE]) } }),
      DeactivateAdmin: ({ id }) => {
        deactivated = true;
        const message = TEAM_MESSAGES.deactivated('sam.sales', { apiKeys: 2, invitations: 1 });
        return { data: { deactivateAdmin: { __typename: 'DeactivateAdminPayload', message, apiKeysRevoked: 2, invitationsRevoked: 1, admin: { ...SAM, id, status: 'deactivated' } } } };
      },
    });
    const sam = await rowOf('sam.sales');
    await user.click(within(sam).getByRole('button', { name: 'Deactivate sam.sales' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate team member' });
    expect(dialog.textContent).toContain(
      'Deactivate sam.sales? Every session of theirs ends at once, on every device, and they cannot sign in until an Owner reactivates them. The API keys they made stop working and the invitations they sent can no longer be accepted, for good.',
    );
    expect(variablesOf('DeactivateAdmin')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated sam.sales: every session of theirs has ended. Revoked 2 API keys and 1 invitation they made.')).toBeTruthy();
    expect(variablesOf('DeactivateAdmin')).toEqual([{ id: SAM.id }]);
    const after = await rowOf('sam.sales');
    expect(await within(after).findByRole('button', { name: 'Reactivate sam.sales' })).toBeTruthy();
    expect(variablesOf('TeamMembers').length).toBeGreaterThan(1);
    expect(await screen.findByText('No pending invitations. Invite someone to give them access.')).toBeTruthy();
  });

  it('reactivates at once', async () => {
    const { user, variablesOf } = setup({
      ReactivateAdmin: ({ id }) => ({ data: { reactivateAdmin: { __typename: 'ReactivateAdminPayload', message: TEAM_MESSAGES.reactivated, admin: { ...OLD, id, status: 'active' } } } }),
    });
    const old = await rowOf('old.hand');
    await user.click(within(old).getByRole('button', { name: 'Reactivate old.hand' }));
    expect(await screen.findByText(TEAM_MESSAGES.reactivated)).toBeTruthy();
    expect(variablesOf('ReactivateAdmin')).toEqual([{ id: OLD.id }]);
  });
});

describe('inviting a member', () => {
  const invited = (email: string, role: string) => ({
    data: { inviteAdmin: { __typename: 'InviteAdminPayload', message: TEAM_MESSAGES.invited(email), invite: { ...INVITE, id: 'QWRtaW5JbnZpdGU6Mg==', email, role } } },
  });

  it('checks the email and the role with the shared rules before sending anything', async () => {
    const { user, variablesOf } = setup();
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(TEAM_MESSAGES.roleRequired)).toBeTruthy();
    // Focus goes to the first field that needs attention.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Email/ })));

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.emailInvalid)).toBeTruthy();
    expect(variablesOf('InviteAdmin')).toEqual([]);
  });

  it('shows the server’s message beside its field (an address already in the team)', async () => {
    const { user } = setup({ InviteAdmin: () => refused(TEAM_MESSAGES.emailIsAdmin, 'BAD_USER_INPUT', [{ path: 'email', message: TEAM_MESSAGES.emailIsAdmin }]) });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await within(dialog).findByText(TEAM_MESSAGES.emailIsAdmin);
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(email.getAttribute('aria-errormessage')).toBe(within(dialog).getByText(TEAM_MESSAGES.emailIsAdmin).id));
    // Beside the field, not as a message about the whole form.
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('sends the invitation, says "Invitation sent to …", closes and reloads the pending invitations', async () => {
    let sent = false;
    const { user, variablesOf } = setup({
      AdminInvites: () => ({ data: { adminInvites: connection('AdminInvite', sent ? [{ ...INVITE, id: 'QWRtaW5JbnZpdGU6Mg==', email: 'kai@example.com', role: 'viewer' }, INVITE] : [INVITE]) } }),
      InviteAdmin: ({ input }) => {
        sent = true;
        const { email, role } = input as { email: string; role: string };
        return invited(email, role);
      },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), ' kai@example.com ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Viewer');
    expect(within(dialog).getByText(/Screens: .*\(read only\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText(TEAM_MESSAGES.invited('kai@example.com'))).toBeTruthy();
    expect(variablesOf('InviteAdmin')).toEqual([{ input: { email: 'kai@example.com', role: 'viewer' } }]);
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(await within(pending).findByText('kai@example.com')).toBeTruthy();
  });
});

describe('pending invitations', () => {
  it('lists each with its role and expiry, and revokes one after asking', async () => {
    let revoked = false;
    const { user, variablesOf } = setup({
      AdminInvites: () => ({ data: { adminInvites: connection('AdminInvite', revoked ? [] : [INVITE]) } }),
      RevokeAdminInvite: ({ id }) => {
        revoked = true;
        return { data: { revokeAdminInvite: { __typename: 'RevokeAdminInvitePayload', message: TEAM_MESSAGES.inviteRevoked, invite: { __typename: 'AdminInvite', id } } } };
      },
    });
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    const item = (await within(pending).findByText('ines@example.com')).closest('li') as HTMLElement;
    expect(item.textContent).toContain('Joins as Recruiter');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(INVITE.expiresAt);

    await user.click(within(item).getByRole('button', { name: 'Revoke the invitation to ines@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation' });
    expect(dialog.textContent).toContain('Revoke the invitation to ines@example.com? Its link stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(TEAM_MESSAGES.inviteRevoked)).toBeTruthy();
    expect(variablesOf('RevokeAdminInvite')).toEqual([{ id: INVITE.id }]);
    expect(await screen.findByText('No pending invitations. Invite someone to give them access.')).toBeTruthy();
  });
});
