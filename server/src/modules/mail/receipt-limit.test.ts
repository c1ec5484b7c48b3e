import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../db/orm.js';
import { useTestApp, useTwoServers } from '../../test/fixture.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
import { ContactSubmissionEntity } from '../contact/contact.entity.js';
import { MailMessageEntity, ReceiptCountEntity } from './mail.entity.js';

/**
 * Issue P19 §2, "receipts as a mail cannon": 40 contact posts naming one victim's address from 40
 * client addresses sent 40 receipts in 0.6 s. Now an address is sent at most `MAIL_RECEIPTS_PER_HOUR`
 * (3) receipts within an hour, counted in PostgreSQL; every record is still stored, every staff
 * notice still sent, and every visitor still answered alike.
 */
const VICTIM = 'victim@example.com';
const STAFF = 'sam@finmesh.test';

/** The n-th client address: each post from its own, so no per-address form limit is reached. */
const client = (n: number) => `10.40.${Math.floor(n / 200)}.${(n % 200) + 1}`;

afterEach(() => {
  vi.useRealTimers();
});

/** The outbox's messages of `kind` to `address`. */
const mailTo = (orm: Orm, address: string, kind: string) => orm.em.fork().count(MailMessageEntity, { toAddress: address, kind });

describe('receipts to one address', () => {
  const t = useTestApp({ recipients: [{ name: 'Sam Staff', email: STAFF, notificationTypes: ['system_alerts'] }] });
  const contact = (n: number, fields: object = {}) => t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: VICTIM, ...fields }, remoteAddress: client(n) });

  it('are 3 an hour however many forms name it, from however many client addresses; each record is stored, the staff told of each, each visitor answered alike', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => contact(n, { message: `Message number ${n}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(40).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await t.settle();

    expect(await t.orm.em.fork().count(ContactSubmissionEntity, { email: VICTIM })).toBe(40);
    expect(await mailTo(t.orm, STAFF, 'system_alerts_notification')).toBe(40);
    expect(await mailTo(t.orm, VICTIM, 'contact_receipt')).toBe(3);
  });

  it('are counted whatever form sends them, batch after batch, and leave other addresses alone', async () => {
    for (const [n, post] of [
      () => contact(1),
      () => t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...VALID_DEMO, email: VICTIM }, remoteAddress: client(2) }),
      () => contact(3),
      () => t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...VALID_DEMO, email: VICTIM }, remoteAddress: client(4) }),
      () => contact(5, { email: 'someone.else@example.com' }),
    ].entries()) {
      expect((await post()).statusCode, `post ${n}`).toBe(201);
      // The mail consumer's run after each arrival, as the server makes it.
      await t.settle();
    }
    const sent = await t.orm.em.fork().find(MailMessageEntity, { toAddress: { $in: [VICTIM, 'someone.else@example.com'] } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    expect(sent.map((message) => [message.toAddress, message.kind])).toEqual([
      [VICTIM, 'contact_receipt'],
      [VICTIM, 'demo_receipt'],
      [VICTIM, 'contact_receipt'],
      ['someone.else@example.com', 'contact_receipt'],
    ]);
  });

  it('are counted over a sliding hour: none more within it, some half an hour into the next, all 3 two hours on', async () => {
    const sentAt = async (iso: string, count: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      for (let n = 0; n < count; n += 1) expect((await contact(n)).statusCode).toBe(201);
      await t.settle();
      vi.useRealTimers();
      return mailTo(t.orm, VICTIM, 'contact_receipt');
    };
    expect(await sentAt('2027-03-09T10:00:00Z', 5)).toBe(3);
    expect(await sentAt('2027-03-09T10:59:00Z', 2)).toBe(3);
    // Half of the last hour's 3 still count (rounded up: 2): one more.
    expect(await sentAt('2027-03-09T11:30:00Z', 2)).toBe(4);
    expect(await sentAt('2027-03-09T13:00:00Z', 5)).toBe(7);
  });

  it('keeps no address: a keyed hash per address and hour, and no hour older than the last', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-09T10:15:00Z') });
    await contact(1);
    await t.settle();
    vi.setSystemTime(new Date('2027-03-09T12:15:00Z'));
    await contact(2, { email: 'later@example.com' });
    await t.settle();

    const counts = await t.orm.em.fork().find(ReceiptCountEntity, {});
    expect(counts.map((count) => [count.hourStart.toISOString(), count.count])).toEqual([['2027-03-09T12:00:00.000Z', 1]]);
    expect(counts[0]?.addressHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(counts)).not.toContain('later');
  });
});

describe('MAIL_RECEIPTS_PER_HOUR', () => {
  const t = useTestApp({ env: { MAIL_RECEIPTS_PER_HOUR: '1' } });

  it('sets how many an address is sent', async () => {
    for (let n = 0; n < 3; n += 1) await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: VICTIM }, remoteAddress: client(n) });
    await t.settle();
    expect(await mailTo(t.orm, VICTIM, 'contact_receipt')).toBe(1);
  });
});

describe.runIf(process.env.DATABASE_URL)('two servers on one database', () => {
  const servers = useTwoServers();

  it('share the count: what one sent, the other counts', async () => {
    const { first, second } = servers;
    for (const [n, server] of [first, first, second, second, first, second].entries()) {
      await server.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: VICTIM }, remoteAddress: client(n) });
      await server.settle();
    }
    expect(await mailTo(first.orm, VICTIM, 'contact_receipt')).toBe(3);
  });
});
