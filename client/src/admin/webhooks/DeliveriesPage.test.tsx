import { WEBHOOK_MESSAGES } from '@rules/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { DeliveriesPage } from './DeliveriesPage';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const ENDPOINT = {
  __typename: 'WebhookEndpoint',
  id: 'V2ViaG9va0VuZHBvaW50OjE',
  url: 'https://crm.example.com/hooks/finmesh',
  eventTypes: ['contact.received'],
  enabled: true,
  createdBy: 'rhea',
  createdAt: '2026-11-20T09:30:00.000Z',
  failingSince: '2026-11-26T09:00:00.000Z',
  disabledAt: null,
  lastDeliveryAt: '2026-11-26T10:15:00.000Z',
};

/** The receiver's answer, with markup in it: shown as text, never as the page's own. */
const ANSWER_BODY = '{"ok":true,"note":"<img src=x onerror=alert(1)>"}\n<b>thanks</b>';

const DELIVERED = {
  __typename: 'WebhookDelivery',
  id: 'V2ViaG9va0RlbGl2ZXJ5OjI',
  eventType: 'contact.received',
  eventId: 'msg_2',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-11-26T10:14:59.000Z',
  lastAttemptAt: '2026-11-26T10:15:00.000Z',
  nextAttemptAt: null,
  responseStatus: 200,
  responseBody: ANSWER_BODY,
  error: null,
  durationMs: 42,
};
const RETRYING = {
  ...DELIVERED,
  id: 'V2ViaG9va0RlbGl2ZXJ5OjE',
  eventType: 'demo.received',
  eventId: 'msg_1',
  status: 'retrying',
  attempts: 3,
  lastAttemptAt: '2026-11-26T09:00:00.000Z',
  nextAttemptAt: '2026-11-26T09:30:00.000Z',
  responseStatus: null,
  responseBody: null,
  error: 'The receiver did not answer within 10 s',
  durationMs: 10_000,
};
const PENDING = {
  ...DELIVERED,
  id: 'V2ViaG9va0RlbGl2ZXJ5OjM',
  eventId: 'msg_3',
  status: 'pending',
  attempts: 0,
  lastAttemptAt: null,
  nextAttemptAt: null,
  responseStatus: null,
  responseBody: null,
  durationMs: null,
};

const page = (nodes: readonly object[], pageInfo: Partial<{ hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string }> = {}) => ({
  __typename: 'WebhookDeliveryConnection',
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, hasPreviousPage: false, startCursor: 'start', endCursor: 'end', ...pageInfo },
  edges: nodes.map((node) => ({ __typename: 'WebhookDeliveryEdge', node })),
});

/** An endpoint's delivery log, for a signed-in Owner, with the server's answers. */
function setup(handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}) {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor('owner'),
    WebhookEndpoint: () => ({ data: { node: ENDPOINT } }),
    WebhookDeliveries: () => ({ data: { webhookDeliveries: page([DELIVERED, RETRYING]) } }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(
    [
      {
        path: '/admin/webhooks/:id',
        element: (
          <AuthProvider>
            <DeliveriesPage />
          </AuthProvider>
        ),
      },
    ],
    { path: `/admin/webhooks/${ENDPOINT.id}` },
  );
  return { ...graphql, router, user: setupUser() };
}

const deliveriesTable = () => screen.findByRole('table', { name: 'Deliveries' });
const rowOf = async (eventLabel: string) => (await within(await deliveriesTable()).findByText(eventLabel)).closest('tr') as HTMLElement;

describe('the delivery log', () => {
  it('shows the endpoint and each delivery: event, status, attempts, time, answer code and duration, error, next attempt', async () => {
    const { variablesOf } = setup();
    expect(await screen.findByRole('heading', { name: 'Delivery log', level: 1 })).toBeTruthy();
    expect(await screen.findByText(`What was sent to ${ENDPOINT.url}, newest first.`)).toBeTruthy();
    expect(screen.getByText(/^Failing since 26 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All endpoints' }).getAttribute('href')).toBe('/admin/webhooks');

    const table = await deliveriesTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Event', 'Status', 'Attempts', 'Last attempt', 'Answer', 'Next attempt', 'Actions']);
    const delivered = await rowOf('Lead received');
    const cells = within(delivered)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Lead receivedcontact.received', 'Delivered', '1']);
    expect(within(delivered).getAllByRole('cell')[3]?.querySelector('time')?.getAttribute('dateTime')).toBe(DELIVERED.lastAttemptAt);
    expect(cells.slice(4, 6)).toEqual(['200 in 42 ms', '—']);

    const retrying = await rowOf('Demo requested');
    const retryCells = within(retrying).getAllByRole('cell');
    expect(retryCells.slice(1, 3).map((cell) => cell.textContent)).toEqual(['Retrying', '3']);
    expect(retryCells[4]?.textContent).toBe('The receiver did not answer within 10 s (10,000 ms)');
    expect(retryCells[5]?.querySelector('time')?.getAttribute('dateTime')).toBe(RETRYING.nextAttemptAt);

    // Newest first, by cursor, from the endpoint's id in the address.
    expect(variablesOf('WebhookDeliveries')).toEqual([{ endpointId: ENDPOINT.id, first: 25 }]);
    expect(variablesOf('WebhookEndpoint')).toEqual([{ id: ENDPOINT.id }]);
  });

  it('opens the first 1 KB of an answer as text, markup and all', async () => {
    const { user } = setup();
    const delivered = await rowOf('Lead received');
    const toggle = within(delivered).getByRole('button', { name: 'Answer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // No answer body, nothing to open.
    expect(within(await rowOf('Demo requested')).queryByRole('button', { name: 'Answer' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const pre = body?.querySelector('pre');
    expect(pre?.textContent).toBe(ANSWER_BODY);
    expect(pre?.querySelector('img, b')).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('pre')).toBeNull();
  });

  it('says so when nothing was sent yet, and when the endpoint is not there', async () => {
    setup({ WebhookDeliveries: () => ({ data: { webhookDeliveries: page([]) } }) });
    expect(await screen.findByText(/^Nothing sent to this endpoint yet\./)).toBeTruthy();
  });

  it('says the endpoint was not found when the address names none', async () => {
    setup({ WebhookEndpoint: () => ({ data: { node: null } }) });
    expect((await screen.findByRole('alert')).textContent).toBe(WEBHOOK_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'All endpoints' })).toBeTruthy();
  });
});

describe('resending and refreshing', () => {
  it('queues a delivery again, says so, and shows the new one at the top', async () => {
    let resent = false;
    const RESENT = { ...PENDING, id: 'V2ViaG9va0RlbGl2ZXJ5OjQ', eventId: DELIVERED.eventId, createdAt: '2026-11-27T10:00:00.000Z' };
    const { user, variablesOf } = setup({
      WebhookDeliveries: () => ({ data: { webhookDeliveries: page(resent ? [RESENT, DELIVERED, RETRYING] : [DELIVERED, RETRYING]) } }),
      ResendWebhookDelivery: () => {
        resent = true;
        return { data: { resendWebhookDelivery: { __typename: 'ResendWebhookDeliveryPayload', message: WEBHOOK_MESSAGES.resent, webhookDelivery: { __typename: 'WebhookDelivery', id: RESENT.id } } } };
      },
    });
    const delivered = await rowOf('Lead received');
    await user.click(within(delivered).getByRole('button', { name: /^Resend Lead received of 26 Nov 2026/ }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.resent)).toBeTruthy();
    expect(variablesOf('ResendWebhookDelivery')).toEqual([{ id: DELIVERED.id }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Deliveries' })).getAllByText('Pending')).toHaveLength(1));
    // Not sent yet: nothing to resend.
    const pending = within(screen.getByRole('table', { name: 'Deliveries' }))
      .getByText('Pending')
      .closest('tr') as HTMLElement;
    expect(within(pending).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(pending).getByText('Not sent yet')).toBeTruthy();
  });

  it('loads the log again with Refresh', async () => {
    let delivered = false;
    const { user, variablesOf } = setup({ WebhookDeliveries: () => ({ data: { webhookDeliveries: page(delivered ? [DELIVERED] : [PENDING]) } }) });
    await within(await deliveriesTable()).findByText('Pending');
    delivered = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await within(await deliveriesTable()).findByText('Delivered');
    expect(variablesOf('WebhookDeliveries')).toHaveLength(2);
  });

  it('pages to older and newer deliveries by the connection’s cursors', async () => {
    const OLDER = { ...RETRYING, id: 'V2ViaG9va0RlbGl2ZXJ5OjA', eventType: 'job.created', eventId: 'msg_0' };
    const { user, variablesOf, router } = setup({
      WebhookDeliveries: (variables) =>
        variables.after === 'end-1'
          ? { data: { webhookDeliveries: page([OLDER], { hasPreviousPage: true, startCursor: 'start-2', endCursor: 'end-2' }) } }
          : { data: { webhookDeliveries: page([DELIVERED, RETRYING], { hasNextPage: true, startCursor: 'start-1', endCursor: 'end-1' }) } },
    });
    await rowOf('Lead received');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect((within(pages).getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    await rowOf('Job created');
    expect(router.state.location.search).toBe('?after=end-1');
    expect(variablesOf('WebhookDeliveries')).toContainEqual({ endpointId: ENDPOINT.id, first: 25, after: 'end-1' });

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(variablesOf('WebhookDeliveries')).toContainEqual({ endpointId: ENDPOINT.id, last: 25, before: 'start-2' }));
  });
});
