import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAddress, MailConfig } from '../../config.js';

export interface MailToSend {
  id: string;
  /** Data, not text: the mailer writes the header and the SMTP envelope from it, so no name can change where mail goes. */
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves when the mail server accepted the message; rejects with the reason otherwise. */
  send(message: MailToSend): Promise<void>;
  close(): void;
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail
 * that any mail program opens, so a first run loses nothing and needs no mail server.
 */
export function createMailTransport(config: MailConfig, dataDir: string): MailTransport {
  const envelope = (message: MailToSend) => ({
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<${message.id}@finmesh.mail>`,
  });

  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl, { pool: true, maxConnections: 2, connectionTimeout: 10_000, socketTimeout: 30_000 } as object);
    const host = new URL(config.smtpUrl).host;
    return {
      send: async (message) => {
        await smtp.sendMail(envelope(message));
      },
      close: () => smtp.close(),
      describe: () => `SMTP server ${host}`,
    };
  }

  const folder = path.join(dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const { message: raw } = await files.sendMail(envelope(message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(folder, `${stamp}-${message.id}.eml`), raw as Buffer);
    },
    close: () => files.close(),
    describe: () => `.eml files in ${folder}`,
  };
}
