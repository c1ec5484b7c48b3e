import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server reads them (an A-label domain in U-labels). */
  to: string[];
  /** The sender asked for SMTPUTF8 (RFC 6531) in its MAIL FROM. */
  smtpUtf8: boolean;
  raw: string;
  header(name: string): string | undefined;
}

export interface TestSmtpOptions {
  /** Offer SMTPUTF8 in the EHLO answer, as most mail servers do (the default); `false` for one that cannot take internationalised addresses. */
  smtpUtf8?: boolean;
}

/** A real SMTP server in the test process, which can be stopped and started again on the same port. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** The connections clients opened, all told. */
  connections = 0;
  private server: SMTPServer | undefined;
  port = 0;

  constructor(private readonly options: TestSmtpOptions = {}) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      hideSMTPUTF8: this.options.smtpUtf8 === false,
      logger: false,
      // A test server on the loopback: no reverse lookup of the client (where no resolver answers, each connection waited for it).
      disableReverseLookup: true,
      // Stopped, it drops the connections clients keep open (a mailer's pool) at once rather than after 30 s.
      closeTimeout: 10,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          // smtp-server keeps MAIL FROM's SMTPUTF8 on the envelope; its types do not say so.
          const smtpUtf8 = (session.envelope as { smtpUtf8?: boolean }).smtpUtf8 === true;
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), smtpUtf8, raw, header: (name) => headerOf(raw, name) });
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

/** An unfolded header of a raw message (or of a part's head). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
