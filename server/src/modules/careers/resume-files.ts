import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { InvalidInputError, PayloadTooLargeError } from '../../domain/errors.js';
import { APPLICATION_MESSAGES, MAX_RESUME_BYTES, MAX_RESUME_FILES, isPlainFileName } from '../../rules/careers.js';

/** An uploaded file as either API hands it over. */
export interface IncomingFile {
  filename: string;
  stream(): Readable;
}

export interface CheckedResume {
  originalName: string;
  extension: 'pdf' | 'doc' | 'docx' | 'txt';
  contentType: string;
  data: Buffer;
}

const CONTENT_TYPES: Record<CheckedResume['extension'], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const MARKUP_START = /^\s*<(?:!doctype|html|head|body|svg|\?xml|script|iframe)\b/i;

/** What the bytes really are, among the resume formats; `null` for anything else. */
export function detectResumeType(data: Buffer): CheckedResume['extension'] | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  // A .docx is a zip whose entries include the Word document part.
  if (data.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' && data.includes('word/document.xml', 0, 'latin1')) return 'docx';
  if (data.length > 0 && !data.includes(0)) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
      // A web page or an SVG image is text too, but no resume: a browser would run its scripts.
      return MARKUP_START.test(text) ? null : 'txt';
    } catch {
      return null;
    }
  }
  return null;
}

/** A Word document holds a few dozen parts; far more, or more unzipped bytes than this, is a zip bomb. */
const MAX_DOCX_ENTRIES = 1_000;
const MAX_DOCX_UNZIPPED_BYTES = 64 * 1024 * 1024;

/**
 * Whether a zip (a .docx) unpacks to a sane number of entries and bytes. Each entry is really
 * inflated, with the output capped, so sizes the archive lies about are caught too.
 */
export function isSaneZip(data: Buffer): boolean {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return false;
  const entries = data.readUInt16LE(end + 10);
  let central = data.readUInt32LE(end + 16);
  // 0xFFFF and 0xFFFFFFFF mean ZIP64, which no resume needs.
  if (entries > MAX_DOCX_ENTRIES || central >= end) return false;
  let budget = MAX_DOCX_UNZIPPED_BYTES;
  for (let index = 0; index < entries; index += 1) {
    if (central + 46 > end || data.readUInt32LE(central) !== 0x02014b50) return false;
    const method = data.readUInt16LE(central + 10);
    const compressedSize = data.readUInt32LE(central + 20);
    const local = data.readUInt32LE(central + 42);
    if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const stored = data.subarray(start, start + compressedSize);
    if (stored.length !== compressedSize) return false;
    try {
      if (method === 0) budget -= stored.length;
      else if (method === 8) budget -= inflateRawSync(stored, { maxOutputLength: Math.max(1, budget) }).length;
      else return false;
    } catch {
      return false;
    }
    if (budget < 0) return false;
    central += 46 + data.readUInt16LE(central + 28) + data.readUInt16LE(central + 30) + data.readUInt16LE(central + 32);
  }
  return true;
}

async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > limit) throw new PayloadTooLargeError(APPLICATION_MESSAGES.fileTooLarge);
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    // The upload parser cuts a file off at its own limit and reports it as an error of the stream.
    if (error instanceof PayloadTooLargeError || (error instanceof Error && /exceeds|too large/i.test(error.message))) {
      throw new PayloadTooLargeError(APPLICATION_MESSAGES.fileTooLarge);
    }
    throw error;
  }
  return Buffer.concat(chunks);
}

/**
 * Reads and checks the resumes: at most five, each at most 5 MB, each really a PDF, DOC, DOCX or
 * TXT file whose name says the same thing as its content.
 */
export async function checkResumes(files: readonly IncomingFile[]): Promise<CheckedResume[]> {
  if (files.length > MAX_RESUME_FILES) throw InvalidInputError.field('resume', APPLICATION_MESSAGES.tooManyFiles);
  const checked: CheckedResume[] = [];
  for (const file of files) {
    // Read first: the upload parser lets go of its temporary copy of a file once it has been read.
    const data = await readAtMost(file.stream(), MAX_RESUME_BYTES);
    if (!isPlainFileName(file.filename)) throw InvalidInputError.field('resume', APPLICATION_MESSAGES.fileName);
    const named = file.filename.split('.').pop()?.toLowerCase();
    const actual = detectResumeType(data);
    if (!actual || named !== actual) throw InvalidInputError.field('resume', APPLICATION_MESSAGES.fileType);
    if (actual === 'docx' && !isSaneZip(data)) throw InvalidInputError.field('resume', APPLICATION_MESSAGES.fileDamaged);
    checked.push({ originalName: file.filename.slice(0, 200), extension: actual, contentType: CONTENT_TYPES[actual], data });
  }
  return checked;
}
