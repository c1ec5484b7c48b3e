import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm.js';
import { createTestApp, persistentTestDatabase, type TestApp } from '../../test/app.js';
import { useTestApp, type TestRecipient } from '../../test/fixture.js';
import { ACCEPTED_ADDRESSES, type AcceptedAddress } from '../../test/addresses.js';
import { TestSmtpServer } from '../../test/smtp.js';
import { SubscriberEntity } from '../newsletter/newsletter.entity.js';
import { EmailRecipientEntity } from '../recipients/recipients.entity.js';
import { alertDeliveryFailure } from './alerts.js';
import { MailMessageEntity } from './mail.entity.js';
import { renderEmail } from './templates.js';
import { createMailTransport, UNDELIVERABLE, type MailTransport } from './transport.js';
import { MailWorker } from './worker.js';

const quiet = pino({ level: 'silent' }) as FastifyBaseLogger;
const SETTINGS = { pollIntervalMs: 60_000, maxAttempts: 3, retryBaseSeconds: 30 };

const SENDER = { name: 'Finmesh', address: 'no-reply@finmesh.test' };

function workerFor(orm: Orm, smtpUrl: string | null, dataDir = tmpdir(), settings = SETTINGS, from = SENDER): MailWorker {
  return new MailWorker(orm, createMailTransport({ smtpUrl, from, ...settings }, dataDir), settings, quiet, alertDeliveryFailure);
}

const signUp = (t: Pick<TestApp, 'app'>, email: string) => t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email } });

/** A newsletter sign-up, and the event consumers' run that queues its mail (as the server runs them after each write). */
async function subscribe(t: Pick<TestApp, 'app' | 'settle'>, email: string) {
  const response = await signUp(t, email);
  await t.settle();
  return response;
}

/** Makes every waiting message due now (instead of waiting out the backoff). */
const makeDue = (orm: Orm) => orm.em.fork().nativeUpdate(MailMessageEntity, { status: 'pending' }, { nextAttemptAt: new Date(Date.now() - 1000) });

const RECIPIENTS: TestRecipient[] = [
  { name: 'Nina News', email: 'nina@finmesh.test', notificationTypes: ['newsletters'] },
  { name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['newsletters', 'system_alerts'] },
  { name: 'Cara Careers', email: 'cara@finmesh.test', notificationTypes: ['career'] },
  { name: 'Ivan Inactive', email: 'ivan@finmesh.test', notificationTypes: ['newsletters', 'system_alerts'], isActive: false },
];

describe('delivery through SMTP', () => {
  const smtp = new TestSmtpServer();
  const t = useTestApp({ recipients: RECIPIENTS });
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('queues the subscription notice for active newsletter recipients, and a welcome to the subscriber, in one transaction', async () => {
    await subscribe(t, 'ananya@example.com');
    const queued = await t.orm.em.fork().find(MailMessageEntity, {}, { orderBy: { toAddress: 'asc' } });
    expect(queued.map((message) => [message.toAddress, message.kind, message.status])).toEqual([
      ['ananya@example.com', 'newsletter_welcome', 'pending'],
      ['nina@finmesh.test', 'newsletters_notification', 'pending'],
      ['sam@finmesh.test', 'newsletters_notification', 'pending'],
    ]);

    await workerFor(t.orm, smtp.url).deliverDue();

    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ananya@example.com', 'nina@finmesh.test', 'sam@finmesh.test']);
    // The subscriber's address is their words: written so that no mail program links it.
    expect(smtp.to('nina@finmesh.test')[0]?.header('subject')).toBe('New newsletter subscriber: ananya@example[.]com');
    expect(smtp.to('cara@finmesh.test')).toEqual([]);
    expect(smtp.to('ivan@finmesh.test')).toEqual([]);
    const sent = await t.orm.em.fork().find(MailMessageEntity, {});
    expect(sent.every((message) => message.status === 'sent' && message.sentAt instanceof Date)).toBe(true);
  });

  it('keeps what a message says and dresses it in the layout when it sends it', async () => {
    await subscribe(t, 'lena@example.com');
    const [welcome] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'newsletter_welcome' }, { populate: ['content', 'text', 'html'] });
    expect(welcome?.content?.subject).toBe('Welcome to the Finmesh newsletter');
    expect([welcome?.text, welcome?.html]).toEqual([null, null]);

    await workerFor(t.orm, smtp.url).deliverDue();
    const raw = smtp.to('lena@example.com')[0]?.raw ?? '';
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Welcome to the Finmesh newsletter');
  });

  it('still sends a message queued already rendered, as versions before did', async () => {
    const em = t.orm.em.fork();
    em.create(MailMessageEntity, { kind: 'contact_receipt', toAddress: 'old@example.com', toName: null, subject: 'Rendered before', content: null, text: 'Plain words from before', html: '<p>HTML from before</p>', headers: {} });
    await em.flush();

    await workerFor(t.orm, smtp.url).deliverDue();
    const [mail] = smtp.to('old@example.com');
    expect(mail?.header('subject')).toBe('Rendered before');
    expect(mail?.raw).toContain('Plain words from before');
    expect(mail?.raw).toContain('<p>HTML from before</p>');
  });

  it('addresses mail as data: whatever a name holds, the mail goes to the stored address and nowhere else', async () => {
    const people: [name: string | null, address: string][] = [
      ['Ananya "Rao"', 'ananya@example.com'],
      ['Rao, Ananya', 'rao@example.com'],
      ['probe<hr>', 'probe@example.com'],
      ['"victim@example.com" <hr>', 'sender@example.com'],
      ['Asha\r\nBcc: ceo@bank.example', 'asha@example.com'],
      [null, "o'brien+news@example.com"],
    ];
    // Stored before the address rules refused such shapes: never sent to anyone else, nor, as they are, at all.
    const undeliverable = ['probe<hr>@example.com', 'x<svg/onload=alert(7)>@example.com', 'grp:x@example.com;', 'mine@example.com>, <theirs@evil.example'];
    const em = t.orm.em.fork();
    for (const [name, address] of [...people, ...undeliverable.map((address) => ['Probe', address] as const)]) {
      em.create(MailMessageEntity, { kind: 'contact_receipt', toAddress: address, toName: name, subject: 'Thank you', content: { subject: 'Thank you', heading: 'Thank you', paragraphs: ['We read every message.'] }, headers: {} });
    }
    await em.flush();

    await workerFor(t.orm, smtp.url).deliverDue();
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual(people.map(([, address]) => [address]).sort());
    for (const mail of smtp.received) expect(mail.header('bcc')).toBeUndefined();
    const unsent = await t.orm.em.fork().find(MailMessageEntity, { toAddress: { $in: undeliverable } });
    // No retry makes them addresses (issue P17): failed at once, and the staff told.
    expect(unsent.map((message) => [message.status, message.lastError])).toEqual(undeliverable.map(() => ['failed', UNDELIVERABLE.notAnAddress]));
  });

  it('writes nothing when the subscription itself is refused', async () => {
    await subscribe(t, 'omar@example.com');
    await t.orm.em.fork().nativeDelete(MailMessageEntity, {});
    expect((await subscribe(t, 'omar@example.com')).statusCode).toBe(409);
    expect(await t.orm.em.fork().count(MailMessageEntity)).toBe(0);
  });

  it('keeps mail pending while the mail server is down, then delivers every message exactly once', async () => {
    await smtp.stop();
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) await subscribe(t, email);
    const worker = workerFor(t.orm, smtp.url);

    expect(await worker.deliverDue()).toBe(9);
    const waiting = await t.orm.em.fork().find(MailMessageEntity, {});
    expect(waiting.every((message) => message.status === 'pending' && message.attempts === 1 && message.lastError !== null)).toBe(true);
    expect(waiting.every((message) => message.nextAttemptAt.getTime() > Date.now() + 25_000)).toBe(true);
    expect(await worker.deliverDue()).toBe(0);

    await smtp.start();
    await makeDue(t.orm);
    // Two workers (as two server processes would run) share the outbox without sending twice.
    await Promise.all([worker.deliverDue(), workerFor(t.orm, smtp.url).deliverDue()]);
    await makeDue(t.orm);
    await worker.deliverDue();

    expect(smtp.received).toHaveLength(9);
    expect(new Set(smtp.received.map((mail) => mail.header('message-id'))).size).toBe(9);
    expect(smtp.to('one@example.com')).toHaveLength(1);
    expect(smtp.to('nina@finmesh.test')).toHaveLength(3);
  });

  it('gives up after the last attempt, marks the message failed and alerts system_alerts recipients', async () => {
    const broken = 'smtp://127.0.0.1:9';
    await subscribe(t, 'lena@example.com');
    const worker = workerFor(t.orm, broken);
    for (let attempt = 1; attempt <= SETTINGS.maxAttempts; attempt += 1) {
      await worker.deliverDue();
      await makeDue(t.orm);
    }

    const em = t.orm.em.fork();
    const failed = await em.find(MailMessageEntity, { status: 'failed' });
    expect(failed).toHaveLength(3);
    expect(failed.every((message) => message.attempts === 3)).toBe(true);
    const alerts = await em.find(MailMessageEntity, { kind: 'delivery_failure_alert' });
    expect(alerts.map((alert) => alert.toAddress)).toEqual(['sam@finmesh.test', 'sam@finmesh.test', 'sam@finmesh.test']);
    expect(alerts[0]?.subject).toMatch(/^Email delivery failed: /);

    // An alert that cannot be delivered either raises no alert of its own.
    for (let attempt = 1; attempt <= SETTINGS.maxAttempts; attempt += 1) {
      await worker.deliverDue();
      await makeDue(t.orm);
    }
    expect(await em.count(MailMessageEntity, { kind: 'delivery_failure_alert' })).toBe(3);
  });

  it('carries the one-click unsubscribe headers on the welcome email', async () => {
    await subscribe(t, 'priya@example.com');
    await workerFor(t.orm, smtp.url).deliverDue();
    const welcome = smtp.to('priya@example.com')[0];
    expect(welcome?.header('list-unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(welcome?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});

// Each test sends the welcome of every address of the UASG table through a real SMTP exchange: seconds of work, more on a busy machine.
describe('internationalised addresses (issue P17)', { timeout: 60_000 }, () => {
  const offering = new TestSmtpServer();
  const refusing = new TestSmtpServer({ smtpUtf8: false });
  const t = useTestApp({ recipients: RECIPIENTS });
  beforeAll(() => Promise.all([offering.start(), refusing.start()]));
  afterAll(() => Promise.all([offering.stop(), refusing.stop()]));
  beforeEach(() => {
    offering.received.length = 0;
    refusing.received.length = 0;
  });

  /** Each address of the UASG table once, subscribed through the form as typed. */
  const subscribers = ACCEPTED_ADDRESSES.filter((address, index) => ACCEPTED_ADDRESSES.findIndex((other) => other.stored === address.stored) === index);
  const needsSmtpUtf8 = (address: AcceptedAddress) => /[^ -~]/.test(address.stored.split('@')[0] ?? '');
  const welcomes = () => t.orm.em.fork().find(MailMessageEntity, { kind: 'newsletter_welcome' });

  async function subscribeAll(): Promise<void> {
    for (const address of subscribers) expect((await signUp(t, address.typed)).statusCode, address.typed).toBe(201);
    // The consumers queue every welcome in one run.
    await t.settle();
  }

  /** Sends every due message: a worker that was never started takes one batch a call. */
  async function deliverAll(worker: MailWorker): Promise<void> {
    while ((await worker.deliverDue()) > 0);
  }

  it('mails each stored address as stored, with SMTPUTF8 where its local part needs it, through a mail server that offers it', async () => {
    await subscribeAll();
    const connectionsBefore = offering.connections;
    await deliverAll(workerFor(t.orm, offering.url));
    // The pool's two kept connections, and one of its own for each message that needs SMTPUTF8.
    expect(offering.connections - connectionsBefore).toBeLessThanOrEqual(2 + subscribers.filter(needsSmtpUtf8).length);

    expect((await welcomes()).map((message) => [message.toAddress, message.status])).toEqual(expect.arrayContaining(subscribers.map((address) => [address.stored, 'sent'])));
    for (const address of subscribers) {
      const [mail, ...more] = offering.to(address.stored);
      expect(more, address.stored).toEqual([]);
      // One recipient, the stored address (the server reads an A-label domain back as U-labels), and SMTPUTF8 only when needed.
      expect(mail?.to, address.stored).toEqual([address.stored]);
      expect(mail?.smtpUtf8, address.stored).toBe(needsSmtpUtf8(address));
      expect(mail?.header('to'), address.stored).toBe(address.envelope);
    }
  });

  it('keeps the record and fails the message at once, saying why, when the mail server does not offer SMTPUTF8; other mail still goes', async () => {
    await subscribeAll();
    const worker = workerFor(t.orm, refusing.url);
    await deliverAll(worker);

    const international = subscribers.filter(needsSmtpUtf8);
    expect(international.length).toBeGreaterThan(10);
    const byAddress = new Map((await welcomes()).map((message) => [message.toAddress, message]));
    for (const address of subscribers) {
      const message = byAddress.get(address.stored);
      if (needsSmtpUtf8(address)) {
        expect([message?.status, message?.attempts, message?.lastError], address.stored).toEqual(['failed', 1, UNDELIVERABLE.noSmtpUtf8]);
        expect(refusing.to(address.stored), address.stored).toEqual([]);
      } else {
        expect(message?.status, address.stored).toBe('sent');
        expect(refusing.to(address.stored).map((mail) => mail.smtpUtf8), address.stored).toEqual([false]);
      }
    }
    // Nothing reached any other form of those addresses, and every subscriber is kept.
    expect(refusing.received.every((mail) => mail.to.every((to) => /^[ -~]*@/.test(to)))).toBe(true);
    expect(await t.orm.em.fork().count(SubscriberEntity)).toBe(subscribers.length);

    // The staff hear of each, and no retry is tried.
    const alerts = await t.orm.em.fork().find(MailMessageEntity, { kind: 'delivery_failure_alert' });
    expect(alerts.map((alert) => alert.toAddress)).toEqual(international.map(() => 'sam@finmesh.test'));
    await makeDue(t.orm);
    await deliverAll(worker);
    expect(refusing.to('sam@finmesh.test').filter((mail) => mail.header('subject')?.startsWith('Email delivery failed'))).toHaveLength(international.length);
    expect(refusing.to('sam@finmesh.test').find((mail) => mail.raw.includes(UNDELIVERABLE.noSmtpUtf8))).toBeDefined();
    expect((await welcomes()).filter((message) => message.status === 'failed').every((message) => message.attempts === 1)).toBe(true);
  });

  it('needs SMTPUTF8 for every message when the sender\u2019s own address needs it', async () => {
    await subscribe(t, 'lena@example.com');
    await workerFor(t.orm, refusing.url, tmpdir(), SETTINGS, { name: 'Finmesh', address: 'सूचना@finmesh.test' }).deliverDue();
    expect(refusing.received).toEqual([]);
    await t.orm.em.fork().nativeUpdate(MailMessageEntity, {}, { status: 'pending', attempts: 0 });
    await workerFor(t.orm, offering.url, tmpdir(), SETTINGS, { name: 'Finmesh', address: 'सूचना@finmesh.test' }).deliverDue();
    expect(offering.to('lena@example.com').map((mail) => mail.smtpUtf8)).toEqual([true]);
  });

  it('sends an address stored before these rules nowhere: not to what UTS #46 or the mailer would make of it', async () => {
    // The addresses: stored as typed, then mailed to zwform@example.com (or, with U+200D, to a Punycode domain).
    const stored = ['zwform@exam\u00adple.com', 'zwform@exam\u200bple.com', 'zwform@exam\ufeffple.com', 'zwform@exam\u2060ple.com', 'zwform@exam\u034fple.com', 'zwform@exam\u200dple.com'];
    const em = t.orm.em.fork();
    for (const address of stored) em.create(MailMessageEntity, { kind: 'newsletter_welcome', toAddress: address, toName: null, subject: 'Welcome', content: { subject: 'Welcome', heading: 'Welcome', paragraphs: ['Hello.'] }, headers: {} });
    await em.flush();

    await workerFor(t.orm, offering.url).deliverDue();
    expect(offering.received.filter((mail) => mail.to.some((to) => to.startsWith('zwform@')))).toEqual([]);
    const messages = await t.orm.em.fork().find(MailMessageEntity, { toAddress: { $in: stored } });
    expect(messages.map((message) => [message.status, message.lastError])).toEqual(stored.map(() => ['failed', UNDELIVERABLE.notAnAddress]));
  });
});

describe('a restart between the sign-up and its mail, and between queueing and delivery', () => {
  it('loses nothing', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start();
    const database = await persistentTestDatabase();
    try {
      const before = await createTestApp({ database: database.config });
      const em = before.orm.em.fork();
      for (const recipient of RECIPIENTS) em.create(EmailRecipientEntity, recipient);
      await em.flush();
      // Stopped before its event consumers ran: the welcome and the notices are not queued yet.
      expect((await signUp(before, 'zoe@example.com')).statusCode).toBe(201);
      expect(await before.orm.em.fork().count(MailMessageEntity)).toBe(0);
      await before.close();

      const after = await createTestApp({ database: database.config });
      // The sign-up's event, by the mail consumer and by the webhooks consumer.
      expect(await after.settle()).toBe(2);
      await workerFor(after.orm, smtp.url).deliverDue();
      await after.close();

      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['nina@finmesh.test', 'sam@finmesh.test', 'zoe@example.com']);
    } finally {
      await smtp.stop();
      await database.drop();
    }
  });
});

describe('without SMTP_URL', () => {
  const t = useTestApp();

  it('writes each message as an .eml file in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'finmesh-mail-'));
    try {
      await subscribe(t, 'kai@example.com');
      await workerFor(t.orm, null, dataDir).deliverDue();
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dataDir, 'mail', files[0] as string), 'utf8');
      expect(eml).toContain('To: kai@example.com');
      expect(eml).toContain('Subject: Welcome to the Finmesh newsletter');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a worker that stops in the middle of what it claimed', () => {
  const t = useTestApp({ recipients: RECIPIENTS });

  it('finishes the message it is sending and hands the rest back, pending, their attempt not counted', async () => {
    await subscribe(t, 'ananya@example.com');
    const sent: string[] = [];
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    let sendingStarted = () => {};
    const sending = new Promise<void>((resolve) => {
      sendingStarted = resolve;
    });
    const transport: MailTransport = {
      send: async (message) => {
        sendingStarted();
        await gate;
        sent.push(message.to.address);
      },
      close: () => {},
      describe: () => 'a gated test transport',
    };
    const worker = new MailWorker(t.orm, transport, SETTINGS, quiet, alertDeliveryFailure);

    const delivering = worker.deliverDue();
    await sending;
    const stopped = worker.stop();
    letThrough();
    await Promise.all([delivering, stopped]);

    expect(sent).toHaveLength(1);
    const messages = await t.orm.em.fork().find(MailMessageEntity, {}, { orderBy: { status: 'asc' } });
    expect(messages.map((message) => [message.status, message.attempts, message.lockedUntil])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['sent', 1, null],
    ]);
  });
});

describe('the email layout', () => {
  it('keeps a one-line field on one line in the text and the HTML, while a message keeps its lines', () => {
    // A name stored before line breaks were refused at the edge.
    const name = 'Asha\r\nEmail: ceo@bank.example\u2028Phone: +10000000000';
    const email = renderEmail({ subject: `New message from ${name}`, heading: `Thank you, ${name}`, paragraphs: ['First line\nsecond line'], details: [['Name', name], ['Email', 'asha@example.com']] });
    const lines = email.text.split('\n');
    expect(lines).toContain('Name: Asha Email: ceo@bank.example Phone: +10000000000');
    expect(lines.filter((line) => line.startsWith('Email:'))).toEqual(['Email: asha@example.com']);
    expect(lines[0]).toBe('Thank you, Asha Email: ceo@bank.example Phone: +10000000000');
    expect(lines).toContain('second line');
    expect(email.html).not.toMatch(/Asha[\r\n\u2028]|Asha<br>/);
    expect(email.html).toContain('First line<br>second line');
  });


  it('escapes everything it is given and keeps the subject on one line', () => {
    const email = renderEmail({
      subject: 'Hello\r\nBcc: victim@example.com',
      heading: '<script>alert(1)</script>',
      paragraphs: ['Tom & Jerry <b>bold</b>'],
      details: [['Name', '"quoted" <img src=x onerror=alert(1)>']],
      action: { label: 'Open', url: 'https://example.com/?a=1&b="2"' },
    });
    expect(email.subject).toBe('Hello Bcc: victim@example.com');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(email.html).toContain('Tom &#38; Jerry &#60;b&#62;bold&#60;/b&#62;');
    expect(email.html).toContain('href="https://example.com/?a=1&#38;b=&#34;2&#34;"');
    expect(email.text).toContain('Name: "quoted" <img src=x onerror=alert(1)>');
  });
});
