import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { Notifier } from '../modules/recipients/notifier.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { InsertTogether } from './insert-together.js';

/** The one-statement write of the public forms: all of it or none of it, in one round trip. */
const t = useTestApp({
  recipients: [
    { name: 'Cara Mendes', email: 'cara@finmesh.test', notificationTypes: ['newsletters'] },
    { name: 'Dev Patel', email: 'dev@finmesh.test', notificationTypes: ['newsletters', 'career'] },
    { name: 'Ira Sen', email: 'ira@finmesh.test', notificationTypes: ['career'] },
    { name: 'Old Hand', email: 'old@finmesh.test', notificationTypes: ['newsletters'], isActive: false },
  ],
});

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function subscriberWithMail(email: string, options?: { ifAbsent?: readonly string[] }) {
  const em = t.orm.em.fork();
  const now = new Date();
  const subscriber = em.create(SubscriberEntity, { email, subscribedAt: now, isActive: true, unsubscribedAt: null, spam: false, spamReason: null }, { persist: false });
  const write = new InsertTogether(em, subscriber, options);
  const welcome = em.create(MailMessageEntity, { kind: 'newsletter_welcome', toAddress: email, toName: null, subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>', headers: {} }, { persist: false });
  const notice = em.create(MailMessageEntity, { kind: 'newsletters_notification', toAddress: '', toName: null, subject: 'New subscriber', text: email, html: email, headers: { 'X-Kind': 'notice' } }, { persist: false });
  write.with(welcome).withEach(notice, Notifier.recipientsOf('newsletters'));
  return { write, subscriber, welcome };
}

const stored = async () => {
  const em = t.orm.em.fork();
  return {
    subscribers: await em.find(SubscriberEntity, {}, { orderBy: { email: 'asc' } }),
    mail: await em.find(MailMessageEntity, {}, { orderBy: { toAddress: 'asc' }, populate: ['text'] }),
  };
};

describe('one record with the rows that belong to it', () => {
  it('writes the record, its own rows and a copy for each matching source row, ids filled in as stored', async () => {
    const { write, subscriber, welcome } = subscriberWithMail('lena@example.com');
    expect(await write.run()).toBe(true);

    const { subscribers, mail } = await stored();
    expect(subscribers.map((row) => [row.id, row.email])).toEqual([[subscriber.id, 'lena@example.com']]);
    expect(mail.map((row) => [row.toAddress, row.toName, row.kind, row.text, row.headers])).toEqual([
      ['cara@finmesh.test', 'Cara Mendes', 'newsletters_notification', 'lena@example.com', { 'X-Kind': 'notice' }],
      ['dev@finmesh.test', 'Dev Patel', 'newsletters_notification', 'lena@example.com', { 'X-Kind': 'notice' }],
      ['lena@example.com', null, 'newsletter_welcome', 'Hello', {}],
    ]);
    expect(mail.find((row) => row.kind === 'newsletter_welcome')?.id).toBe(welcome.id);
    // Ids made in SQL are v7 UUIDs like the app's, one each.
    for (const row of mail) expect(row.id).toMatch(UUID_V7);
    expect(new Set(mail.map((row) => row.id)).size).toBe(3);
    expect(mail.every((row) => row.status === 'pending')).toBe(true);
  });

  it('writes nothing at all when the record is already there (ifAbsent), and says so', async () => {
    expect(await subscriberWithMail('lena@example.com').write.run()).toBe(true);
    const before = await stored();
    expect(await subscriberWithMail('lena@example.com', { ifAbsent: ['email'] }).write.run()).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('writes nothing at all when any part fails', async () => {
    const before = await stored();
    const { write } = subscriberWithMail('lena@example.com');
    const em = t.orm.em.fork();
    // A message without a subject breaks the outbox's NOT NULL rule, after the record's part.
    write.with(em.create(MailMessageEntity, { kind: 'broken', toAddress: 'x@example.com', toName: null, subject: null as unknown as string, text: '', html: '', headers: {} }, { persist: false }));
    await expect(write.run()).rejects.toThrow(/null value|not-null/i);
    expect(await stored()).toEqual(before);
  });
});
