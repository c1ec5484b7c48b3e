import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { session } from '../auth/session';
import { stubGraphQL } from '../../test/graphql';
import { renderAdminRoutes } from '../../test/admin';
import { fill, setupUser } from '../../test/user';
import { JobFormPage } from './JobFormPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

/** Fills what the shared rules need and sends the form (the browser's own `required` bubbles are not under test). */
async function fillAndSend(user: ReturnType<typeof setupUser>, title: string) {
  const titleBox = await screen.findByRole('textbox', { name: /^Title/ });
  await fill(user, titleBox, title);
  await user.type(screen.getByRole('textbox', { name: 'Description 1 (required)' }), 'Build lender matching.');
  const form = titleBox.closest('form');
  if (form) fireEvent.submit(form);
}

describe('the job form checks the server’s rules before sending', () => {
  it('shows the rule’s message beside its field and sends nothing', async () => {
    session.store('token');
    const { variablesOf } = stubGraphQL({});
    renderAdminRoutes([{ path: '/admin/careers/new', element: <JobFormPage /> }], { path: '/admin/careers/new' });
    const user = setupUser();
    await fillAndSend(user, 'A'.repeat(201));

    const title = screen.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Title must be at most 200 characters')).toBeTruthy();
    expect(variablesOf('CreateJob')).toEqual([]);
  });

  it('puts the server’s field messages beside their fields, under the form’s message', async () => {
    session.store('token');
    stubGraphQL({
      CreateJob: () => ({ errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'details.pay', message: 'Pay must be on one line' }] } }] }),
    });
    renderAdminRoutes([{ path: '/admin/careers/new', element: <JobFormPage /> }], { path: '/admin/careers/new' });
    const user = setupUser();
    await fillAndSend(user, 'Credit Analyst');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save job. Please check the form and try again.');
    expect(screen.getByText('Pay must be on one line')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Pay/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
