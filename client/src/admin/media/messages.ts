import { MEDIA_MESSAGES } from '@rules/media';

/** The Media screen's messages: the shared ones (server/src/rules/media.ts), and what only the screen says. */
export const MEDIA_SCREEN_MESSAGES = {
  ...MEDIA_MESSAGES,
  loading: 'Loading images...',
  listFailed: 'Failed to load the images',
  empty: 'No images yet. Upload JPEG, PNG, WebP or AVIF images of up to 20 MB: each is served in the sizes and formats every browser needs, from addresses cached for a year.',
  noMatch: 'No image matches this search.',
  saveFailed: 'The image could not be saved. Please try again.',
  deleteFailed: 'Failed to delete the image',
  usesFailed: 'Could not read where the image is used.',
  altMissing: 'Alt text required',
  notUsed: 'Not used anywhere yet.',
  dropHere: 'Drop images here, or choose them',
  confirmDelete: (fileName: string) => `Delete "${fileName}"? Its file and every size of it go, and its address stops working.`,
} as const;

export const MEDIA_PAGE_SIZE = 24;
