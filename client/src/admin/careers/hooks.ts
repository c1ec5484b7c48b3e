import type { ApolloCache, Unmasked } from '@apollo/client';
import { TIMING } from '../../content/timing';
import { toaster } from '../../ui/toaster';
import type { ApplicationColumnQuery as ApplicationColumn, ApplicationStatus, CreateJobInput as JobInput } from '../gql/graphql';
import { useMarkNotSpam } from '../ui/spam';
import { useAdminMutation, useStatusChange } from '../ui/useAdminMutation';
import {
  AdminJobsQuery,
  ApplicationColumnQuery,
  ApplicationsQuery,
  CreateJobMutation,
  DeleteApplicationMutation,
  DeleteJobMutation,
  MarkApplicationNotSpamMutation,
  UpdateApplicationStatusMutation,
  UpdateJobMutation,
} from './documents';
import { BOARD_COLUMN_PAGE_SIZE, BOARD_MESSAGES, CAREERS_MESSAGES as MESSAGES } from './messages';
import { applicationStatusLabel } from './application';

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

/** An application leaving the board's column of `from` for the one of `to`, on the board of one job (or of all, `jobId` null). */
export interface CardMove {
  id: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  jobId: string | null;
}

/** A column's query, as the board asks for it. */
export const boardColumn = (status: ApplicationStatus, jobId: string | null) => ({
  query: ApplicationColumnQuery,
  variables: { status, jobId, first: BOARD_COLUMN_PAGE_SIZE },
});

/**
 * The move as the board shows it: the card out of its column and at the top of the other, each
 * count adjusted (a count the server stopped at stays a lower bound), and the application's
 * status. A column not loaded yet is left for the server to fill.
 */
function moveBetweenColumns(cache: ApolloCache, { id, from, to, jobId }: CardMove) {
  const counted = (column: { totalCount: number; totalCountIsExact: boolean }, by: number) =>
    column.totalCountIsExact ? Math.max(0, column.totalCount + by) : column.totalCount;
  let moved: Unmasked<ApplicationColumn>['applications']['edges'][number] | undefined;
  cache.updateQuery(boardColumn(from, jobId), (data) => {
    moved = data?.applications.edges.find((edge) => edge.node.id === id);
    if (!data || !moved) return undefined;
    const { applications } = data;
    return { applications: { ...applications, totalCount: counted(applications, -1), edges: applications.edges.filter((edge) => edge !== moved) } };
  });
  cache.updateQuery(boardColumn(to, jobId), (data) => {
    if (!data || !moved || data.applications.edges.some((edge) => edge.node.id === id)) return undefined;
    const { applications } = data;
    return { applications: { ...applications, totalCount: counted(applications, 1), edges: [moved, ...applications.edges] } };
  });
  cache.modify<{ status: ApplicationStatus }>({ id: cache.identify({ __typename: 'JobApplication', id }), fields: { status: () => to } });
}

/**
 * Moves an application to another column of the board (issue P14): shown at once, sent as its
 * status change (an audit event), kept when the server agrees, and said in a toast whose Undo
 * moves it back the same way (another change, another event). A refusal puts the card back and
 * says the server's reason. Resolves to whether it moved.
 */
export function useMoveApplication(): (move: CardMove) => Promise<boolean> {
  const [change] = useAdminMutation(UpdateApplicationStatusMutation, { failed: MESSAGES.applicationStatusFailed, keepShown: true });
  const move = async (next: CardMove, undoing = false): Promise<boolean> => {
    if (!(await change({ id: next.id, status: next.to }, (cache) => moveBetweenColumns(cache, next)))) return false;
    const column = applicationStatusLabel(next.to);
    const back: CardMove = { ...next, from: next.to, to: next.from };
    toaster.success(
      undoing
        ? { title: BOARD_MESSAGES.movedBack(column), closable: true }
        : { title: BOARD_MESSAGES.moved(column), closable: true, duration: TIMING.undoToastMs, action: { label: BOARD_MESSAGES.undo, onClick: () => void move(back, true) } },
    );
    return true;
  };
  return (next) => move(next);
}
