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
 * The Demo Requests screen says nothing when a change works and shows a red banner when one
 * fails (spec section 8): each hook takes the screen's way of showing that.
 */

/** Changes a request's status, shown at once; the list then reloads from the server (spec section 4). */
export const useUpdateDemoStatus = (failed: () => void) => useStatusChange(UpdateDemoStatusMutation, { reload: DemoRequestsQuery, failed });

/** Saves a request's notes, and says so (issue P19: Save Notes said nothing). */
export const useSaveDemoNotes = (failed: () => void) =>
  useAdminMutation(UpdateDemoNotesMutation, { succeeded: (data) => data?.updateDemoRequestNotes.message ?? DEMO_ADMIN_MESSAGES.notesSaved, failed });

/**
 * Moves a meeting; the toast is the server's answer, which says whether the requester was sent the
 * updated invitation. The request comes back with the answer, so its row shows the new time.
 */
export const useRescheduleDemoRequest = (failed: (error: unknown) => void) =>
  useAdminMutation(RescheduleDemoRequestMutation, { succeeded: (data) => data?.rescheduleDemoRequest.message ?? DEMO_ADMIN_MESSAGES.rescheduled, failed });

export const useDeleteDemoRequest = (failed: () => void) => useAdminMutation(DeleteDemoRequestMutation, { reload: DemoRequestsQuery, failed });

/** Files a demo request the spam guard held as new. */
export const useMarkDemoRequestNotSpam = () => useMarkNotSpam(MarkDemoRequestNotSpamMutation, DemoRequestsQuery);
