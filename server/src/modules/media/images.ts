import type { Readable } from 'node:stream';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { InvalidInputError, PayloadTooLargeError } from '../../domain/errors.js';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, MEDIA_MESSAGES, VARIANT_FORMATS, variantWidthsOf, type MediaFormat, type VariantFormat } from '../../rules/media.js';

/** An uploaded file as either API hands it over. */
export interface IncomingImage {
  filename: string;
  stream(): Readable;
}

/** An image read, checked and made into its variants, ready to store. */
export interface ProcessedImage {
  format: MediaFormat;
  width: number;
  height: number;
  /** The original as kept: upright, without its EXIF, XMP or IPTC (a phone's GPS position, camera, owner); the bytes sent when it had none. */
  data: Buffer;
  variants: { format: VariantFormat; width: number; height: number; data: Buffer }[];
}

const FIELD = 'file';

/**
 * The file's bytes, refused by name the moment it passes 20 MB (the rest is not read), or when
 * the upload parser cut it off at its own limit.
 */
export async function readImageFile(file: IncomingImage, fileName: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let stream: Readable | null = null;
  try {
    // The upload parser throws here when it already cut the file off at its limit.
    stream = file.stream();
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > MAX_MEDIA_BYTES) throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(fileName));
      chunks.push(buffer);
    }
  } catch (error) {
    stream?.destroy();
    if (error instanceof PayloadTooLargeError || (error instanceof Error && /exceeds|too large|truncated/i.test(error.message))) {
      throw new PayloadTooLargeError(MEDIA_MESSAGES.tooLarge(fileName));
    }
    throw error;
  }
  return Buffer.concat(chunks, size);
}

/** The image format of `data` by its magic number, `svg` for an SVG drawing, or `null` for anything else. */
export function sniffImage(data: Buffer): MediaFormat | 'svg' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  // ISO BMFF: a `ftyp` box first, whose major or compatible brands name AVIF.
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') {
    const boxSize = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = data.subarray(8, boxSize).toString('latin1');
    if (/avif|avis/.test(brands)) return 'avif';
    return null;
  }
  const head = data.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What `sharp` reports each format as. */
const SHARP_FORMATS: Record<MediaFormat, readonly string[]> = { jpeg: ['jpeg'], png: ['png'], webp: ['webp'], avif: ['heif', 'avif'] };

/**
 * Checks the bytes are an image of a taken format and of a sane size, then makes its variants:
 * decoded once (JPEG shrinks on load), turned upright, scaled to the widest variant, then each
 * width in AVIF and WebP (made from raw pixels, so they carry no metadata at all); and the
 * original to keep, without its metadata (`cleanOriginal`). `sharp` works in libuv's threads;
 * the event loop only hands buffers over. Every refusal names the file.
 */
export function processImage(data: Buffer, fileName: string): Promise<ProcessedImage> {
  return inTurn(() => variantsOf(data, fileName));
}

/**
 * How many images this process makes into variants at once: each takes a core for a second or
 * so, and libuv's four threads also serve the file system; more uploads than this wait their turn.
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished turn hands its place straight to the next in line (`running` stays), so none jumps the queue.
  if (running < AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function variantsOf(data: Buffer, fileName: string): Promise<ProcessedImage> {
  const format = sniffImage(data);
  if (format === 'svg') throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.svgRefused(fileName));
  if (!format) throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.notAnImage(fileName));

  const options = { limitInputPixels: MAX_MEDIA_PIXELS, failOn: 'error' as const };
  const metadata = await sharp(data, options)
    .metadata()
    .catch((error: unknown) => {
      throw InvalidInputError.field(FIELD, isPixelLimit(error) ? MEDIA_MESSAGES.tooManyPixels(fileName) : MEDIA_MESSAGES.damaged(fileName));
    });
  if (!metadata.format || !SHARP_FORMATS[format].includes(metadata.format) || !metadata.width || !metadata.height) {
    throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.notAnImage(fileName));
  }
  // Refused before any pixel is decoded: a bomb's header says how big it unpacks.
  if (metadata.width * metadata.height > MAX_MEDIA_PIXELS) throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.tooManyPixels(fileName));
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;

  const widths = variantWidthsOf(width);
  const widest = Math.max(...widths);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(data, options).rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimit(error)) throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.tooManyPixels(fileName));
    throw InvalidInputError.field(FIELD, MEDIA_MESSAGES.damaged(fileName));
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };

  const variants: ProcessedImage['variants'] = [];
  for (const variantWidth of widths) {
    for (const variantFormat of VARIANT_FORMATS) {
      const resized = sharp(base.data, raw).resize({ width: variantWidth });
      const encoded = variantFormat === 'avif' ? resized.avif({ quality: 52, effort: 2 }) : resized.webp({ quality: 80, effort: 4 });
      const { data: variant, info } = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({ format: variantFormat, width: info.width, height: info.height, data: variant });
    }
  }
  return { format, width, height, data: await cleanOriginal(data, format, metadata, options, fileName), variants };
}

/**
 * The original without what a camera or phone writes beside the pixels (EXIF with its GPS
 * position, XMP, IPTC): encoded again in its own format, turned upright first (its orientation
 * tag goes with the EXIF), its colour profile kept. `sharp` writes no metadata unless asked.
 * An original that carries none and is upright is kept byte for byte.
 */
async function cleanOriginal(data: Buffer, format: MediaFormat, metadata: Metadata, options: SharpOptions, fileName: string): Promise<Buffer> {
  const upright = (metadata.orientation ?? 1) === 1;
  if (upright && !metadata.exif && !metadata.xmp && !metadata.iptc && !metadata.comments?.length) return data;
  const pipeline = sharp(data, options).rotate().keepIccProfile();
  const encoded = {
    jpeg: () => pipeline.jpeg({ quality: 92 }),
    png: () => pipeline.png(),
    webp: () => pipeline.webp({ quality: 90 }),
    avif: () => pipeline.avif({ quality: 70, effort: 2 }),
  }[format]();
  return encoded.toBuffer().catch((error: unknown) => {
    throw InvalidInputError.field(FIELD, isPixelLimit(error) ? MEDIA_MESSAGES.tooManyPixels(fileName) : MEDIA_MESSAGES.damaged(fileName));
  });
}

/** `sharp`'s refusal of an image past `limitInputPixels` (its header alone says so). */
const isPixelLimit = (error: unknown): boolean => error instanceof Error && /pixel limit/i.test(error.message);
