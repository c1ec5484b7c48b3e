import { CONTENT_LIMITS } from '@rules/content';

/** What the Posts screens say beyond the server's own messages (`CONTENT_MESSAGES`). */
export const POSTS_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this post?',
  confirmRestore: (version: number) => `Restore version ${version}? The post takes that version’s words as a new version; nothing in between is lost.`,
  loadFailed: 'Failed to load posts. Please try again.',
  noPosts: 'No posts yet.',
  noMatches: 'No posts match these filters.',
  postLoadFailed: 'Failed to load the post. Please try again.',
  saveFailed: 'Failed to save the post. Please check the form and try again.',
  changeFailed: 'The post could not be changed. Please try again.',
  deleteFailed: 'Failed to delete the post. Please try again.',
  previewFailed: 'The preview link could not be made. Please try again.',
  previewOpened: 'Preview opened in a new tab (the link works for 24 hours).',
  invalidValue: 'This value is not valid',
  scheduleRequired: 'Choose when to publish',
  nothingToSave: 'Nothing to save: no changes since the last save.',
  slugRedirect: 'This post is live: changing its slug keeps its old address answering with a redirect (301) to the new one.',
  tagsHint: `Separate tags with commas; at most ${CONTENT_LIMITS.tagsMax}, kept lowercase.`,
} as const;

export const POSTS_PAGE_SIZE = 20;
