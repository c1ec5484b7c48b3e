import { ADMIN_MESSAGES, SESSION_MESSAGES, TWO_FACTOR_MESSAGES } from '@rules/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { renderAdminRoutes } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { PROFILE_MESSAGES, ProfilePage } from './ProfilePage';
import { SESSION_LIST_MESSAGES } from './SessionList';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const ME = { __typename: 'Admin', id: 'QWRtaW46MQ', username: 'priya', email: 'priya@finmesh.test', role: 'owner' };
const SESSIONS = [
  { __typename: 'AdminSession', id: 'U2Vzc2lvbjox', device: 'Chrome on macOS', clientAddress: '203.0.113.0/24', createdAt: '2026-12-07T08:00:00.000Z', lastSeenAt: '2026-12-07T09:30:00.000Z', current: true },
  { __typename: 'AdminSession', id: 'U2Vzc2lvbjoy', device: 'Safari on iPhone', clientAddress: '2001:db8:85a3::/48', createdAt: '2026-12-06T18:00:00.000Z', lastSeenAt: null, current: false },
];
const ACTIVITY = [
  { __typename: 'AccountActivity', id: 'e3', type: 'admin.session_ended', label: 'Session ended', occurredAt: '2026-12-07T09:40:00.000Z', device: 'Safari on iPhone', clientAddress: '2001:db8:85a3::/48', byOther: true },
  { __typename: 'AccountActivity', id: 'e2', type: 'admin.sign_in_failed', label: 'Sign-in failed', occurredAt: '2026-12-07T09:35:00.000Z', device: null, clientAddress: null, byOther: false },
  { __typename: 'AccountActivity', id: 'e1', type: 'admin.signed_in', label: 'Signed in', occurredAt: '2026-12-07T08:00:00.000Z', device: 'Chrome on macOS', clientAddress: '203.0.113.0/24', byOther: false },
];
const activity = () => ({ data: { accountActivity: ACTIVITY } });
const twoFactorOff = () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt: null, recoveryCodesLeft: 0 } } });
const refusal = (path: string, message: string) => ({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path, message }] } }] });

function open() {
  session.store('token');
  renderAdminRoutes([{ path: '/admin/profile', element: <ProfilePage /> }], { path: '/admin/profile' });
}

describe('the profile', () => {
  it('shows the account, its address and every open session, this one marked', async () => {
    stubGraphQL({ Profile: () => ({ data: { me: ME } }), Sessions: () => ({ data: { sessions: SESSIONS } }), AccountActivity: activity, TwoFactor: twoFactorOff });
    open();
    expect(((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe('priya@finmesh.test');
    expect(screen.getByText(/Signed in as priya, Owner/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Open sessions of your account' });
    const rows = within(list).getAllByRole('listitem').filter((item) => item.textContent);
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Chrome on macOS', 'Safari on iPhone']);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText(/Network 2001:db8:85a3::\/48/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/Last active not yet/)).toBeTruthy();

    const recent = await screen.findByRole('list', { name: 'Recent activity of your account' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Session ended by an Owner or the system7 Dec 2026, \d\d:40 · Safari on iPhone, network 2001:db8:85a3::\/48$/),
      expect.stringMatching(/^Sign-in failed7 Dec 2026, \d\d:35$/),
      expect.stringMatching(/^Signed in7 Dec 2026, \d\d:00 · Chrome on macOS, network 203.0.113.0\/24$/),
    ]);
  });

  it('ends another session after asking, says so and lists what is left', async () => {
    let sessions = SESSIONS;
    const { variablesOf } = stubGraphQL({
      Profile: () => ({ data: { me: ME } }),
      Sessions: () => ({ data: { sessions } }),
      AccountActivity: activity,
      TwoFactor: twoFactorOff,
      EndSession: () => {
        sessions = SESSIONS.slice(0, 1);
        return { data: { endSession: { __typename: 'EndSessionPayload', message: SESSION_MESSAGES.ended } } };
      },
    });
    open();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: /^End session on Safari on iPhone/ }));
    expect(screen.getByText(SESSION_LIST_MESSAGES.endConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeTruthy();
    expect(variablesOf('EndSession')).toEqual([{ input: { id: 'U2Vzc2lvbjoy' } }]);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
  });

  it('changes the address with the password, and shows a refusal beside its field', async () => {
    let answer: unknown = refusal('currentPassword', ADMIN_MESSAGES.currentPasswordWrong);
    const { variablesOf } = stubGraphQL({
      Profile: () => ({ data: { me: { ...ME, email: null } } }),
      Sessions: () => ({ data: { sessions: SESSIONS } }),
      AccountActivity: activity,
      TwoFactor: twoFactorOff,
      ChangeEmail: () => answer,
    });
    open();
    const user = setupUser();
    expect(await screen.findByText(PROFILE_MESSAGES.noEmail)).toBeTruthy();
    const form = screen.getByRole('textbox', { name: 'Email' }).closest('form') as HTMLFormElement;
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(within(form).getByText('Email is required')).toBeTruthy();
    expect(variablesOf('ChangeEmail')).toEqual([]);

    await fill(user, within(form).getByRole('textbox', { name: 'Email' }), 'priya@finmesh.test');
    await fill(user, within(form).getByLabelText('Current password'), 'wrong password');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    answer = { data: { changeEmail: { __typename: 'ChangeEmailPayload', message: ADMIN_MESSAGES.emailChanged, admin: { __typename: 'Admin', id: ME.id, email: 'priya@finmesh.test' } } } };
    await user.clear(within(form).getByLabelText('Current password'));
    await fill(user, within(form).getByLabelText('Current password'), 'Str0ng!pass-phrase');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailChanged)).toBeTruthy();
    expect(variablesOf('ChangeEmail').at(-1)).toEqual({ input: { email: 'priya@finmesh.test', currentPassword: 'Str0ng!pass-phrase' } });
  });

  it('changes the password, checked in the browser first', async () => {
    const { variablesOf } = stubGraphQL({
      Profile: () => ({ data: { me: ME } }),
      Sessions: () => ({ data: { sessions: SESSIONS } }),
      AccountActivity: activity,
      TwoFactor: twoFactorOff,
      ChangeOwnPassword: () => ({ data: { changePassword: { __typename: 'ChangePasswordPayload', admin: { __typename: 'Admin', id: ME.id } } } }),
    });
    open();
    const user = setupUser();
    const form = (await screen.findByRole('button', { name: 'Change password' })).closest('form') as HTMLFormElement;
    await fill(user, within(form).getByLabelText('Current password'), 'Str0ng!pass-phrase');
    await fill(user, within(form).getByLabelText('New password'), 'copper kettle at sunrise');
    await fill(user, within(form).getByLabelText('Confirm new password'), 'copper kettle at sunset');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText(ADMIN_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await fill(user, within(form).getByLabelText('Confirm new password'), 'copper kettle at sunrise');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeTruthy();
    expect(variablesOf('ChangeOwnPassword')).toEqual([{ input: { currentPassword: 'Str0ng!pass-phrase', newPassword: 'copper kettle at sunrise' } }]);
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});

describe("the profile's two-factor authentication", () => {
  const CODES = ['aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff', 'ggggg-hhhhh', 'iiiii-jjjjj', 'kkkkk-lllll', 'mmmmm-nnnnn', 'ooooo-ppppp', 'qqqqq-rrrrr', 'sssss-ttttt'];

  it('sets up an authenticator app: the QR code and key, a code of it, then the recovery codes once', async () => {
    let enabledAt: string | null = null;
    const { variablesOf } = stubGraphQL({
      Profile: () => ({ data: { me: ME } }),
      Sessions: () => ({ data: { sessions: SESSIONS } }),
      AccountActivity: activity,
      TwoFactor: () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt, recoveryCodesLeft: enabledAt ? 10 : 0 } } }),
      StartTotpSetup: () => ({ data: { startTotpSetup: { __typename: 'StartTotpSetupPayload', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Finmesh:priya?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } } }),
      ConfirmTotpSetup: () => {
        enabledAt = '2026-12-07T10:00:00.000Z';
        return { data: { confirmTotpSetup: { __typename: 'ConfirmTotpSetupPayload', message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES } } };
      },
    });
    open();
    const user = setupUser();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    await user.click(await within(section).findByRole('button', { name: 'Set up authenticator app' }));
    expect((await within(section).findByRole('img', { name: 'QR code of your authenticator key' })).getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(within(section).getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeTruthy();
    await fill(user, within(section).getByLabelText('Code from the app'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor authentication' }));
    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(within(section).getByRole('link', { name: 'Download the codes' }).getAttribute('download')).toBe('finmesh-recovery-codes.txt');
    expect(variablesOf('ConfirmTotpSetup')).toEqual([{ input: { code: '123456' } }]);
    await user.click(within(section).getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await within(section).findByText('On')).toBeTruthy();
    expect(within(section).getByText(/10 of 10 recovery codes left/)).toBeTruthy();
  });

  it('turns it off with the password', async () => {
    let enabledAt: string | null = '2026-12-01T10:00:00.000Z';
    const { variablesOf } = stubGraphQL({
      Profile: () => ({ data: { me: ME } }),
      Sessions: () => ({ data: { sessions: SESSIONS } }),
      AccountActivity: activity,
      TwoFactor: () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt, recoveryCodesLeft: 7 } } }),
      DisableTwoFactor: () => {
        enabledAt = null;
        return { data: { disableTwoFactor: { __typename: 'DisableTwoFactorPayload', message: TWO_FACTOR_MESSAGES.disabled } } };
      },
    });
    open();
    const user = setupUser();
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' });
    expect(await within(section).findByText(/7 of 10 recovery codes left/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await fill(user, within(dialog).getByLabelText('Current password'), 'Str0ng!pass-phrase');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.disabled)).toBeTruthy();
    expect(variablesOf('DisableTwoFactor')).toEqual([{ input: { currentPassword: 'Str0ng!pass-phrase' } }]);
    expect(await within(section).findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });
});
