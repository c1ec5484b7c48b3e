import type { Readable } from 'node:stream';
import { InvalidInputError, PayloadTooLargeError } from '../../domain/errors.js';
import { APPLICATION_MESSAGES, MAX_RESUME_BYTES, MAX_RESUME_FILES } from '../../rules/careers.js';

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

/** What the bytes really are, among the resume formats; `null` for anything else. */
export function detectResumeType(data: Buffer): CheckedResume['extension'] | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.subarray(0, 8).equals(OLE_SIGNATURE)) return 'doc';
  // A .docx is a zip whose entries include the Word document part.
  if (data.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' && data.includes('word/document.xml', 0, 'latin1')) return 'docx';
  if (data.length > 0 && !data.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(data);
      return 'txt';
    } catch {
      return null;
    }
  }
  return null;
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
    const data = await readAtMost(file.stream(), MAX_RESUME_BYTES);
    const named = file.filename.split('.').pop()?.toLowerCase();
    const actual = detectResumeType(data);
    if (!actual || named !== actual) throw InvalidInputError.field('resume', APPLICATION_MESSAGES.fileType);
    checked.push({ originalName: file.filename.slice(0, 200), extension: actual, contentType: CONTENT_TYPES[actual], data });
  }
  return checked;
}
