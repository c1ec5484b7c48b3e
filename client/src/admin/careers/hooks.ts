import type { CreateJobInput as JobInput } from '../gql/graphql';
import { useMarkNotSpam } from '../ui/spam';
import { useAdminMutation, useStatusChange } from '../ui/useAdminMutation';
import { AdminJobsQuery, ApplicationsQuery, CreateJobMutation, DeleteApplicationMutation, DeleteJobMutation, MarkApplicationNotSpamMutation, UpdateApplicationStatusMutation, UpdateJobMutation } from './documents';
import { CAREERS_MESSAGES as MESSAGES } from './messages';

/** Creates a job, or saves the changes to the one with `id`, and reloads the list; a failure is the form's to show. */
export function useSaveJob(failed: (error: unknown) => void) {
  const [create, creating] = useAdminMutation(CreateJobMutation, { reload: AdminJobsQuery, succeeded: (data) => data?.createJob.message ?? MESSAGES.jobCreated, failed });
  const [update, updating] = useAdminMutation(UpdateJobMutation, { reload: AdminJobsQuery, succeeded: (data) => data?.updateJob.message ?? MESSAGES.jobUpdated, failed });
  const save = (input: JobInput, id: string | undefined) => (id === undefined ? create({ input }) : update({ input: { ...input, id } }));
  return { save, saving: creating.loading || updating.loading };
}

/** Deletes a job and reloads the list. */
export const useDeleteJob = () =>
  useAdminMutation(DeleteJobMutation, { reload: AdminJobsQuery, succeeded: (data) => data?.deleteJob.message ?? MESSAGES.jobDeleted, failed: MESSAGES.jobDeleteFailed });

/** Changes an application's status on screen at once, sends it, and reloads the list either way (spec). */
export const useUpdateApplicationStatus = () =>
  useStatusChange(UpdateApplicationStatusMutation, { reload: ApplicationsQuery, reloadAfter: 'either', succeeded: (data) => data?.updateApplicationStatus.message ?? MESSAGES.applicationStatusUpdated, failed: MESSAGES.applicationStatusFailed });

/** Files an application the spam guard held as new. */
export const useMarkApplicationNotSpam = () => useMarkNotSpam(MarkApplicationNotSpamMutation, ApplicationsQuery);

/** Deletes an application (and its files) and reloads the list. */
export const useDeleteApplication = () =>
  useAdminMutation(DeleteApplicationMutation, { reload: ApplicationsQuery, succeeded: (data) => data?.deleteApplication.message ?? MESSAGES.applicationDeleted, failed: MESSAGES.applicationDeleteFailed });
