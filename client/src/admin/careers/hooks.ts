import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { makeFragmentData } from '../gql';
import type { ApplicationFieldsFragment as Application, ApplicationStatus } from '../gql/graphql';
import { AdminJobsQuery, ApplicationFieldsFragment, ApplicationsQuery, DeleteApplicationMutation, DeleteJobMutation, UpdateApplicationStatusMutation } from './documents';
import { CAREERS_MESSAGES as MESSAGES } from './messages';

/** Deletes a job and reloads the list; resolves to whether it worked. */
export function useDeleteJob(): (id: string) => Promise<boolean> {
  const [remove] = useMutation(DeleteJobMutation, { refetchQueries: [AdminJobsQuery] });
  return useCallback(
    async (id) => {
      try {
        const { data } = await remove({ variables: { id } });
        toaster.success({ title: data?.deleteJob.message ?? MESSAGES.jobDeleted, closable: true });
        return true;
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.jobDeleteFailed, closable: true });
        return false;
      }
    },
    [remove],
  );
}

/** Changes an application's status on screen at once, sends it, and reloads the list either way (spec). */
export function useUpdateApplicationStatus(): (application: Application, status: ApplicationStatus) => Promise<void> {
  const [update, { client }] = useMutation(UpdateApplicationStatusMutation);
  return useCallback(
    async (application, status) => {
      try {
        const { data } = await update({
          variables: { id: application.id, status },
          optimisticResponse: {
            updateApplicationStatus: {
              __typename: 'JobApplicationPayload',
              message: MESSAGES.applicationStatusUpdated,
              application: { __typename: 'JobApplication', ...makeFragmentData({ ...application, status }, ApplicationFieldsFragment) },
            },
          },
        });
        toaster.success({ title: data?.updateApplicationStatus.message ?? MESSAGES.applicationStatusUpdated, closable: true });
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.applicationStatusFailed, closable: true });
      } finally {
        await client.refetchQueries({ include: [ApplicationsQuery] });
      }
    },
    [update, client],
  );
}

/** Deletes an application (and its files) and reloads the list; resolves to whether it worked. */
export function useDeleteApplication(): (id: string) => Promise<boolean> {
  const [remove] = useMutation(DeleteApplicationMutation, { refetchQueries: [ApplicationsQuery] });
  return useCallback(
    async (id) => {
      try {
        const { data } = await remove({ variables: { id } });
        toaster.success({ title: data?.deleteApplication.message ?? MESSAGES.applicationDeleted, closable: true });
        return true;
      } catch (error) {
        toaster.error({ title: refusalOf(error)?.message || MESSAGES.applicationDeleteFailed, closable: true });
        return false;
      }
    },
    [remove],
  );
}
