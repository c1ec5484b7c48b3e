import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { multipart } from './files.js';

/** A photo-like JPEG of `width` x `height` (a gradient and a circle: something to encode). */
export async function jpegOf(width: number, height: number): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(drawing)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A JPEG as a phone writes it: the camera and the place it was taken (GPS latitude and longitude)
 * in its EXIF, and stored sideways with an orientation tag of 6 (turn 90° clockwise to view):
 * `width` x `height` as stored, the other way round upright.
 */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp(await jpegOf(width, height))
    .withExif({ IFD0: { Make: 'Pixelphone', Model: 'P9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** How many GPS tags an image's EXIF holds (its IFD0's pointer to the GPS IFD, tag 0x8825); 0 without EXIF or GPS. */
export function gpsTagCount(exif: Buffer | undefined): number {
  if (!exif) return 0;
  // sharp gives the EXIF as an APP1 segment's payload: "Exif\0\0", then a TIFF header.
  const start = exif.indexOf('Exif\0\0', 0, 'latin1');
  const tiff = start >= 0 ? exif.subarray(start + 6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry += 1) {
    const at = ifd0 + 2 + entry * 12;
    if (u16(at) === 0x8825) return u16(u32(at + 8));
  }
  return 0;
}

/** A small PNG with transparency. */
export const pngOf = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } }).png().toBuffer();

/**
 * A decompression bomb: a PNG whose header says `width` x `height` pixels, with a few bytes of
 * data. Nothing that reads its header first decodes it.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>', 'utf8');

/** A REST upload to the media library: the image under "file", and its alt text when given. */
export function mediaUpload(filename: string, content: Buffer, alt?: string): { url: string; payload: Buffer; headers: Record<string, string> } {
  const body = multipart(alt === undefined ? {} : { alt }, [{ field: 'file', filename, content }]);
  return { url: '/api/admin/media', ...body };
}

/** The same upload through GraphQL multipart (`uploadMedia`). */
export function graphqlMediaUpload(filename: string, content: Buffer, alt?: string): { url: string; payload: Buffer; headers: Record<string, string> } {
  const operations = JSON.stringify({
    query: 'mutation($input: UploadMediaInput!, $file: Upload) { uploadMedia(input: $input, file: $file) { message mediaAsset { id fileName alt width height thumbnailUrl variants { format width url } } } }',
    variables: { input: { alt: alt ?? null }, file: null },
  });
  const body = multipart({ operations, map: JSON.stringify({ 0: ['variables.file'] }) }, [{ field: '0', filename, content }]);
  return { url: '/graphql', payload: body.payload, headers: { ...body.headers, 'apollo-require-preflight': 'true' } };
}
