import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer, { type MailComposerOptions } from 'nodemailer/lib/mail-composer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import type { MailAddress, MailConfig } from '../../config.js';
import { readEmailAddress } from '../../domain/email-address.js';
import { BEYOND_ASCII } from '../../rules/email.js';
import type { CalendarPart } from './templates.js';

export interface MailToSend {
  id: string;
  /** Data, not text: the mailer writes the header and the SMTP envelope from it, so no name can change where mail goes. */
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Where the person's answer goes; without one, to the sender. */
  replyTo?: MailAddress;
  /** The name it is sent under (the site's settings); the address is always the configured one. Without one, the configured name. */
  fromName?: string;
  calendar?: CalendarPart;
}

export interface MailTransport {
  /** Resolves when the mail server accepted the message; rejects with the reason otherwise (`Undeliverable`: for good). */
  send(message: MailToSend): Promise<void>;
  close(): void;
  describe(): string;
}

/** Why a message can never be delivered as it is: no retry would change it, so the worker marks it failed at once. */
export class Undeliverable extends Error {}

export const UNDELIVERABLE = {
  /** The address needs SMTPUTF8 (RFC 6531) and the mail server did not offer it. */
  noSmtpUtf8: 'this mail server cannot deliver to internationalised addresses',
  /** Only ever stored before the address rules of issue P17 (for example with a soft hyphen in its domain). */
  notAnAddress: 'the stored address is not a valid email address, so it was sent nowhere',
  /** The mailer would have written another address into the envelope than the stored one. */
  addressChanged: 'the mailer would have sent this to another address than the stored one, so it was sent nowhere',
} as const;

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail
 * that any mail program opens, so a first run loses nothing and needs no mail server.
 *
 * Every message goes to its stored address and no other. The envelope is that address (with an
 * ASCII local part, its domain as A-labels: the same address), checked against what the mailer
 * makes of it before anything is sent. An address whose local part is beyond ASCII (or a sender's)
 * needs SMTPUTF8: it goes over a connection of its own on which the mail server offered that, or
 * fails at once with `UNDELIVERABLE.noSmtpUtf8`, never to be mailed in another form.
 */
export function createMailTransport(config: Pick<MailConfig, 'smtpUrl' | 'from'>, dataDir: string): MailTransport {
  const senderNeedsSmtpUtf8 = BEYOND_ASCII.test(config.from.address.slice(0, config.from.address.lastIndexOf('@')));

  /** The message for the mailer, addressed to the envelope form of its stored address; or why it cannot go. */
  const compose = (message: MailToSend): { mail: MailComposerOptions; needsSmtpUtf8: boolean } => {
    const address = readEmailAddress(message.to.address);
    if (!address) throw new Undeliverable(UNDELIVERABLE.notAnAddress);
    const mail: MailComposerOptions = {
      from: message.fromName ? { name: message.fromName, address: config.from.address } : config.from,
      to: { ...(message.to.name && !message.to.name.includes(ENCODED_WORD_START) ? { name: message.to.name } : {}), address: address.envelope },
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      text: message.text,
      html: message.html,
      ...withSubject(message.subject, message.headers),
      messageId: `<${message.id}@finmesh.mail>`,
      // A text/calendar alternative with its method, which mail programs show as an invitation, and the same as invite.ics.
      ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: 'invite.ics', content: message.calendar.ics } } : {}),
    };
    const { to } = new MailComposer(mail).compile().getEnvelope();
    if (to.length !== 1 || to[0] !== address.envelope) throw new Undeliverable(UNDELIVERABLE.addressChanged);
    return { mail, needsSmtpUtf8: address.needsSmtpUtf8 || senderNeedsSmtpUtf8 };
  };

  if (config.smtpUrl) {
    const connection = { ...parseConnectionUrl(config.smtpUrl), ...SMTP_TIMEOUTS };
    // The settings in one object: given beside a URL, nodemailer takes them as each message's defaults, not the transport's
    // (it had opened a connection per message, 100 ms of a mail server's greeting each, with its own timeouts).
    // A message the pool could not hand over fails back to the outbox, whose retries and backoff are the ones that count.
    const smtp = nodemailer.createTransport({ ...connection, pool: true, maxConnections: 2, maxRequeues: 0 });
    const host = new URL(config.smtpUrl).host;
    return {
      send: async (message) => {
        const { mail, needsSmtpUtf8 } = compose(message);
        if (needsSmtpUtf8) await sendWithSmtpUtf8(connection, mail);
        else await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
      describe: () => `SMTP server ${host}`,
    };
  }

  const folder = path.join(dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const { message: raw } = await files.sendMail(compose(message).mail);
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(folder, `${stamp}-${message.id}.eml`), raw as Buffer);
    },
    close: () => files.close(),
    describe: () => `.eml files in ${folder}`,
  };
}

/** How an encoded word (RFC 2047) starts: text holding it would be decoded by the mail program. */
const ENCODED_WORD_START = '=?';

/**
 * The Subject, and the other headers, as the mailer takes them. A subject holding "=?" (a name
 * typed as `=?UTF-8?B?…?=`) is encoded here, whole, as UTF-8 encoded words: the mail program
 * decodes ours and shows the text as it was typed, never what the typed one would decode to.
 * nodemailer writes a well-formed encoded word as it is. (A recipient's name holding one is not
 * written at all: the address alone.)
 */
function withSubject(subject: string, headers: Record<string, string>): Pick<MailComposerOptions, 'subject' | 'headers'> {
  if (!subject.includes(ENCODED_WORD_START)) return { subject, headers };
  const encoded = { prepared: true, foldLines: true, value: encodeWord(subject, 'B', 52) };
  return { headers: { ...headers, Subject: encoded } };
}

/**
 * Sends one message over a connection of its own, and only if the mail server's EHLO offered
 * SMTPUTF8: the pool's connections cannot be asked, and nodemailer, told nothing, would send the
 * address to a server that did not offer it. Internationalised addresses are few; a connection each is cheap.
 */
async function sendWithSmtpUtf8(options: ReturnType<typeof parseConnectionUrl> & typeof SMTP_TIMEOUTS, mail: MailComposerOptions): Promise<void> {
  const connection = new SMTPConnection(options);
  let failed: (error: Error) => void = () => {};
  connection.on('error', (error: Error) => failed(error));
  const step = (start: (done: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve, reject) => {
      failed = reject;
      start((error) => (error ? reject(error) : resolve()));
    });
  let connected = false;
  try {
    await step((done) => connection.connect(done));
    connected = true;
    // The connection is ready once the server answered EHLO (again after STARTTLS): that answer lists what it offers.
    if (!/^\d{3}[ -]SMTPUTF8\b/im.test(String(connection.lastServerResponse))) throw new Undeliverable(UNDELIVERABLE.noSmtpUtf8);
    if (options.auth && connection.allowsAuth) await step((done) => connection.login(options.auth, done));
    const message = new MailComposer(mail).compile();
    await step((done) => connection.send(message.getEnvelope(), message.createReadStream(), done));
  } finally {
    if (connected) connection.quit();
    else connection.close();
  }
}
