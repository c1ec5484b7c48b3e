import { API_KEY_MESSAGES } from '@rules/keys';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { ApiKeysPage } from './ApiKeysPage';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const CRM = {
  __typename: 'ApiKey',
  id: 'QXBpS2V5OjE=',
  name: 'CRM sync',
  prefix: 'fm_live_abcd',
  scopes: ['leads:read', 'leads:write', 'demos:read'],
  status: 'active',
  createdBy: 'rhea',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
};
const OLD = {
  ...CRM,
  id: 'QXBpS2V5OjI=',
  name: 'Old export',
  prefix: 'fm_live_wxyz',
  scopes: ['careers:read'],
  status: 'revoked',
  createdBy: 'sam.sales',
  createdAt: '2026-10-01T08:00:00.000Z',
  lastUsedAt: '2026-10-15T12:00:00.000Z',
  expiresAt: '2027-01-31T23:59:59.000Z',
  revokedAt: '2026-10-20T10:00:00.000Z',
};

const SECRET = 'fm_live_N3wK3yS3cr3tN3wK3yS3cr3tN3wK3yS3cr3tN3wK3y';
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const connection = (nodes: readonly object[]) => ({
  __typename: 'ApiKeyConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'ApiKeyEdge', node })),
});

const refused = (message: string, code: string, fields: { path: string; message: string }[] = []) => ({
  data: null,
  errors: [{ message, extensions: { code, ...(fields.length > 0 ? { fields } : {}) } }],
});

/** The API keys screen of a signed-in Owner, with the server's answers (the two keys by default). */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    ApiKeys: () => ({ data: { apiKeys: connection([CRM, OLD]) } }),
    ...handlers,
  });
  session.store('a-token');
  renderAdminRoutes(
    [
      {
        path: '/admin/api-keys',
        element: (
          <AuthProvider>
            <ApiKeysPage />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/api-keys' },
  );
  return { ...graphql, user: setupUser() };
}

const keysTable = () => screen.findByRole('table', { name: 'API Keys' });
const rowOf = async (name: string) => (await within(await keysTable()).findByText(name)).closest('tr') as HTMLElement;

/** The page's "Create API key" (a closed dialog stays in the document, its own submit button of that name in it). */
async function openCreateDialog(user: ReturnType<typeof setupUser>) {
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Create API key' }).some((button) => !button.closest('[role=dialog]'))).toBe(true));
  const button = screen.getAllByRole('button', { name: 'Create API key' }).find((candidate) => !candidate.closest('[role=dialog]'));
  await user.click(button as HTMLElement);
  return screen.findByRole('dialog', { name: 'Create API key' });
}

describe('the list of keys', () => {
  it('shows each key: name, key prefix, scopes by area, status, who created it and when, last use and expiry', async () => {
    setup();
    const table = await keysTable();
    await within(table).findByText('CRM sync');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Key', 'Scopes', 'Status', 'Created by', 'Created', 'Last used', 'Expires', 'Actions']);

    const crm = await rowOf('CRM sync');
    const cells = within(crm).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['CRM sync', 'fm_live_abcd…', 'Leads: read, writeDemo requests: read', 'Active', 'rhea']);
    expect(cells[5]).toBe('20 Nov 2026');
    // Never used, never expires.
    expect(cells.slice(6, 8)).toEqual(['Never', 'Never']);
    expect(within(crm).getByRole('button', { name: 'Revoke CRM sync' })).toBeTruthy();

    const old = await rowOf('Old export');
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).getByText('Careers: read')).toBeTruthy();
    expect(within(old).getByText('31 Jan 2027, 23:59 UTC').closest('time')?.getAttribute('dateTime')).toBe(OLD.expiresAt);
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says what keys are for when there are none, with one "Create API key" button', async () => {
    const { user } = setup({ ApiKeys: () => ({ data: { apiKeys: connection([]) } }) });
    expect(await screen.findByText(/No API keys yet\. A key lets another system/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Create API key' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByRole('dialog', { name: 'Create API key' })).toBeTruthy();
  });
});

describe('creating a key', () => {
  it('checks Read with Write, and unchecks Write with Read', async () => {
    const { user } = setup();
    const dialog = await openCreateDialog(user);
    const read = within(dialog).getByRole('checkbox', { name: 'Leads Read' }) as HTMLInputElement;
    const write = within(dialog).getByRole('checkbox', { name: 'Leads Write' }) as HTMLInputElement;
    await user.click(write);
    await waitFor(() => expect([read.checked, write.checked]).toEqual([true, true]));
    await user.click(read);
    await waitFor(() => expect([read.checked, write.checked]).toEqual([false, false]));
    // Nothing is given that was not asked for, and managing the team or keys is not offered at all.
    expect(within(dialog).queryByRole('checkbox', { name: /Team|Keys/ })).toBeNull();
  });

  it('checks the name and the scopes with the shared rules before sending anything', async () => {
    const { user, variablesOf } = setup();
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(API_KEY_MESSAGES.scopesRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Name/ })));
    expect(variablesOf('CreateApiKey')).toEqual([]);
  });

  it('sends the name, the scopes (a write with its read) and the end of the expiry day in UTC, then shows the secret once, to copy', async () => {
    let created = false;
    const { user, variablesOf } = setup({
      ApiKeys: () => ({ data: { apiKeys: connection(created ? [{ ...CRM, id: 'QXBpS2V5OjM=', name: 'Zapier', prefix: 'fm_live_N3wK' }, CRM, OLD] : [CRM, OLD]) } }),
      CreateApiKey: ({ input }) => {
        created = true;
        const { name } = input as { name: string };
        return { data: { createApiKey: { __typename: 'CreateApiKeyPayload', message: API_KEY_MESSAGES.created, secret: SECRET, apiKey: { __typename: 'ApiKey', id: 'QXBpS2V5OjM=', name } } } };
      },
    });
    const writes = vi.spyOn(adminApolloClient.cache, 'write');
    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /Name/ }), ' Zapier ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leads Write' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Careers Read' }));
    await user.type(within(dialog).getByLabelText('Expires on'), `${NEXT_YEAR}-01-31`);
    expect(within(dialog).getByText(/end of that day, 23:59:59 UTC/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(variablesOf('CreateApiKey')).toEqual([{ input: { name: 'Zapier', scopes: ['leads:read', 'leads:write', 'careers:read'], expiresAt: `${NEXT_YEAR}-01-31T23:59:59Z` } }]);
    expect(within(shown).getByText(API_KEY_MESSAGES.created)).toBeTruthy();
    const secret = within(shown).getByRole('textbox', { name: 'Secret of “Zapier”' }) as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect(secret.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(secret));

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The secret was read from the mutation's answer only: it was never written to Apollo's cache.
    expect(writes.mock.calls.some(([write]) => JSON.stringify(write.result).includes(SECRET))).toBe(false);
    expect(JSON.stringify(adminApolloClient.cache.extract())).not.toContain(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(shown.getAttribute('data-state')).toBe('closed'));
    expect(await within(await keysTable()).findByText('Zapier')).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();

    // Opened again, the dialog is a new form: the secret is not shown again.
    const again = await openCreateDialog(user);
    expect((within(again).getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the server’s message beside its field (an expiry in the past), as the server wrote it', async () => {
    const { user } = setup({ CreateApiKey: () => refused(API_KEY_MESSAGES.expiryPast, 'BAD_USER_INPUT', [{ path: 'expiresAt', message: API_KEY_MESSAGES.expiryPast }]) });
    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /Name/ }), 'Reports');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Activity log Read' }));
    await user.type(within(dialog).getByLabelText('Expires on'), `${NEXT_YEAR}-03-01`);
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));

    await within(dialog).findByText(API_KEY_MESSAGES.expiryPast);
    const expiry = within(dialog).getByLabelText('Expires on');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    // Beside the field, not as a message about the whole form; the form stays to be corrected.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBe(dialog);
  });

  it('shows a refusal without field messages above the form', async () => {
    const { user } = setup({ CreateApiKey: () => refused('You do not have permission to manage API keys.', 'FORBIDDEN') });
    const dialog = await openCreateDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /Name/ }), 'Reports');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Leads Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You do not have permission to manage API keys.');
  });
});

describe('revoking a key', () => {
  it('asks first, then revokes it, says so, and keeps it listed as Revoked', async () => {
    const { user, variablesOf } = setup({
      RevokeApiKey: ({ id }) => ({
        data: { revokeApiKey: { __typename: 'RevokeApiKeyPayload', message: API_KEY_MESSAGES.revoked, apiKey: { ...CRM, id, status: 'revoked', revokedAt: '2026-11-27T10:00:00.000Z' } } },
      }),
    });
    const crm = await rowOf('CRM sync');
    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    expect(dialog.textContent).toContain('Revoke CRM sync? Integrations using it stop working at once.');
    expect(variablesOf('RevokeApiKey')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).toBeTruthy();
    expect(variablesOf('RevokeApiKey')).toEqual([{ id: CRM.id }]);
    const after = await rowOf('CRM sync');
    await waitFor(() => expect(within(after).getByText('Revoked')).toBeTruthy());
    expect(within(after).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('sends nothing when the Owner cancels', async () => {
    const { user, variablesOf } = setup();
    const crm = await rowOf('CRM sync');
    await user.click(within(crm).getByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('RevokeApiKey')).toEqual([]);
    expect(within(crm).getByText('Active')).toBeTruthy();
  });
});
