import type { UpdateEmailRecipientInput } from '../gql/graphql';
import { useAdminMutation } from '../ui/useAdminMutation';
import { CreateEmailRecipientMutation, DeleteEmailRecipientMutation, EmailRecipientsQuery, ToggleEmailRecipientMutation, UpdateEmailRecipientMutation } from './documents';
import { RECIPIENT_SCREEN_MESSAGES as MESSAGES } from './messages';

/**
 * Adds a recipient, or saves the changes to the one with `id` (whose address stays as it is),
 * and reloads the list; a failure is the form's to show.
 */
export function useSaveRecipient(failed: (error: unknown) => void) {
  const [create, creating] = useAdminMutation(CreateEmailRecipientMutation, { reload: EmailRecipientsQuery, succeeded: (data) => data?.createEmailRecipient.message ?? MESSAGES.created, failed });
  const [update, updating] = useAdminMutation(UpdateEmailRecipientMutation, { reload: EmailRecipientsQuery, succeeded: (data) => data?.updateEmailRecipient.message ?? MESSAGES.updated, failed });
  const save = ({ email, ...changes }: Omit<UpdateEmailRecipientInput, 'id'> & { email: string }, id: string | undefined) =>
    id === undefined ? create({ input: { email, ...changes } }) : update({ input: { id, ...changes } });
  return { save, saving: creating.loading || updating.loading };
}

/** Activates or deactivates a recipient, says so, and reloads the list. */
export const useToggleRecipient = () =>
  useAdminMutation(ToggleEmailRecipientMutation, { reload: EmailRecipientsQuery, succeeded: (data) => data?.toggleEmailRecipientStatus.message ?? MESSAGES.updated, failed: MESSAGES.toggleFailed });

/** Deletes a recipient and reloads the list. */
export const useDeleteRecipient = () =>
  useAdminMutation(DeleteEmailRecipientMutation, { reload: EmailRecipientsQuery, succeeded: (data) => data?.deleteEmailRecipient.message ?? MESSAGES.deleted, failed: MESSAGES.deleteFailed });
