import { useMarkNotSpam } from '../ui/spam';
import { useAdminMutation, useStatusChange } from '../ui/useAdminMutation';
import { ContactSubmissionsQuery, DeleteSubmissionMutation, MarkSubmissionNotSpamMutation, ReplyToSubmissionMutation, UpdateSubmissionStatusMutation } from './documents';
import { SUBMISSION_MESSAGES as MESSAGES } from './messages';

/**
 * Changes a submission's status at once on screen (optimistic), confirms with the server, and
 * reloads the list when the server refuses.
 */
export const useUpdateSubmissionStatus = () =>
  useStatusChange(UpdateSubmissionStatusMutation, { reload: ContactSubmissionsQuery, reloadAfter: 'failure', succeeded: (data) => data?.updateContactSubmissionStatus.message ?? MESSAGES.statusUpdated, failed: MESSAGES.statusFailed });

/** Sends a reply (emailed to the person who wrote in). */
export const useReplyToSubmission = () =>
  useAdminMutation(ReplyToSubmissionMutation, { succeeded: (data) => data?.replyToContactSubmission.message ?? MESSAGES.replySent, failed: MESSAGES.replyFailed });

/** Files a message the spam guard held as new. */
export const useMarkSubmissionNotSpam = () => useMarkNotSpam(MarkSubmissionNotSpamMutation, ContactSubmissionsQuery);

/** Deletes a submission and reloads the list. */
export const useDeleteSubmission = () =>
  useAdminMutation(DeleteSubmissionMutation, { reload: ContactSubmissionsQuery, succeeded: (data) => data?.deleteContactSubmission.message ?? MESSAGES.deleted, failed: MESSAGES.deleteFailed });
