import { Button } from '@chakra-ui/react';
import { ADMIN_MESSAGES, STEP_UP_MESSAGES } from '@rules/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphQLResponse } from '../../test/render';
import { renderAdminRoutes } from '../../test/admin';
import { stubGraphQL } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { adminApolloClient } from '../apollo';
import { CreateApiKeyMutation } from '../keys/documents';
import { session } from './session';
import { StepUpDialog, STEP_UP_DIALOG } from './StepUpDialog';

const STEP_UP_REFUSAL = { data: null, errors: [{ message: STEP_UP_MESSAGES.required, extensions: { code: 'STEP_UP_REQUIRED' } }] };
const MADE = { data: { createApiKey: { __typename: 'CreateApiKeyPayload', message: 'API key created', secret: 'fm_live_secret', apiKey: { __typename: 'ApiKey', id: 'QXBpS2V5OjE=', name: 'CRM sync' } } } };

/** A screen that makes an API key through the back office's client, and says how it went. */
function MakesAKey() {
  const [outcome, setOutcome] = useState('');
  const make = () =>
    adminApolloClient.mutate({ mutation: CreateApiKeyMutation, variables: { input: { name: 'CRM sync', scopes: ['leads:read'] } } }).then(
      ({ data }) => setOutcome(`made ${data?.createApiKey.secret ?? ''}`),
      (error: Error) => setOutcome(`failed: ${error.message}`),
    );
  return (
    <>
      <Button onClick={() => void make()}>Make a key</Button>
      <p>{outcome}</p>
      <StepUpDialog />
    </>
  );
}

function open() {
  session.store('a-token');
  renderAdminRoutes([{ path: '/admin/api-keys', element: <MakesAKey /> }], { path: '/admin/api-keys' });
  return setupUser();
}

beforeEach(() => adminApolloClient.clearStore());
afterEach(() => session.clear());

describe('step-up (issue P22)', () => {
  it('asks the member to confirm it is them when the server asks for it, then sends the operation again by itself', async () => {
    let proven = false;
    const { variablesOf } = stubGraphQL({
      CreateApiKey: () => (proven ? MADE : graphQLResponse(STEP_UP_REFUSAL, 403)),
      TwoFactor: () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt: null, recoveryCodesLeft: 0 } } }),
      ConfirmIdentity: ({ input }) => {
        if ((input as { currentPassword?: string }).currentPassword !== 'Str0ng!pass-phrase') {
          return { data: null, errors: [{ message: 'Your current password is not correct', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'currentPassword', message: 'Your current password is not correct' }] } }] };
        }
        proven = true;
        return { data: { confirmIdentity: { __typename: 'ConfirmIdentityPayload', message: STEP_UP_MESSAGES.confirmed, provenUntil: new Date(Date.now() + 600_000).toISOString() } } };
      },
    });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    const dialog = await screen.findByRole('dialog', { name: STEP_UP_DIALOG.title });
    expect(within(dialog).getByText(STEP_UP_MESSAGES.required)).toBeTruthy();
    // Without a second factor, the password is the only proof offered.
    await waitFor(() => expect(variablesOf('TwoFactor')).toHaveLength(1));
    expect(within(dialog).queryByRole('button', { name: /authenticator app instead/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(ADMIN_MESSAGES.allFieldsRequired)).toBeTruthy();
    await fill(user, within(dialog).getByLabelText('Current password'), 'not it at all');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Your current password is not correct')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Current password'));
    await fill(user, within(dialog).getByLabelText('Current password'), 'Str0ng!pass-phrase');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('made fm_live_secret')).toBeTruthy();
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(variablesOf('CreateApiKey')).toHaveLength(2);
    expect(variablesOf('ConfirmIdentity')).toEqual([{ input: { currentPassword: 'not it at all' } }, { input: { currentPassword: 'Str0ng!pass-phrase' } }]);
  });

  it('takes a code of the second factor instead; cancelled, the operation fails as the server refused it', async () => {
    const { variablesOf } = stubGraphQL({
      CreateApiKey: () => graphQLResponse(STEP_UP_REFUSAL, 403),
      TwoFactor: () => ({ data: { twoFactor: { __typename: 'TwoFactorStatus', enabledAt: '2026-12-01T10:00:00.000Z', recoveryCodesLeft: 10 } } }),
      ConfirmIdentity: () => ({ data: null, errors: [{ message: 'That code is not right', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'code', message: 'That code is not right' }] } }] }),
    });
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    const dialog = await screen.findByRole('dialog', { name: STEP_UP_DIALOG.title });
    await user.click(await within(dialog).findByRole('button', { name: 'Use a code from your authenticator app instead' }));
    await fill(user, within(dialog).getByLabelText('Code from your authenticator app'), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That code is not right')).toBeTruthy();
    expect(variablesOf('ConfirmIdentity')).toEqual([{ input: { code: '123 456' } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(`failed: ${STEP_UP_MESSAGES.required}`)).toBeTruthy();
    expect(variablesOf('CreateApiKey')).toHaveLength(1);
  });
});
