import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { RecipientFormPage } from '../recipients/RecipientFormPage';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { setupUser } from '../../test/user';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const RECIPIENT = { __typename: 'EmailRecipient', id: 'r1', name: 'Priya Shah', email: 'priya@example.com', notificationTypes: ['career'], isActive: true };
const list = () => ({ data: { emailRecipients: { __typename: 'EmailRecipientConnection', totalCount: 0, totalCountIsExact: true, pageInfo: { __typename: 'PageInfo', hasNextPage: false }, edges: [] } } });

/** The recipient form (a form screen made of the kit), at `path`. */
function setup(path: string, handlers: Parameters<typeof stubGraphQL>[0] = {}) {
  const graphql = stubGraphQL({ EmailRecipients: list, EmailRecipient: () => ({ data: { emailRecipient: RECIPIENT } }), ...handlers });
  const router = renderAdminRoutes(
    [
      { path: '/admin/email-recipients/new', element: <RecipientFormPage /> },
      { path: '/admin/email-recipients/edit/:id', element: <RecipientFormPage /> },
    ],
    { path },
  );
  return { ...graphql, router, user: setupUser(), at: () => router.state.location.pathname };
}

describe('a form shows the server’s field messages beside their fields', () => {
  it('puts a refused field’s message under that field, with no alert of its own', async () => {
    const { user } = setup('/admin/email-recipients/new', {
      CreateEmailRecipient: () => ({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'email', message: 'A recipient with this email already exists' }] } }] }),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Recipient' }));

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A recipient with this email already exists')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('checks the shared rules before sending', async () => {
    const { user, variablesOf } = setup('/admin/email-recipients/new');
    await user.click(await screen.findByRole('button', { name: 'Create Recipient' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(variablesOf('CreateEmailRecipient')).toEqual([]);
  });

  it('says a refusal without fields in the form’s alert', async () => {
    const { user } = setup('/admin/email-recipients/new', { CreateEmailRecipient: () => ({ errors: [{ message: 'Service briefly unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }) });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Priya Shah');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Recipient' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Service briefly unavailable');
  });
});

describe('a form asks before unsaved changes are left behind', () => {
  it('holds a navigation while the form has changes, and lets it go on Leave', async () => {
    const { user, at } = setup('/admin/email-recipients/new');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(at()).toBe('/admin/email-recipients/new');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(at()).toBe('/admin/email-recipients/new');
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Half typed');

    await user.click(screen.getByRole('link', { name: /Back to Email Recipients/ }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(at()).toBe('/admin/email-recipients'));
  });

  it('asks nothing of a form filled from the record and left as it was', async () => {
    const { user, at } = setup('/admin/email-recipients/edit/r1');
    expect(((await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement).value).toBe('Priya Shah');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(at()).toBe('/admin/email-recipients'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing once the changes are saved', async () => {
    const { user, at, variablesOf } = setup('/admin/email-recipients/edit/r1', {
      UpdateEmailRecipient: () => ({ data: { updateEmailRecipient: { __typename: 'UpdateEmailRecipientPayload', message: 'Recipient updated successfully', recipient: { ...RECIPIENT, name: 'Priya S.' } } } }),
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Priya S.');
    await user.click(screen.getByRole('button', { name: 'Update Recipient' }));
    await waitFor(() => expect(at()).toBe('/admin/email-recipients'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(variablesOf('UpdateEmailRecipient')).toEqual([{ input: { id: 'r1', name: 'Priya S.', notificationTypes: ['career'], isActive: true } }]);
    expect(await screen.findByText('Recipient updated successfully')).toBeTruthy();
  });
});
