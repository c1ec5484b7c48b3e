import { DEMO_ADMIN_MESSAGES } from '@rules/demo';
import { useMarkNotSpam } from '../ui/spam';
import { useAdminMutation, useStatusChange } from '../ui/useAdminMutation';
import {
  DeleteDemoRequestMutation,
  DemoRequestsQuery,
  MarkDemoRequestNotSpamMutation,
  RescheduleDemoRequestMutation,
  UpdateDemoNotesMutation,
  UpdateDemoStatusMutation,
} from './documents';

/*
 * The Demo Requests screen shows a red banner when a change fails (spec section 8): each hook
 * takes the screen's way of showing that. A change of status toasts the server's answer, which
 * says what was emailed to whom (issue P19: confirming and cancelling were silent).
 */

const statusChanged = (data: { updateDemoRequestStatus: { message: string } } | undefined) => data?.updateDemoRequestStatus.message ?? DEMO_ADMIN_MESSAGES.statusUpdated;

/** Changes a request's status that emails nobody, shown at once; the list then reloads from the server (spec section 4). */
export const useUpdateDemoStatus = (failed: (error: unknown) => void) => useStatusChange(UpdateDemoStatusMutation, { reload: DemoRequestsQuery, succeeded: statusChanged, failed });

/** Changes a request's status that emails the requester, once the admin said so (`DemoStatusDialog`): the toast says what was sent. */
export const useChangeDemoStatus = (failed: (error: unknown) => void) => useAdminMutation(UpdateDemoStatusMutation, { reload: DemoRequestsQuery, succeeded: statusChanged, failed });

/** Saves a request's notes, and says so (issue P19: Save Notes said nothing). */
export const useSaveDemoNotes = (failed: (error: unknown) => void) =>
  useAdminMutation(UpdateDemoNotesMutation, { succeeded: (data) => data?.updateDemoRequestNotes.message ?? DEMO_ADMIN_MESSAGES.notesSaved, failed });

/**
 * Moves a meeting; the toast is the server's answer, which says whether the requester was sent the
 * updated invitation. The request comes back with the answer, so its row shows the new time.
 */
export const useRescheduleDemoRequest = (failed: (error: unknown) => void) =>
  useAdminMutation(RescheduleDemoRequestMutation, { succeeded: (data) => data?.rescheduleDemoRequest.message ?? DEMO_ADMIN_MESSAGES.rescheduled, failed });

export const useDeleteDemoRequest = (failed: (error: unknown) => void) => useAdminMutation(DeleteDemoRequestMutation, { reload: DemoRequestsQuery, failed });

/** Files a demo request the spam guard held as new. */
export const useMarkDemoRequestNotSpam = () => useMarkNotSpam(MarkDemoRequestNotSpamMutation, DemoRequestsQuery);
