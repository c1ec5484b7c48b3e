import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config.js';
import type { Orm } from '../db/orm.js';
import { createMailTransport } from '../modules/mail/transport.js';
import { MailWorker, type MailSender } from '../modules/mail/worker.js';
import { headerOf, type ReceivedMail, type TestSmtpServer } from './smtp.js';

/**
 * Runs the event consumers (which queue receipts and staff notices), then sends everything the
 * outbox holds to the test SMTP server, as the server's own worker would (server.ts).
 */
export async function deliverOutbox({ orm, config, settle }: { orm: Orm; config: Config; settle(): Promise<unknown> }, smtp: TestSmtpServer): Promise<void> {
  await settle();
  const worker = new MailWorker(orm, createMailTransport({ ...config.mail, smtpUrl: smtp.url }, config.dataDir), config.mail, pino({ level: 'silent' }) as FastifyBaseLogger);
  await worker.deliverDue();
  await worker.stop();
}

/**
 * Runs the event consumers, then writes everything the outbox holds as .eml files, as the server
 * does without SMTP_URL, and reads them back: each message exactly as written, oldest first.
 */
export async function deliverAsFiles(
  { orm, config, settle }: { orm: Orm; config: Config; settle(): Promise<unknown> },
  /** Who the mail is from, as the server's worker asks the site's settings (`mailSenderOf`); without it, `MAIL_FROM` as configured. */
  sender?: () => Promise<MailSender>,
): Promise<Omit<ReceivedMail, 'smtpUtf8'>[]> {
  await settle();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-eml-'));
  try {
    const worker = new MailWorker(orm, createMailTransport({ ...config.mail, smtpUrl: null }, dataDir), config.mail, pino({ level: 'silent' }) as FastifyBaseLogger, undefined, sender);
    await worker.deliverDue();
    await worker.stop();
    const folder = path.join(dataDir, 'mail');
    const files = (await readdir(folder).catch(() => [])).sort();
    return Promise.all(
      files.map(async (file) => {
        const raw = await readFile(path.join(folder, file), 'utf8');
        return { to: [headerOf(raw, 'to')?.replace(/^.*</, '').replace(/>$/, '') ?? ''], raw, header: (name: string) => headerOf(raw, name) };
      }),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** What a person reads: the text and HTML parts of a received message, decoded (line ends as \n). */
export interface MailParts {
  text: string;
  html: string;
  /** The calendar invitation a mail program shows (the text/calendar alternative): its Content-Type and its text, as sent (CRLF). */
  calendar: { contentType: string; ics: string } | null;
  /** The names of the attached files. */
  attachments: string[];
}

/** The parts of a message as nodemailer writes it: one part, or a multipart/alternative of text and HTML (and a calendar), perhaps with attachments. */
export function partsOf(raw: string): MailParts {
  const parts: MailParts = { text: '', html: '', calendar: null, attachments: [] };
  for (const part of leafParts(raw)) {
    const type = headerOf(part.head, 'content-type') ?? 'text/plain';
    const encoding = headerOf(part.head, 'content-transfer-encoding');
    const attachment = /filename="?([^";]+)"?/i.exec(headerOf(part.head, 'content-disposition') ?? '')?.[1];
    if (attachment) parts.attachments.push(attachment);
    else if (/^text\/plain/i.test(type)) parts.text = decode(part.body, encoding);
    else if (/^text\/html/i.test(type)) parts.html = decode(part.body, encoding);
    else if (/^text\/calendar/i.test(type)) parts.calendar = { contentType: type, ics: decodeBytes(part.body, encoding).toString('utf8') };
  }
  return parts;
}

interface Part {
  head: string;
  body: string;
}

function leafParts(entity: string): Part[] {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'content-type') ?? '')?.[1];
  if (!boundary) return [{ head, body }];
  const [, ...sections] = body.split(`--${boundary}`);
  return sections.filter((section) => !section.startsWith('--')).flatMap((section) => leafParts(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
}

function decode(body: string, encoding?: string): string {
  return decodeBytes(body, encoding).toString('utf8').replace(/\r\n/g, '\n');
}

function decodeBytes(body: string, encoding = '7bit'): Buffer {
  return /quoted-printable/i.test(encoding) ? quotedPrintable(body) : /base64/i.test(encoding) ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

/** A quoted-printable body (all ASCII) as the bytes it stands for. */
function quotedPrintable(body: string): Buffer {
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return Buffer.from(bytes);
}
