import { PRIVACY_MESSAGES } from '@rules/privacy';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { PRIVACY_SCREEN_MESSAGES } from './messages';
import { PrivacyPage } from './PrivacyPage';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const PERSON = 'priya.nair@example.com';

const area = (name: string, label: string, count: number) => ({ __typename: 'PersonalDataArea', name, label, count });

const lookup = (counts: { contact: number; subscribers: number }, suppressed = false) => ({
  data: {
    privacyLookup: {
      __typename: 'PrivacyLookup',
      email: PERSON,
      total: counts.contact + counts.subscribers,
      suppressed,
      areas: [area('contact-submissions', 'Contact messages', counts.contact), area('subscribers', 'Newsletter subscriptions', counts.subscribers)],
    },
  },
});

/** The Privacy screen of a signed-in Owner, with the server's answers. */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}) {
  const open = vi.fn<(url: string) => void>();
  const graphql = stubGraphQL({ VerifyToken: () => tokenVerifiedFor('owner'), PrivacyLookup: () => lookup({ contact: 2, subscribers: 1 }), ...handlers });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/privacy',
        element: (
          <AuthProvider>
            <PrivacyPage open={open} />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/privacy' },
  );
  return { ...graphql, open, user: setupUser() };
}

async function lookUp(user: ReturnType<typeof setupUser>, email: string) {
  await fill(user, await screen.findByRole('textbox', { name: /Email address/ }), email);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('looking up an address', () => {
  it('checks the address with the shared rule before asking', async () => {
    const { user, variablesOf } = setup();
    await user.click(await screen.findByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.emailRequired)).toBeTruthy();
    await lookUp(user, 'not an address');
    expect(await screen.findByText(PRIVACY_MESSAGES.emailInvalid)).toBeTruthy();
    expect(variablesOf('PrivacyLookup')).toEqual([]);
  });

  it('shows what each area holds, and the total', async () => {
    const { user, variablesOf } = setup();
    await lookUp(user, ` ${PERSON} `);
    expect(await screen.findByText(PRIVACY_MESSAGES.held(3))).toBeTruthy();
    // The address goes as typed: the server reads every spelling of it.
    expect(variablesOf('PrivacyLookup')).toEqual([{ email: PERSON }]);
    const table = screen.getByRole('table', { name: 'What is held' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Contact messages', '2'],
      ['Newsletter subscriptions', '1'],
    ]);
    expect(screen.getByRole('button', { name: 'Download export (ZIP)' })).toBeTruthy();
  });

  it('says when nothing is held, and when the address is on the suppression list', async () => {
    const { user } = setup({ PrivacyLookup: () => lookup({ contact: 0, subscribers: 0 }, true) });
    await lookUp(user, PERSON);
    expect(await screen.findByText(PRIVACY_MESSAGES.nothingHeld)).toBeTruthy();
    expect(screen.getByText(PRIVACY_MESSAGES.suppressed)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Erase everything' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('downloading the export', () => {
  it('asks for a one-minute link and opens it', async () => {
    const { user, open, variablesOf } = setup({
      ExportPerson: () => ({ data: { exportPerson: { __typename: 'ExportPersonPayload', url: '/privacy-exports/a.b.c.zip', expiresAt: '2026-11-27T16:00:00.000Z' } } }),
    });
    await lookUp(user, PERSON);
    await user.click(await screen.findByRole('button', { name: 'Download export (ZIP)' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/privacy-exports/a.b.c.zip'));
    expect(variablesOf('ExportPerson')).toEqual([{ input: { email: PERSON } }]);
    expect(await screen.findByText(PRIVACY_MESSAGES.exportReady)).toBeTruthy();
  });
});

describe('erasing', () => {
  it('asks for the address to be typed again, erases, says so and looks it up again', async () => {
    let erased = false;
    const { user, variablesOf } = setup({
      PrivacyLookup: () => (erased ? lookup({ contact: 0, subscribers: 0 }, true) : lookup({ contact: 2, subscribers: 1 })),
      ErasePerson: ({ input }) => {
        erased = true;
        return {
          data: {
            erasePerson: {
              __typename: 'ErasePersonPayload',
              message: PRIVACY_MESSAGES.erased(3),
              email: (input as { email: string }).email,
              total: 3,
              files: 0,
              areas: [area('contact-submissions', 'Contact messages', 2), area('subscribers', 'Newsletter subscriptions', 1)],
            },
          },
        };
      },
    });
    await lookUp(user, PERSON);
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    const dialog = await screen.findByRole('alertdialog', { name: PRIVACY_SCREEN_MESSAGES.confirmTitle });
    expect(within(dialog).getByText(PRIVACY_MESSAGES.eraseWarning)).toBeTruthy();
    await fill(user, within(dialog).getByRole('textbox', { name: PRIVACY_MESSAGES.confirmLabel }), 'someone.else@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(await within(dialog).findByText(PRIVACY_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(variablesOf('ErasePerson')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: PRIVACY_MESSAGES.confirmLabel }));
    await fill(user, within(dialog).getByRole('textbox', { name: PRIVACY_MESSAGES.confirmLabel }), PERSON.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.erased(3))).toBeTruthy();
    expect(variablesOf('ErasePerson')).toEqual([{ input: { email: PERSON, confirm: PERSON.toUpperCase() } }]);
    expect(await screen.findByText(PRIVACY_MESSAGES.nothingHeld)).toBeTruthy();
    expect(screen.getByText(PRIVACY_MESSAGES.suppressed)).toBeTruthy();
  });

  it('says when the erasure failed', async () => {
    const { user } = setup({ ErasePerson: () => ({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }) });
    await lookUp(user, PERSON);
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    const dialog = await screen.findByRole('alertdialog');
    await fill(user, within(dialog).getByRole('textbox', { name: PRIVACY_MESSAGES.confirmLabel }), PERSON);
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(await screen.findByText('Internal server error')).toBeTruthy();
  });
});
