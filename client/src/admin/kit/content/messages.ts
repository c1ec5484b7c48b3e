/** What the content screens say beyond the server's own messages (`CONTENT_MESSAGES`), for every kind. */
export const CONTENT_SCREEN_MESSAGES = {
  notSaved: 'Not saved yet.',
  unsaved: 'You have unsaved changes.',
  saveFirst: (one: string) => `Save the draft to publish or schedule the ${one}.`,
  saveBeforeStatus: 'Save your changes before publishing, scheduling or archiving.',
  publishNeedsPermission: 'Publishing needs the publish permission: ask an Editor, an Admin or the Owner.',
  confirmArchive: (name: string) => `Archive “${name}”? It leaves the site at once; it is kept with its history and can be published again.`,
  confirmRestore: (version: number) => `Restore version ${version}? It takes that version’s words as a new version; nothing in between is lost.`,
  listFailed: (many: string) => `Failed to load ${many.toLowerCase()}. Please try again.`,
  itemFailed: (one: string) => `Failed to load the ${one}. Please try again.`,
  saveFailed: (one: string) => `Failed to save the ${one}. Please check the form and try again.`,
  changeFailed: (one: string) => `The ${one} could not be changed. Please try again.`,
  empty: (many: string) => `No ${many.toLowerCase()} yet.`,
  noMatches: (many: string) => `No ${many.toLowerCase()} with this status.`,
  noRevisions: 'No revisions yet.',
  revisionsFailed: 'The revisions could not be loaded.',
  invalidValue: 'This value is not valid',
} as const;
