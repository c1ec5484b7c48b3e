import { hasControlCharacters, hasLineBreaks } from './rule.js';

/**
 * The media library (issue P20): what an image may be, the sizes it is served at, and what the
 * back office is told. Shared by the server and the Media screen, so the limits and messages
 * are written once.
 */

/** The largest file taken: 20 MB. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
/** Files per upload request (the screen sends one request per file). */
export const MAX_MEDIA_FILES = 1;
/**
 * The most pixels an image may decode to (`sharp`'s `limitInputPixels`): 50 megapixels takes any
 * camera's photo (a 6000x4000 one is 24) and refuses a decompression bomb, a few kilobytes of PNG
 * that would unpack to gigabytes.
 */
export const MAX_MEDIA_PIXELS = 50_000_000;

/** The formats taken, as sniffed from the file's bytes (never its name or declared type). */
export const MEDIA_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** What the file picker offers (the server sniffs the bytes anyway). */
export const MEDIA_ACCEPT = Object.values(MEDIA_CONTENT_TYPES).join(',');

/** The widths every image is served at, as far as the original is wide (`variantWidthsOf`). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1600, 1920] as const;

/** The formats of the variants, best first (the order of a `<picture>`'s sources). */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** The width of the thumbnails in the back office (a variant every image has). */
export const THUMBNAIL_WIDTH = 320;

/**
 * The widths an image of `width` pixels is served at: each of `MEDIA_WIDTHS` not wider than it
 * (never scaled up), or its own width alone when it is narrower than the smallest.
 */
export function variantWidthsOf(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** The public, immutable address of one variant: ids are never reused, and a variant's pixels never change. */
export const mediaVariantPath = (id: string, width: number, format: VariantFormat): string => `/media/${id}/${width}.${format}`;

/** How long a variant may be cached: a year (its address never serves other pixels). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const ALT_MAX_LENGTH = 300;
export const FILE_NAME_MAX_LENGTH = 200;

const MB = 1024 * 1024;

export const MEDIA_MESSAGES = {
  uploaded: 'Image uploaded',
  updated: 'Image saved',
  deleted: 'Image deleted',
  notFound: 'Image not found',
  fileRequired: 'Choose an image to upload',
  tooManyFiles: `Upload one image at a time`,
  /** Over 20 MB: named, so a person who dropped ten files knows which one. */
  /** Where the file's name is not known (the upload parser's own limit). */
  tooLargeUnnamed: `An image must be at most ${MAX_MEDIA_BYTES / (1024 * 1024)} MB`,
  tooLarge: (fileName: string) => `"${fileName}" is larger than ${MAX_MEDIA_BYTES / MB} MB`,
  notAnImage: (fileName: string) => `"${fileName}" is not a JPEG, PNG, WebP or AVIF image`,
  svgRefused: (fileName: string) => `"${fileName}" is an SVG drawing, which can carry scripts: export it as PNG or WebP first`,
  tooManyPixels: (fileName: string) => `"${fileName}" is larger than ${MAX_MEDIA_PIXELS / 1_000_000} megapixels`,
  damaged: (fileName: string) => `"${fileName}" could not be read as an image: it may be damaged`,
  fileNameInvalid: 'The file name must be on one line, without control characters',
  altTooLong: `Alt text must be at most ${ALT_MAX_LENGTH} characters`,
  altOneLine: 'Alt text must be on one line',
  focalRange: (field: 'focalX' | 'focalY') => `${field} must be a number from 0 to 1`,
  /** `requireUsable`: an image may not appear anywhere until someone has described it. */
  altRequired: (fileName: string) => `Add alt text to "${fileName}" before using it`,
  /** Deleting an image still shown somewhere. */
  inUse: (fileName: string, uses: readonly string[]) => `"${fileName}" is used by ${uses.join(', ')}: remove it there first`,
  uploadFailed: 'The image could not be uploaded. Please try again.',
} as const;

/** Alt text: optional (empty until someone writes it), one line, at most `ALT_MAX_LENGTH` characters. */
export function altTextProblem(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return MEDIA_MESSAGES.altTooLong;
  if (hasLineBreaks(value)) return MEDIA_MESSAGES.altOneLine;
  if (hasControlCharacters(value)) return MEDIA_MESSAGES.altOneLine;
  return [...value.trim()].length > ALT_MAX_LENGTH ? MEDIA_MESSAGES.altTooLong : null;
}

/** A focal point's coordinate: a number from 0 (left, top) to 1 (right, bottom). */
export const focalProblem = (field: 'focalX' | 'focalY') => (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? null : MEDIA_MESSAGES.focalRange(field);
};

/** A focal point as CSS `object-position` reads it. */
export const objectPositionOf = (focalX: number, focalY: number): string => `${round(focalX * 100)}% ${round(focalY * 100)}%`;

const round = (value: number) => Math.round(value * 10) / 10;

/** What a public page needs to render one image (`ResponsiveImage`): plain data, so it travels in an island's props. */
export interface MediaSources {
  id: string;
  alt: string;
  /** The original's size: the `<img>`'s width and height, which reserve its box (no layout shift). */
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  /** `srcset` of the AVIF source. */
  avif: string;
  /** `srcset` of the WebP source. */
  webp: string;
  /** The `<img>`'s own `src`, for browsers that take neither: the WebP nearest 960 pixels wide. */
  src: string;
}

/** The fallback's width: wide enough for most layouts, small enough for a phone. */
const FALLBACK_WIDTH = 960;

/** An image's sources from its row (or its GraphQL node): its variants' addresses by format and width. */
export function mediaSourcesOf(asset: {
  id: string;
  alt?: string | null;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  variants: readonly { format: VariantFormat; width: number }[];
}): MediaSources {
  const srcset = (format: VariantFormat) =>
    asset.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaVariantPath(asset.id, variant.width, format)} ${variant.width}w`)
      .join(', ');
  const webps = asset.variants.filter((variant) => variant.format === 'webp').map((variant) => variant.width);
  const fallback = webps.length > 0 ? webps.reduce((best, width) => (Math.abs(width - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH) ? width : best)) : asset.width;
  return {
    id: asset.id,
    alt: asset.alt ?? '',
    width: asset.width,
    height: asset.height,
    focalX: asset.focalX,
    focalY: asset.focalY,
    avif: srcset('avif'),
    webp: srcset('webp'),
    src: mediaVariantPath(asset.id, fallback, 'webp'),
  };
}
