import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';

/** Small but real resume files, made here rather than checked in. */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const TXT = Buffer.from('Ananya Rao\nCredit analyst, 6 years in SME lending.\n', 'utf8');
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const DOCX = docxWith([]);
/** An HTML page, a Windows executable and a PNG: not resumes, whatever their names say. */
export const HTML = Buffer.from('<html><script>alert(1)</script></html>', 'utf8');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  return Buffer.concat([PDF, Buffer.alloc(Math.max(0, size - PDF.length), 0x20)]).subarray(0, size);
}

/** A .docx (a zip holding the Word document part) with extra entries of its own. */
export function docxWith(extra: ZipEntry[]): Buffer {
  return zip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
    ...extra,
  ]);
}

/** A zip entry: its name, its content, and optionally deflated and with a size that lies. */
export type ZipEntry = [name: string, content: string | Buffer, options?: { deflate?: boolean; claimedSize?: number }];

/** A zip archive, entries stored unless they ask to be deflated. */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content, options = {}] of entries) {
    const plain = Buffer.from(content);
    const data = options.deflate ? deflateRawSync(plain) : plain;
    const size = options.claimedSize ?? plain.length;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(options.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(options.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export interface MultipartFile {
  field: string;
  /** Sent as `filename="…"`; one starting `UTF-8''` goes percent-encoded as RFC 5987's `filename*=`. */
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body, as a browser sends a form with files. */
export function multipart(fields: Record<string, string>, files: MultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----finmesh${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${file.filename.startsWith("UTF-8''") ? `filename*=${file.filename}` : `filename="${file.filename}"`}\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
