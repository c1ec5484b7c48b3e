import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import type { ContactStatus, SubmissionFieldsFragment as Submission } from '../gql/graphql';
import { makeFragmentData } from '../gql';
import { ContactSubmissionsQuery, DeleteSubmissionMutation, ReplyToSubmissionMutation, SubmissionFieldsFragment, UpdateSubmissionStatusMutation } from './documents';
import { SUBMISSION_MESSAGES as MESSAGES } from './messages';

/**
 * Changes a submission's status at once on screen (optimistic), confirms with the server, and
 * reloads the list when the server refuses.
 */
export function useUpdateSubmissionStatus(): (submission: Submission, status: ContactStatus) => Promise<void> {
  const [update, { client }] = useMutation(UpdateSubmissionStatusMutation);
  return useCallback(
    async (submission, status) => {
      try {
        const { data } = await update({
          variables: { id: submission.id, status },
          optimisticResponse: {
            updateContactSubmissionStatus: {
              __typename: 'ContactSubmissionPayload',
              message: MESSAGES.statusUpdated,
              submission: { __typename: 'ContactSubmission', ...makeFragmentData({ ...submission, status }, SubmissionFieldsFragment) },
            },
          },
        });
        toaster.success({ title: data?.updateContactSubmissionStatus.message ?? MESSAGES.statusUpdated, closable: true });
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.statusFailed, closable: true });
        await client.refetchQueries({ include: [ContactSubmissionsQuery] });
      }
    },
    [update, client],
  );
}

/** Sends a reply (emailed to the person who wrote in); resolves to whether it went. */
export function useReplyToSubmission(): (id: string, message: string) => Promise<boolean> {
  const [reply] = useMutation(ReplyToSubmissionMutation);
  return useCallback(
    async (id, message) => {
      try {
        const { data } = await reply({ variables: { id, message } });
        toaster.success({ title: data?.replyToContactSubmission.message ?? MESSAGES.replySent, closable: true });
        return true;
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.replyFailed, closable: true });
        return false;
      }
    },
    [reply],
  );
}

/** Deletes a submission and reloads the list; resolves to whether it worked. */
export function useDeleteSubmission(): (id: string) => Promise<boolean> {
  const [remove] = useMutation(DeleteSubmissionMutation, { refetchQueries: [ContactSubmissionsQuery] });
  return useCallback(
    async (id) => {
      try {
        const { data } = await remove({ variables: { id } });
        toaster.success({ title: data?.deleteContactSubmission.message ?? MESSAGES.deleted, closable: true });
        return true;
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.deleteFailed, closable: true });
        return false;
      }
    },
    [remove],
  );
}
