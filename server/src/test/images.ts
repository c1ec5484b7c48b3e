import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { multipart } from './files.js';

/** A photo-like JPEG of `width` x `height` (a gradient and a circle: something to encode). */
export async function jpegOf(width: number, height: number): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d91"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#2a9d8f"/></svg>`;
  return sharp(Buffer.from(drawing)).jpeg({ quality: 85 }).toBuffer();
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
