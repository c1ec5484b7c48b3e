import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@rules/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { WebhooksPage } from './WebhooksPage';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const CRM = {
  __typename: 'WebhookEndpoint',
  id: 'V2ViaG9va0VuZHBvaW50OjE',
  url: 'https://crm.example.com/hooks/finmesh',
  eventTypes: ['contact.received', 'demo.received'],
  enabled: true,
  createdBy: 'rhea',
  createdAt: '2026-11-20T09:30:00.000Z',
  failingSince: null,
  disabledAt: null,
  lastDeliveryAt: null,
};
const FAILING = {
  ...CRM,
  id: 'V2ViaG9va0VuZHBvaW50OjI',
  url: 'https://hooks.example.org/everything',
  eventTypes: [...WEBHOOK_EVENT_TYPES],
  failingSince: '2026-11-25T08:00:00.000Z',
  lastDeliveryAt: '2026-11-26T10:15:00.000Z',
};
const SWITCHED_OFF = {
  ...CRM,
  id: 'V2ViaG9va0VuZHBvaW50OjM',
  url: 'https://old.example.net/webhooks',
  eventTypes: ['contact.received', 'contact.status_changed', 'contact.deleted', 'job.created'],
  enabled: false,
  failingSince: '2026-11-20T08:00:00.000Z',
  disabledAt: '2026-11-23T08:00:00.000Z',
};

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const connection = (nodes: readonly object[]) => ({
  __typename: 'WebhookEndpointConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: 'WebhookEndpointEdge', node })),
});

const refused = (message: string, code: string, fields: { path: string; message: string }[] = []) => ({
  data: null,
  errors: [{ message, extensions: { code, ...(fields.length > 0 ? { fields } : {}) } }],
});

/** The Webhooks screen of a signed-in Owner, with the server's answers (the three endpoints by default). */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    WebhookEndpoints: () => ({ data: { webhookEndpoints: connection([CRM, FAILING, SWITCHED_OFF]) } }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/webhooks',
        element: (
          <AuthProvider>
            <WebhooksPage />
          </AuthProvider>
        ),
      },
    ],
    { path: '/admin/webhooks' },
  );
  return { ...graphql, router, user: setupUser() };
}

const endpointsTable = () => screen.findByRole('table', { name: 'Webhook endpoints' });
const rowOf = async (url: string) => (await within(await endpointsTable()).findByText(url)).closest('tr') as HTMLElement;

/** The page's "Add endpoint" (a closed dialog stays in the document, its own submit button of that name in it). */
async function openAddDialog(user: ReturnType<typeof setupUser>) {
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add endpoint' }).some((button) => !button.closest('[role=dialog]'))).toBe(true));
  const button = screen.getAllByRole('button', { name: 'Add endpoint' }).find((candidate) => !candidate.closest('[role=dialog]'));
  await user.click(button as HTMLElement);
  return screen.findByRole('dialog', { name: 'Add endpoint' });
}

describe('the list of endpoints', () => {
  it('shows each endpoint: its URL (to its delivery log), its events by name, its switch, its status and its last delivery', async () => {
    setup();
    const table = await endpointsTable();
    await within(table).findByText(CRM.url);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Endpoint', 'Events', 'On', 'Status', 'Last delivery', 'Actions']);

    const crm = await rowOf(CRM.url);
    const cells = within(crm)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([`${CRM.url}Created 20 Nov 2026 by rhea`, 'Lead receivedDemo requested', `Send events to ${CRM.url}`, 'On', 'Never']);
    expect(within(crm).getByRole('link', { name: CRM.url }).getAttribute('href')).toBe(`/admin/webhooks/${CRM.id}`);
    expect(
      within(crm)
        .getByRole('link', { name: `Delivery log of ${CRM.url}` })
        .getAttribute('href'),
    ).toBe(`/admin/webhooks/${CRM.id}`);
    expect((within(crm).getByRole('checkbox', { name: `Send events to ${CRM.url}` }) as HTMLInputElement).checked).toBe(true);
    expect(within(crm).getByRole('button', { name: `Edit ${CRM.url}` })).toBeTruthy();
    expect(within(crm).getByRole('button', { name: `Delete ${CRM.url}` })).toBeTruthy();

    // Every event is "All events"; failing but still on, it says since when.
    const failing = await rowOf(FAILING.url);
    expect(within(failing).getByText('All events')).toBeTruthy();
    expect(within(failing).getByText(/^Failing since 25 Nov 2026, \d\d:\d\d$/)).toBeTruthy();
    expect(
      within(failing)
        .getByText(/^26 Nov 2026, \d\d:\d\d$/)
        .closest('time')
        ?.getAttribute('dateTime'),
    ).toBe(FAILING.lastDeliveryAt);

    // Switched off by the server: off, saying why; many events are a few by name and how many more.
    const off = await rowOf(SWITCHED_OFF.url);
    expect(within(off).getByText('Switched off after 3 days failing')).toBeTruthy();
    expect((within(off).getByRole('checkbox', { name: `Send events to ${SWITCHED_OFF.url}` }) as HTMLInputElement).checked).toBe(false);
    expect(within(off).getByText('Lead received')).toBeTruthy();
    expect(within(off).getByText('Lead status changed')).toBeTruthy();
    expect(within(off).getByText(/\+2 more/).textContent).toBe('+2 more: Lead deleted, Job created');
  });

  it('says what webhooks are for when there are none, with one "Add endpoint" button', async () => {
    const { user } = setup({ WebhookEndpoints: () => ({ data: { webhookEndpoints: connection([]) } }) });
    expect(await screen.findByText(/^No webhook endpoints yet\. An endpoint is an address of another system/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Add endpoint' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('dialog', { name: 'Add endpoint' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    setup({ WebhookEndpoints: () => refused('Something went wrong', 'INTERNAL_SERVER_ERROR') });
    expect((await screen.findAllByText('Failed to load the webhook endpoints')).length).toBeGreaterThan(0);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load the webhook endpoints');
  });
});

describe('adding an endpoint', () => {
  it('checks the URL and the events with the shared rules before sending anything', async () => {
    const { user, variablesOf } = setup();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeTruthy();
    expect(within(dialog).getByText(WEBHOOK_MESSAGES.eventTypesRequired)).toBeTruthy();
    const url = within(dialog).getByRole('textbox', { name: /URL/ });
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(url.getAttribute('aria-invalid')).toBe('true');

    await fill(user, url, 'ftp://crm.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lead received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlHttps)).toBeTruthy();
    expect(variablesOf('CreateWebhookEndpoint')).toEqual([]);
  });

  it('selects every event with "Select all", and none with it again', async () => {
    const { user } = setup();
    const dialog = await openAddDialog(user);
    const boxes = () =>
      WEBHOOK_EVENT_TYPES.map(
        (type) =>
          (
            within(dialog)
              .getAllByRole('checkbox')
              .find((box) => box.closest('label')?.querySelector(`[title="${type}"]`)) as HTMLInputElement
          ).checked,
      );
    const all = within(dialog).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    await user.click(within(dialog).getByRole('checkbox', { name: 'Job created' }));
    // Some chosen: "Select all" is neither checked nor unchecked.
    await waitFor(() => expect(all.indeterminate).toBe(true));
    await user.click(all);
    await waitFor(() => expect(boxes().every(Boolean)).toBe(true));
    await user.click(all);
    await waitFor(() => expect(boxes().some(Boolean)).toBe(false));
  });

  it('sends the URL, the events and on, then shows the signing secret once, to copy, never kept in the cache', async () => {
    let created = false;
    const NEW = { ...CRM, id: 'V2ViaG9va0VuZHBvaW50OjQ', url: 'https://zapier.example.com/catch/1', eventTypes: ['contact.received', 'application.received'] };
    const { user, variablesOf } = setup({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: connection(created ? [NEW, CRM] : [CRM]) } }),
      CreateWebhookEndpoint: ({ input }) => {
        created = true;
        const { url } = input as { url: string };
        return {
          data: {
            createWebhookEndpoint: {
              __typename: 'CreateWebhookEndpointPayload',
              message: WEBHOOK_MESSAGES.created,
              secret: SECRET,
              webhookEndpoint: { __typename: 'WebhookEndpoint', id: NEW.id, url },
            },
          },
        };
      },
    });
    const writes = vi.spyOn(adminApolloClient.cache, 'write');
    const dialog = await openAddDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /URL/ }), ' https://zapier.example.com/catch/1 ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Application received' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lead received' }));
    expect((within(dialog).getByRole('checkbox', { name: 'On: send events from now on' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    // In the shared list's order, whatever the order they were checked in.
    expect(variablesOf('CreateWebhookEndpoint')).toEqual([{ input: { url: NEW.url, eventTypes: ['contact.received', 'application.received'], enabled: true } }]);
    expect(within(shown).getByText(WEBHOOK_MESSAGES.created)).toBeTruthy();
    const secret = within(shown).getByRole('textbox', { name: `Signing secret of ${NEW.url}` }) as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect(secret.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(secret));

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(writes.mock.calls.some(([write]) => JSON.stringify(write.result).includes(SECRET))).toBe(false);
    expect(JSON.stringify(adminApolloClient.cache.extract())).not.toContain(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy the signing secret' })).toBeNull());
    expect(await within(await endpointsTable()).findByText(NEW.url)).toBeTruthy();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();

    // Opened again, the dialog is a new form: the secret is not shown again.
    const again = await openAddDialog(user);
    expect((within(again).getByRole('textbox', { name: /URL/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('sends an http:// address as it is, off when switched off, and shows the server’s refusal beside the URL', async () => {
    const refusal = 'URL must start with https://';
    const { user, variablesOf } = setup({ CreateWebhookEndpoint: () => refused(refusal, 'BAD_USER_INPUT', [{ path: 'url', message: refusal }]) });
    const dialog = await openAddDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /URL/ }), 'http://127.0.0.1:4000/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Subscriber signed up' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'On: send events from now on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    await within(dialog).findByText(refusal);
    expect(variablesOf('CreateWebhookEndpoint')).toEqual([{ input: { url: 'http://127.0.0.1:4000/hooks', eventTypes: ['subscriber.added'], enabled: false } }]);
    expect(within(dialog).getByRole('textbox', { name: /URL/ }).getAttribute('aria-invalid')).toBe('true');
    // Beside the field, not as a message about the whole form; the form stays to be corrected.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add endpoint' })).toBe(dialog);
  });

  it('shows a refusal without field messages above the form', async () => {
    const { user } = setup({ CreateWebhookEndpoint: () => refused('You do not have permission to manage webhooks.', 'FORBIDDEN') });
    const dialog = await openAddDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /URL/ }), 'https://crm.example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lead received' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('You do not have permission to manage webhooks.');
  });
});

describe('changing an endpoint', () => {
  it('edits its URL and events in a dialog that starts with them, and says it saved', async () => {
    const { user, variablesOf } = setup({
      UpdateWebhookEndpoint: ({ id, input }) => ({
        data: { updateWebhookEndpoint: { __typename: 'UpdateWebhookEndpointPayload', message: WEBHOOK_MESSAGES.updated, webhookEndpoint: { ...CRM, id, ...(input as object) } } },
      }),
    });
    await user.click(within(await rowOf(CRM.url)).getByRole('button', { name: `Edit ${CRM.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /URL/ }) as HTMLInputElement;
    expect(url.value).toBe(CRM.url);
    expect((within(dialog).getByRole('checkbox', { name: 'Lead received' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Demo requested' }) as HTMLInputElement).checked).toBe(true);
    // On and off is the list's switch.
    expect(within(dialog).queryByRole('checkbox', { name: /^On/ })).toBeNull();

    await user.clear(url);
    await fill(user, url, 'https://crm.example.com/hooks/v2');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Demo requested' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeTruthy();
    expect(variablesOf('UpdateWebhookEndpoint')).toEqual([{ id: CRM.id, input: { url: 'https://crm.example.com/hooks/v2', eventTypes: ['contact.received'] } }]);
    expect(await within(await endpointsTable()).findByText('https://crm.example.com/hooks/v2')).toBeTruthy();
  });

  it('switches it off and on from the list, shown at once, and says so', async () => {
    const { user, variablesOf } = setup({
      UpdateWebhookEndpoint: ({ id, input }) => {
        const { enabled } = input as { enabled: boolean };
        const endpoint = [CRM, FAILING, SWITCHED_OFF].find((candidate) => candidate.id === id);
        // Switching on forgets the failures.
        const answer = enabled ? { ...endpoint, enabled, failingSince: null, disabledAt: null } : { ...endpoint, enabled };
        return { data: { updateWebhookEndpoint: { __typename: 'UpdateWebhookEndpointPayload', message: WEBHOOK_MESSAGES.updated, webhookEndpoint: answer } } };
      },
    });
    const crm = await rowOf(CRM.url);
    await user.click(within(crm).getByRole('checkbox', { name: `Send events to ${CRM.url}` }));
    await waitFor(() => expect(within(crm).getByText('Off')).toBeTruthy());
    expect(variablesOf('UpdateWebhookEndpoint')).toEqual([{ id: CRM.id, input: { enabled: false } }]);
    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeTruthy();

    const off = await rowOf(SWITCHED_OFF.url);
    await user.click(within(off).getByRole('checkbox', { name: `Send events to ${SWITCHED_OFF.url}` }));
    await waitFor(() => expect(within(off).getByText('On')).toBeTruthy());
    expect(within(off).queryByText('Switched off after 3 days failing')).toBeNull();
    expect(variablesOf('UpdateWebhookEndpoint')[1]).toEqual({ id: SWITCHED_OFF.id, input: { enabled: true } });
  });

  it('asks before deleting one, then deletes it and says so', async () => {
    let deleted = false;
    const { user, variablesOf } = setup({
      WebhookEndpoints: () => ({ data: { webhookEndpoints: connection(deleted ? [FAILING] : [CRM, FAILING]) } }),
      DeleteWebhookEndpoint: ({ id }) => {
        deleted = true;
        return { data: { deleteWebhookEndpoint: { __typename: 'DeleteWebhookEndpointPayload', message: WEBHOOK_MESSAGES.deleted, id } } };
      },
    });
    await user.click(within(await rowOf(CRM.url)).getByRole('button', { name: `Delete ${CRM.url}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' });
    expect(dialog.textContent).toContain(`Delete the endpoint ${CRM.url}? Nothing more is sent to it, and its delivery log goes with it.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('DeleteWebhookEndpoint')).toEqual([]);

    await user.click(within(await rowOf(CRM.url)).getByRole('button', { name: `Delete ${CRM.url}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeTruthy();
    expect(variablesOf('DeleteWebhookEndpoint')).toEqual([{ id: CRM.id }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Webhook endpoints' })).queryByText(CRM.url)).toBeNull());
  });
});
