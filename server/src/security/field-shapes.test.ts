import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.js';
import { publicWrites, writeTarget } from '../test/public-writes.js';

/**
 * Issue P16: one shape per field, decided at the edge, the same through REST and GraphQL. A field
 * of one line takes no line break (CR, LF, U+2028, U+2029) and, like every field, no control
 * character; a field of several lines keeps its line breaks; an address is a bare `local@domain`.
 */
const t = useTestApp({ admin: true, recipients: [{ name: 'Cara Mendes', email: 'cara@finmesh.test', notificationTypes: ['system_alerts', 'career', 'newsletters'] }] });

const { writes: WRITES, newsletter } = publicWrites(() => t.app);

/** What a line break or control character in one field would make of it. */
const BREAKING = { CR: 'Asha\rEmail: ceo@bank.example', LF: 'Asha\nEmail: ceo@bank.example', CRLF: 'Asha\r\nEmail: ceo@bank.example', 'U+2028': 'Asha\u2028Phone', 'U+2029': 'Asha\u2029Phone' };
const CONTROLS = { NUL: 'Asha\u0000', ESC: 'Asha\u001b[31m', 'C1 NEL': 'Asha\u0085Phone', DEL: 'Asha\u007f' };

/** How many rows the public writes have made. */
const stored = () =>
  t.orm.em
    .getConnection()
    .execute(
      'select (select count(*) from contact_submissions) as contacts, (select count(*) from demo_requests) as demos, (select count(*) from job_applications) as applications, (select count(*) from subscribers) as subscribers, (select count(*) from event_bookings) as bookings, (select count(*) from mail_messages) as mail',
    );

describe.each(WRITES)('$name', (write) => {
  it('refuses a line break or a control character in each one-line field, naming it, and stores nothing', async () => {
    const target = await writeTarget(t.app, t.admin);
    const before = await stored();
    for (const field of write.oneLine) {
      for (const [what, value] of Object.entries({ ...BREAKING, ...CONTROLS })) {
        const answer = await write.send({ ...write.valid, [field]: value }, target);
        expect(answer.accepted, `${field} with ${what}`).toBe(false);
        expect(answer.fields, `${field} with ${what}`).toContain(field);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps the line breaks of a field of several lines, and refuses NUL there', async () => {
    const target = await writeTarget(t.app, t.admin);
    for (const field of write.lines) {
      expect((await write.send({ ...write.valid, [field]: 'First line of the message,\r\nand a second one.' }, target)).accepted, field).toBe(true);
      const refused = await write.send({ ...write.valid, [field]: 'A message that ends in NUL\u0000' }, target);
      expect(refused.accepted).toBe(false);
      expect(refused.fields).toContain(field);
    }
  });
});

/** Addresses a form must refuse: the ones of issue P16 and their neighbours. */
const BAD_ADDRESSES = [
  'probe<hr>@example.com',
  'x<svg/onload=alert(7)>@example.com',
  'grp:x@example.com;',
  'grp: x@example.com;',
  '"probe"@example.com',
  '"probe@example.com" <hr>',
  'Probe <probe@example.com>',
  'a@b@example.com',
  'a,b@example.com',
  'a(comment)@example.com',
  'a\\b@example.com',
  'a@[127.0.0.1]',
  'a@example',
  'a b@example.com',
  'a@example.com\r\nBcc: ceo@bank.example',
];
const GOOD_ADDRESSES = ["o'brien@example.com", 'ananya.rao+news@example.co.in', 'x_y-z@sub.example.com'];

describe('email addresses', () => {
  it.each([...WRITES.map((write) => [write.name, write] as const)])('%s: refuses every address of a shape no mailbox has, and takes real ones', async (_name, write) => {
    const target = await writeTarget(t.app, t.admin);
    for (const email of BAD_ADDRESSES) {
      const answer = await write.send({ ...write.valid, email }, target);
      expect(answer.accepted, email).toBe(false);
      expect(answer.fields, email).toContain('email');
    }
    for (const email of GOOD_ADDRESSES) expect((await write.send({ ...write.valid, email }, target)).accepted, email).toBe(true);
  });

  it.each(newsletter.map((write) => [write.name, write] as const))('%s: the same', async (_name, write) => {
    for (const email of BAD_ADDRESSES) {
      const answer = await write.send(email);
      expect(answer.accepted, email).toBe(false);
      expect(answer.fields, email).toContain('email');
    }
    for (const email of GOOD_ADDRESSES) expect((await write.send(email)).accepted, email).toBe(true);
  });
});
