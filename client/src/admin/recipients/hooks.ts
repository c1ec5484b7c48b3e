import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { DeleteEmailRecipientMutation, EmailRecipientsQuery, ToggleEmailRecipientMutation } from './documents';
import { RECIPIENT_SCREEN_MESSAGES as MESSAGES } from './messages';

/** Activates or deactivates a recipient, says so, and reloads the list (also after a failure). */
export function useToggleRecipient(): (id: string) => Promise<void> {
  const [toggle] = useMutation(ToggleEmailRecipientMutation, { refetchQueries: [EmailRecipientsQuery] });
  return useCallback(
    async (id: string) => {
      try {
        const { data } = await toggle({ variables: { id } });
        toaster.success({ title: data?.toggleEmailRecipientStatus.message ?? MESSAGES.updated, closable: true });
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.toggleFailed, closable: true });
      }
    },
    [toggle],
  );
}

/** Deletes a recipient and reloads the list; resolves to whether it worked. */
export function useDeleteRecipient(): (id: string) => Promise<boolean> {
  const [remove] = useMutation(DeleteEmailRecipientMutation, { refetchQueries: [EmailRecipientsQuery] });
  return useCallback(
    async (id: string) => {
      try {
        const { data } = await remove({ variables: { id } });
        toaster.success({ title: data?.deleteEmailRecipient.message ?? MESSAGES.deleted, closable: true });
        return true;
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.deleteFailed, closable: true });
        return false;
      }
    },
    [remove],
  );
}
