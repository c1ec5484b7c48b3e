import { EVENT_LIMITS } from '@rules/site-events';

/** What the Events screens say beyond the server's own messages (`EVENT_MESSAGES`, `CONTENT_MESSAGES`). */
export const EVENTS_SCREEN_MESSAGES = {
  loadFailed: 'Failed to load events. Please try again.',
  noEvents: 'No events yet.',
  noMatches: 'No events match these filters.',
  eventLoadFailed: 'Failed to load the event. Please try again.',
  saveFailed: 'Failed to save the event. Please check the form and try again.',
  changeFailed: 'The event could not be changed. Please try again.',
  previewFailed: 'The preview link could not be made. Please try again.',
  previewOpened: 'Preview opened in a new tab (the link works for 24 hours).',
  invalidValue: 'This value is not valid',
  titleRequired: 'Title is required',
  wallTimeRequired: 'Give a date and a time',
  confirmCancel: (title: string) =>
    `Cancel “${title}”? Its page stays on the site and says it is cancelled, and everyone booked will be told by email. This cannot be undone.`,
  cancellationNoteHint: `Shown on its page beside "Cancelled", and in the email to everyone booked; at most ${EVENT_LIMITS.cancellationNoteMax} characters.`,
  confirmRestore: (version: number) => `Restore version ${version}? The event takes that version’s fields as a new version; nothing in between is lost. A cancellation stays.`,
  slugRedirect: 'This event is live: changing its slug keeps its old address answering with a redirect (301) to the new one.',
  movedWarning: 'This event is live: moving its start tells everyone booked, and its page says it moved.',
  zoneHint: 'Its times are on the clocks of this zone, wherever you are: type them as its attendees will read them.',
  speakersFailed: 'The published profiles could not be loaded: speakers cannot be chosen now.',
  coverNeedsContent: 'Choosing a cover image needs the media library (the content permission): ask an Editor.',
  noSpeakers: 'No published profiles yet: publish one under Profiles to name a speaker.',
} as const;

export const EVENTS_PAGE_SIZE = 20;
