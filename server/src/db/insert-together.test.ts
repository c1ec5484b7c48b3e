import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { EventEntity } from './events.entity.js';
import { InsertTogether, insertRows, newRow, type Admission } from './insert-together.js';

/** The one-statement write of the public forms: all of it or none of it, in one round trip. */
const t = useTestApp();

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function subscriberWithMail(email: string, options?: { ifAbsent?: readonly string[] }) {
  const em = t.orm.em.fork();
  const now = new Date();
  const subscriber = newRow(em, SubscriberEntity, { email, subscribedAt: now, isActive: true, unsubscribedAt: null, spam: false, spamReason: null });
  const write = new InsertTogether(em, subscriber, options);
  const welcome = newRow(em, MailMessageEntity, { kind: 'newsletter_welcome', toAddress: email, toName: null, subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>', headers: {} });
  const notice = newRow(em, MailMessageEntity, { kind: 'newsletters_notification', toAddress: 'cara@finmesh.test', toName: 'Cara Mendes', subject: 'New subscriber', text: email, html: email, headers: { 'X-Kind': 'notice' } });
  write.with(welcome).with(notice);
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
  it('writes the record and its own rows, ids filled in as stored', async () => {
    const { write, subscriber, welcome } = subscriberWithMail('lena@example.com');
    expect(await write.run()).toBe(true);

    const { subscribers, mail } = await stored();
    expect(subscribers.map((row) => [row.id, row.email])).toEqual([[subscriber.id, 'lena@example.com']]);
    expect(mail.map((row) => [row.toAddress, row.toName, row.kind, row.text, row.headers])).toEqual([
      ['cara@finmesh.test', 'Cara Mendes', 'newsletters_notification', 'lena@example.com', { 'X-Kind': 'notice' }],
      ['lena@example.com', null, 'newsletter_welcome', 'Hello', {}],
    ]);
    expect(mail.find((row) => row.kind === 'newsletter_welcome')?.id).toBe(welcome.id);
    for (const row of mail) expect(row.id).toMatch(UUID_V7);
    expect(new Set(mail.map((row) => row.id)).size).toBe(2);
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
    write.with(newRow(em, MailMessageEntity, { kind: 'broken', toAddress: 'x@example.com', toName: null, subject: null as unknown as string, text: '', html: '', headers: {} }));
    await expect(write.run()).rejects.toThrow(/null value|not-null/i);
    expect(await stored()).toEqual(before);
  });
});

describe('writes made at the same moment', () => {
  it('stores each with its own rows, however many arrive together', async () => {
    const writes = Array.from({ length: 60 }, (_, n) => subscriberWithMail(`reader${n}@example.com`));
    expect(await Promise.all(writes.map(({ write }) => write.run()))).toEqual(writes.map(() => true));

    const { subscribers, mail } = await stored();
    expect(subscribers.map((row) => row.id).sort()).toEqual(writes.map(({ subscriber }) => subscriber.id).sort());
    for (const { subscriber, welcome } of writes) {
      const own = mail.filter((row) => row.text === subscriber.email || row.id === welcome.id);
      expect(own.map((row) => row.toAddress).sort()).toEqual(['cara@finmesh.test', subscriber.email]);
    }
  });

  it('lets one of two writes of the same address through when ifAbsent, and tells the other', async () => {
    const twins = [subscriberWithMail('twin@example.com', { ifAbsent: ['email'] }), subscriberWithMail('twin@example.com', { ifAbsent: ['email'] })];
    expect((await Promise.all(twins.map(({ write }) => write.run()))).sort()).toEqual([false, true]);
    const { subscribers, mail } = await stored();
    expect(subscribers).toHaveLength(1);
    expect(mail).toHaveLength(2);
  });

  it('fails only the write that breaks a rule; the others made with it are stored', async () => {
    const good = [subscriberWithMail('first@example.com'), subscriberWithMail('second@example.com')];
    // The same statement as the others (so they go together), with no address: NOT NULL refuses it.
    const bad = subscriberWithMail(null as unknown as string);
    const [first, second] = good.map(({ write }) => write);
    const results = await Promise.allSettled([first?.run(), bad.write.run(), second?.run()]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const { subscribers } = await stored();
    expect(subscribers.map((row) => row.email)).toEqual(['first@example.com', 'second@example.com']);
  });
});

describe('an event with its record (issue P18 §2)', () => {
  const eventOf = (subscriber: { id: string }) =>
    newRow(t.orm.em.fork(), EventEntity, {
      type: 'subscriber.added',
      subjectType: 'Subscriber',
      subjectId: subscriber.id,
      principalKind: 'visitor',
      principalId: null,
      principalName: null,
      requestId: 'request-1',
      clientAddressHash: 'hashed',
      data: { source: 'newsletter' },
    });
  const events = () => t.orm.em.fork().find(EventEntity, {});
  /** An admission that turns every record away, as the rate limit does past its limit. */
  const refusedAll = (key: unknown): Admission => ({
    shape: 'admission refused',
    values: [key],
    part: (array) => `"admission" as (select u.key, false as admitted from unnest(${array('uuid')}) as u(key))`,
    refusal: () => new Error('Too many submissions'),
  });

  it('is written by the statement that writes its record', async () => {
    const { write, subscriber } = subscriberWithMail('lena@example.com', { ifAbsent: ['email'] });
    const event = eventOf(subscriber);
    expect(await write.with(event).run()).toBe(true);
    expect((await events()).map((row) => [row.id, row.subjectId, row.data])).toEqual([[event.id, subscriber.id, { source: 'newsletter' }]]);
  });

  it('is not written when its record is not (ifAbsent found it there)', async () => {
    await subscriberWithMail('lena@example.com').write.run();
    const { write, subscriber } = subscriberWithMail('lena@example.com', { ifAbsent: ['email'] });
    expect(await write.with(eventOf(subscriber)).run()).toBe(false);
    expect(await events()).toEqual([]);
  });

  it('is not written, nor its record, when the admission refuses it', async () => {
    const em = t.orm.em.fork();
    const subscriber = newRow(em, SubscriberEntity, { email: 'lena@example.com', subscribedAt: new Date(), isActive: true, unsubscribedAt: null, spam: false, spamReason: null });
    const write = new InsertTogether(em, subscriber, { admittedBy: refusedAll }).with(eventOf(subscriber));
    await expect(write.run()).rejects.toThrow('Too many submissions');
    expect(await events()).toEqual([]);
    expect((await stored()).subscribers).toEqual([]);
  });

  it('is not written when another part of the statement fails', async () => {
    const { write, subscriber } = subscriberWithMail('lena@example.com');
    write.with(eventOf(subscriber));
    write.with(newRow(t.orm.em.fork(), MailMessageEntity, { kind: 'broken', toAddress: 'x@example.com', toName: null, subject: null as unknown as string, text: '', html: '', headers: {} }));
    await expect(write.run()).rejects.toThrow(/null value|not-null/i);
    expect(await events()).toEqual([]);
    expect((await stored()).subscribers).toEqual([]);
  });
});

describe('rows of many tables by one statement (insertRows)', () => {
  it('stores every value as given: text with quotes, backslashes and other scripts, JSON, times, nulls', async () => {
    const em = t.orm.em.fork();
    const at = new Date('2030-03-11T04:00:00.123Z');
    const subscriber = newRow(em, SubscriberEntity, { email: 'o\'neil+"quoted"\\@example.com', subscribedAt: at, isActive: false, unsubscribedAt: null, spam: false, spamReason: null });
    const mail = newRow(em, MailMessageEntity, { kind: 'newsletter_welcome', toAddress: 'o\'neil@example.com', toName: 'Zoë Ó\'Brien 李', subject: 'Line one\nline "two" \\ three', text: '{"not": "json"}', html: '<p>Hello</p>', headers: { 'X-Note': 'a "quoted" \\ value', 'X-Empty': '' }, replyTo: null });
    await em.transactional((tx) => insertRows(tx, [subscriber, mail]));

    const { subscribers, mail: mails } = await stored();
    expect(subscribers.map((row) => [row.id, row.email, row.subscribedAt.toISOString(), row.isActive, row.unsubscribedAt])).toEqual([[subscriber.id, 'o\'neil+"quoted"\\@example.com', at.toISOString(), false, null]]);
    expect(mails.map((row) => [row.id, row.toName, row.subject, row.text, row.headers, row.replyTo])).toEqual([
      [mail.id, 'Zoë Ó\'Brien 李', 'Line one\nline "two" \\ three', '{"not": "json"}', { 'X-Note': 'a "quoted" \\ value', 'X-Empty': '' }, null],
    ]);
  });
});
