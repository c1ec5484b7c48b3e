import { getFragmentData } from '../gql';
import { useAdminMutation } from '../ui/useAdminMutation';
import {
  AdminEventQuery,
  AdminEventsQuery,
  ArchiveEventMutation,
  CancelEventMutation,
  CreateEventMutation,
  EventEditor_event,
  EventRevisionsQuery,
  PublishEventMutation,
  RestoreEventRevisionMutation,
  ScheduleEventMutation,
  UpdateEventMutation,
} from './documents';
import { EVENTS_SCREEN_MESSAGES as MESSAGES } from './messages';

/** Archives an event (off the site) from the list, and reloads it. */
export const useArchiveEvent = () => useAdminMutation(ArchiveEventMutation, { reload: AdminEventsQuery, succeeded: (data) => data?.archiveEvent.message ?? '', failed: MESSAGES.changeFailed });

/** Saves an event (a new one, or the version read): a failure goes to the form (`failed`), which shows the server's messages beside their fields. */
export function useSaveEvent(failed: (error: unknown) => void, created?: (id: string) => void) {
  const reload = [AdminEventsQuery, AdminEventQuery, EventRevisionsQuery];
  const [create, creating] = useAdminMutation(CreateEventMutation, {
    failed,
    reload,
    succeeded: (data) => {
      if (data) created?.(getFragmentData(EventEditor_event, data.createEvent.event).id);
      return data?.createEvent.message ?? '';
    },
  });
  const [update, updating] = useAdminMutation(UpdateEventMutation, { failed, reload, succeeded: (data) => data?.updateEvent.message ?? '' });
  return { create, update, saving: creating.loading || updating.loading };
}

/** The changes of where a saved event stands, each answering the event as it now is (the editor fills again from it). */
export function useEventChanges() {
  const options = { failed: MESSAGES.changeFailed, reload: [AdminEventsQuery, AdminEventQuery, EventRevisionsQuery] } as const;
  const [publish, publishing] = useAdminMutation(PublishEventMutation, { ...options, succeeded: (data) => data?.publishEvent.message ?? '' });
  const [schedule, scheduling] = useAdminMutation(ScheduleEventMutation, { ...options, succeeded: (data) => data?.scheduleEvent.message ?? '' });
  const [archive, archiving] = useAdminMutation(ArchiveEventMutation, { ...options, succeeded: (data) => data?.archiveEvent.message ?? '' });
  const [cancel, cancelling] = useAdminMutation(CancelEventMutation, { ...options, succeeded: (data) => data?.cancelEvent.message ?? '' });
  const [restore, restoring] = useAdminMutation(RestoreEventRevisionMutation, { ...options, succeeded: (data) => data?.restoreEventRevision.message ?? '' });
  const busy = [publishing, scheduling, archiving, cancelling, restoring].some((result) => result.loading);
  return { publish, schedule, archive, cancel, restore, busy };
}
