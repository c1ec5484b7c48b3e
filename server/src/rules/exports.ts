/**
 * The back office's CSV exports (issue P14): a list exports what it shows (its filter and search)
 * through a download link good for a minute, so the admin's bearer token never goes in an address.
 */
export const EXPORT_MESSAGES = {
  listRequired: 'list is required',
  listUnknown: (lists: readonly string[]) => `list must be one of ${lists.join(', ')}`,
  filterNotObject: 'filter must be an object of the list’s query fields',
  linkInvalidTitle: 'Download link not valid',
  linkInvalid: 'This download link has expired or is not valid. Export the list again from the back office.',
} as const;
