import ical, { type VEvent } from 'node-ical';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeBound } from '../../db/bound-sql.js';
import { toGlobalId } from '../../graphql/relay.js';
import { BOOKING_ADMIN_MESSAGES, BOOKING_CANCEL_PAGES, BOOKING_MESSAGES } from '../../rules/bookings.js';
import { SERVER_MESSAGES } from '../../rules/server.js';
import { createServices, createSharedState, servicesFactory } from '../../services.js';
import { graphql, signedInAdmin } from '../../test/app.js';
import { AREAS } from '../index.js';
import { BookingReminders } from './reminders.js';
import { EVENT_INPUT } from '../../test/events.js';
import { VALID_CONTACT } from '../../test/payloads.js';
import { useTestApp, useTwoServers, type TestFixture } from '../../test/fixture.js';

const t = useTestApp({ admin: true });

// Whatever a test changed (a booking, the team, an erasure, a retention run), the counts the database keeps agree with the bookings.
afterEach(async () => {
  const disagreeing = await executeBound(
    t.orm.em.fork(),
    `select coalesce(b.event_id, c.event_id) as event_id, b.seated as counted_seated, c.seated as kept_seated, b.waitlisted as counted_waitlisted, c.waitlisted as kept_waitlisted
       from (select event_id, coalesce(sum(seats) filter (where status in ('booked', 'attended')), 0)::int as seated, (count(*) filter (where status = 'waitlisted'))::int as waitlisted
               from event_bookings where not spam group by event_id) b
       full join event_seat_counts c on c.event_id = b.event_id
      where coalesce(b.seated, 0) <> coalesce(c.seated, 0) or coalesce(b.waitlisted, 0) <> coalesce(c.waitlisted, 0)`,
    [],
  );
  expect(disagreeing).toEqual([]);
});

interface Mail {
  kind: string;
  to_address: string;
  subject: string;
  content: { paragraphs: string[]; details?: [string, string][]; calendar?: { method: string; ics: string } };
}

/** A published event of `capacity` seats (in Mumbai's zone), as the team makes one; its id and slug. */
export async function publishedEvent(fixture: TestFixture, overrides: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const created = await fixture.app.inject({ method: 'POST', url: '/api/admin/events', payload: { ...EVENT_INPUT, title: `Roundtable ${Math.random().toString(36).slice(2, 8)}`, ...overrides }, headers: fixture.admin });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json<{ data: { _id: string; slug: string; version: number } }>().data;
  const published = await fixture.app.inject({ method: 'POST', url: `/api/admin/events/${draft._id}/publish`, payload: { version: draft.version }, headers: fixture.admin });
  expect(published.statusCode, published.body).toBe(200);
  return { id: draft._id, slug: draft.slug };
}

const PERSON = { firstName: 'Ananya', lastName: 'Rao', email: 'Ananya.Rao@Example.com', companyName: 'Bluepeak', designation: 'CFO', country: 'India', phoneNumber: '+91 98765 43210', seats: 1 };

/** A booking through the public API, and the consumers' run that queues its first mail (as the server runs them after each write). */
const book = async (slug: string, body: Record<string, unknown> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/events/${slug}/bookings`, payload: { ...PERSON, ...body } });
  await t.settle();
  return response;
};

const mails = async (): Promise<Mail[]> => {
  await t.settle();
  return executeBound<Mail>(t.orm.em.fork(), `select kind, to_address, subject, content from mail_messages where kind like 'booking%' order by created_at, id`, []);
};

const rows = (eventId: string) =>
  executeBound<{ id: string; email: string; status: string; seats: number; invite_sequence: number; spam: boolean }>(t.orm.em.fork(), `select id, email, status, seats, invite_sequence, spam from event_bookings where event_id = $1 order by created_at, id`, [eventId]);

const tokenIn = (mail: Mail) => /bookings\/cancel\?token=([A-Za-z0-9_-]+)/.exec(mail.content.paragraphs.join('\n'))?.[1] ?? '';

describe('booking a seat', () => {
  it('books while the seats fit, then waitlists; mails the invitation in the event\'s zone with the cancel link, and echoes nothing typed', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    const first = await book(event.slug, { seats: 2, firstName: 'Ananya', companyName: 'https://evil.example' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ success: true, status: 'booked', message: BOOKING_MESSAGES.booked });
    const second = await book(event.slug, { email: 'b@example.com', seats: 2 });
    expect(second.json()).toMatchObject({ status: 'waitlisted', message: BOOKING_MESSAGES.waitlisted });

    const stored = await rows(event.id);
    expect(stored.map(({ email, status, seats }) => ({ email, status, seats }))).toEqual([
      { email: 'ananya.rao@example.com', status: 'booked', seats: 2 },
      { email: 'b@example.com', status: 'waitlisted', seats: 2 },
    ]);
    const [confirmation, waitlisted] = await mails();
    expect(confirmation?.kind).toBe('booking_confirmation');
    expect(confirmation?.to_address).toBe('ananya.rao@example.com');
    const ics = confirmation?.content.calendar?.ics ?? '';
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('TZID=Asia/Kolkata');
    expect(ics).toContain(`UID:booking-${stored[0]?.id}@`);
    expect(ics).toContain('SEQUENCE:0');
    // As a calendar reads it: the event's time, on Mumbai's clocks.
    const [invite] = Object.values(ical.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === 'VEVENT');
    expect(invite?.uid).toBe(`booking-${stored[0]?.id}@localhost`);
    expect(invite?.start.toISOString()).toBe(EVENT_INPUT.startsAt);
    expect(invite?.start.tz).toBe('Asia/Kolkata');
    expect(JSON.stringify(confirmation)).not.toContain('evil.example');
    expect(JSON.stringify(confirmation)).not.toContain('Bluepeak');
    expect(tokenIn(confirmation as Mail)).not.toBe('');
    expect(waitlisted?.kind).toBe('booking_waitlisted');
    expect(waitlisted?.content.calendar).toBeUndefined();
  });

  it('takes one live booking per address and event: the second is refused with the reason and changes nothing', async () => {
    const event = await publishedEvent(t);
    expect((await book(event.slug)).statusCode).toBe(201);
    const again = await book(event.slug, { email: ' ananya.rao@EXAMPLE.com', seats: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(BOOKING_MESSAGES.alreadyBooked);
    expect((await rows(event.id)).map((row) => row.seats)).toEqual([1]);
    expect(await mails()).toHaveLength(1);
  });

  it('refuses an event not published, one that is over, and more than 10 seats', async () => {
    const event = await publishedEvent(t, { startsAt: '2020-03-11T04:00:00.000Z', endsAt: '2020-03-11T07:30:00.000Z' });
    expect((await book(event.slug)).json<{ message: string }>().message).toBe(BOOKING_MESSAGES.bookingClosed);
    expect((await book('no-such-event')).statusCode).toBe(404);
    const open = await publishedEvent(t);
    const tooMany = await book(open.slug, { seats: 11 });
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps what the spam guard holds without a seat or a mail, answering as booked', async () => {
    const event = await publishedEvent(t, { capacity: 1 });
    const held = await book(event.slug, { website: 'https://spam.example' });
    expect(held.json()).toMatchObject({ status: 'booked' });
    expect((await book(event.slug, { email: 'real@example.com' })).json()).toMatchObject({ status: 'booked' });
    expect((await rows(event.id)).map((row) => row.spam)).toEqual([true, false]);
    expect((await mails()).map((mail) => mail.to_address)).toEqual(['real@example.com']);
  });

  it('counts a confirmation against its address\'s receipts an hour: past the cap the seat is booked and no mail goes, others booked with it are mailed', async () => {
    const event = await publishedEvent(t);
    // Three receipts this hour already (MAIL_RECEIPTS_PER_HOUR, 3), from contact posts naming the address.
    for (const n of [1, 2, 3]) {
      const posted = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: 'ananya.rao@example.com' }, remoteAddress: `10.41.0.${n}` });
      expect(posted.statusCode).toBe(201);
    }
    await t.settle();
    // Both in one batch: one address past its cap, one not.
    const answers = await Promise.all([book(event.slug), book(event.slug, { email: 'kabir@example.com' })]);
    expect(answers.map((answer) => answer.json<{ status: string }>().status)).toEqual(['booked', 'booked']);
    expect((await rows(event.id)).map((row) => [row.email, row.status])).toEqual([
      ['ananya.rao@example.com', 'booked'],
      ['kabir@example.com', 'booked'],
    ]);
    expect((await mails()).map((mail) => mail.to_address)).toEqual(['kabir@example.com']);
  });

  it('books on the seats as the database holds them, whoever changed them since this server\'s last booking', async () => {
    // This server places a booking on how its own last one left the event, checked under the lock: a change made since, by another
    // server or by the team, is found there, and the booking is placed again on what is.
    const event = await publishedEvent(t, { capacity: 2 });
    expect((await book(event.slug, { email: 'first@example.com' })).json()).toMatchObject({ status: 'booked' });
    // Elsewhere, the first booking grows to both seats: the event is full, though this server's last booking left one free.
    await executeBound(t.orm.em.fork(), `update event_bookings set seats = 2 where event_id = $1 and email = 'first@example.com'`, [event.id]);
    expect((await book(event.slug, { email: 'second@example.com' })).json()).toMatchObject({ status: 'waitlisted' });
    // The team cancels the first: the second moves up, and no one waits any more, though this server's last booking left one waiting.
    const [first] = await rows(event.id);
    const cancelled = await graphql<{ setBookingStatus: { message: string } }>(
      t.app,
      'mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { message } }',
      { input: { id: toGlobalId('EventBooking', first?.id ?? ''), status: 'cancelled' } },
      t.admin,
    );
    expect(cancelled.body.errors).toBeUndefined();
    expect((await book(event.slug, { email: 'third@example.com' })).json()).toMatchObject({ status: 'booked' });
    expect((await rows(event.id)).map((row) => [row.email, row.status])).toEqual([
      ['first@example.com', 'cancelled'],
      ['second@example.com', 'booked'],
      ['third@example.com', 'booked'],
    ]);
  });

  it('keeps the answers to the event\'s questions, in their order, and refuses more answers than questions', async () => {
    const event = await publishedEvent(t, { questions: ['Dietary needs?', 'Which session interests you most?'] });
    expect((await book(event.slug, { answers: ['Vegetarian'] })).statusCode).toBe(201);
    const [row] = await executeBound<{ answers: string[] }>(t.orm.em.fork(), 'select answers from event_bookings where event_id = $1', [event.id]);
    expect(row?.answers).toEqual(['Vegetarian', '']);
    const tooMany = await book(event.slug, { email: 'b@example.com', answers: ['a', 'b', 'c'] });
    expect(tooMany.json<{ message: string }>().message).toBe(BOOKING_MESSAGES.tooManyAnswers);
  });

  it('tells visitors how the seats stand, never how many: AVAILABLE, LIMITED (5 or a tenth left), FULL', async () => {
    const event = await publishedEvent(t, { capacity: 60 });
    const availability = async () => (await graphql<{ event: { availability: string } }>(t.app, 'query($slug: String!) { event(slug: $slug) { availability } }', { slug: event.slug })).body;
    expect(await availability()).toEqual({ data: { event: { availability: 'AVAILABLE' } } });
    for (const [index, seats] of [10, 10, 10, 10, 10, 3].entries()) await book(event.slug, { email: `s${index}@example.com`, seats });
    // 7 of 60 left: more than 5 and than a tenth (6).
    expect((await availability()).data?.event.availability).toBe('AVAILABLE');
    await book(event.slug, { email: 'one@example.com', seats: 1 });
    expect((await availability()).data?.event.availability).toBe('LIMITED');
    await book(event.slug, { email: 'last@example.com', seats: 6 });
    expect((await availability()).data?.event.availability).toBe('FULL');
    const { body } = await graphql(t.app, 'query($slug: String!) { event(slug: $slug) { seatsLeft } }', { slug: event.slug });
    expect(body.errors?.[0]?.message).toContain('Cannot query field "seatsLeft"');
  });

  it('answers bookSeat over GraphQL as the form does', async () => {
    const event = await publishedEvent(t);
    const { body } = await graphql(t.app, 'mutation($input: BookSeatInput!) { bookSeat(input: $input) { success status message } }', { input: { ...PERSON, event: event.slug } });
    expect(body.data).toEqual({ bookSeat: { success: true, status: 'booked', message: BOOKING_MESSAGES.booked } });
  });
});

describe('the rate limit of the booking form', () => {
  const limited = useTestApp({ admin: true, env: { PUBLIC_FORM_RATE_LIMIT: '10' } });

  it('counts each booking once against its client address\'s rate limit (10 a minute), batch or not, and keeps nothing it refuses', async () => {
    const event = await publishedEvent(limited, { capacity: 50 });
    const bookFrom = (remoteAddress: string, email: string) => limited.app.inject({ method: 'POST', url: `/api/events/${event.slug}/bookings`, payload: { ...PERSON, email }, remoteAddress });
    // Another address's booking first: this server then books the event's next batches by one statement, the rate limit counted in it.
    expect((await bookFrom('10.9.0.1', 'first@example.com')).statusCode).toBe(201);
    const together = await Promise.all(Array.from({ length: 8 }, (_, index) => bookFrom('10.9.0.2', `together${index}@example.com`)));
    expect(together.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    // Eight counted, not none and not twice: two more fit, the third is refused, whichever batches they land in.
    const past = await Promise.all(['past0@example.com', 'past1@example.com', 'past2@example.com'].map((email) => bookFrom('10.9.0.2', email)));
    expect(past.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429]);
    const refused = past.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ success: false, message: SERVER_MESSAGES.tooManySubmissions });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    await limited.settle();
    const [kept] = await executeBound<{ bookings: number; mails: number }>(
      limited.orm.em.fork(),
      `select (select count(*)::int from event_bookings where event_id = $1 and status = 'booked') as bookings, (select count(*)::int from mail_messages where kind = 'booking_confirmation') as mails`,
      [event.id],
    );
    expect(kept).toEqual({ bookings: 11, mails: 11 });
  });
});

describe('cancelling and the waitlist', () => {
  it('asks on the link, cancels on its button, and moves the waitlist up in order while the head fits', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    await book(event.slug, { email: 'one@example.com', seats: 3 });
    await book(event.slug, { email: 'two@example.com', seats: 2 });
    await book(event.slug, { email: 'three@example.com', seats: 2 });
    await book(event.slug, { email: 'four@example.com', seats: 1 });
    const token = tokenIn((await mails())[0] as Mail);

    const asked = await t.app.inject({ method: 'GET', url: `/events/${event.slug}/bookings/cancel?token=${token}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(BOOKING_CANCEL_PAGES.ask.button);
    expect(asked.body).toContain('Your seats go to the next person on the waitlist.');
    expect((await rows(event.id))[0]?.status).toBe('booked');

    const done = await t.app.inject({ method: 'POST', url: `/events/${event.slug}/bookings/cancel?token=${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    // Post, then redirect: the page that says it is done can be reloaded without sending the form again.
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe(`/events/${event.slug}/bookings/cancel?token=${token}&cancelled=1`);
    const shown = await t.app.inject({ method: 'GET', url: String(done.headers.location) });
    expect(shown.body).toContain(BOOKING_CANCEL_PAGES.done.title);
    expect(shown.body).toContain('is cancelled');
    // two (2 seats) moves up; three (2) does not fit the one seat left, so four waits behind it.
    expect((await rows(event.id)).map((row) => row.status)).toEqual(['cancelled', 'booked', 'waitlisted', 'waitlisted']);
    const sent = await mails();
    const cancelMail = sent.find((mail) => mail.kind === 'booking_cancelled');
    expect(cancelMail?.content.calendar?.ics).toContain('METHOD:CANCEL');
    expect(cancelMail?.content.calendar?.ics).toContain('SEQUENCE:1');
    const promoted = sent.filter((mail) => mail.kind === 'booking_confirmation').map((mail) => mail.to_address);
    expect(promoted).toEqual(['one@example.com', 'two@example.com']);

    const again = await t.app.inject({ method: 'POST', url: '/api/bookings/cancel', payload: { token } });
    expect(again.json()).toMatchObject({ cancelled: false, message: BOOKING_CANCEL_PAGES.already.message });
    const invalid = await t.app.inject({ method: 'GET', url: `/events/${event.slug}/bookings/cancel?token=nope` });
    expect(invalid.statusCode).toBe(400);
  });

  it('puts a newcomer behind whoever waits, even where a seat is free, and the freed seats go to those waiting in order', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    await book(event.slug, { email: 'one@example.com', seats: 2 });
    expect((await book(event.slug, { email: 'two@example.com', seats: 2 })).json()).toMatchObject({ status: 'waitlisted' });
    // One seat is free, but two@ waits for two: the newcomer waits behind them.
    expect((await book(event.slug, { email: 'three@example.com', seats: 1 })).json()).toMatchObject({ status: 'waitlisted' });
    const token = tokenIn((await mails())[0] as Mail);
    const done = await t.app.inject({ method: 'POST', url: '/api/bookings/cancel', payload: { token } });
    expect(done.json()).toMatchObject({ cancelled: true });
    expect((await rows(event.id)).map((row) => [row.email, row.status])).toEqual([
      ['one@example.com', 'cancelled'],
      ['two@example.com', 'booked'],
      ['three@example.com', 'booked'],
    ]);
  });

  it('changes nothing when the link of a seat already checked in at the door is opened', async () => {
    const event = await publishedEvent(t);
    await book(event.slug, { email: 'door@example.com' });
    const [booking] = await rows(event.id);
    const checkIn = await t.app.inject({ method: 'POST', url: `/api/admin/events/${event.id}/bookings/${booking?.id}/check-in`, headers: t.admin });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const token = tokenIn((await mails()).find((mail) => mail.to_address === 'door@example.com') as Mail);
    const again = await t.app.inject({ method: 'POST', url: '/api/bookings/cancel', payload: { token } });
    expect(again.json()).toMatchObject({ cancelled: false, message: BOOKING_CANCEL_PAGES.already.message });
    expect((await rows(event.id))[0]?.status).toBe('attended');
  });

  it('passes the seats of a person erased (privacy) to the waitlist in order, with its mail, in the erasure', async () => {
    const event = await publishedEvent(t, { capacity: 3 });
    await book(event.slug, { email: 'gone@example.com', seats: 2 });
    await book(event.slug, { email: 'next@example.com', seats: 2 });
    await book(event.slug, { email: 'seated@example.com', seats: 1 });
    await book(event.slug, { email: 'behind@example.com', seats: 1 });
    // Another event where the person only waits: nothing of it moves.
    const full = await publishedEvent(t, { capacity: 1 });
    await book(full.slug, { email: 'holder@example.com', seats: 1 });
    await book(full.slug, { email: 'gone@example.com', seats: 1 });
    await book(full.slug, { email: 'waiting@example.com', seats: 1 });
    // The erasure deletes the mail sent to the person too (the mail area's part).
    const before = (await mails()).filter((mail) => mail.to_address !== 'gone@example.com').length;

    const erased = await t.app.inject({ method: 'POST', url: '/api/admin/privacy/erase', payload: { email: 'gone@example.com', confirm: 'gone@example.com' }, headers: t.admin });
    expect(erased.statusCode, erased.body).toBe(200);
    // With one seat free, next (2 seats) waited, and seated (1) behind it. They move up into the 3 freed, in order; behind stays, no seat left.
    expect((await rows(event.id)).map(({ email, status }) => [email, status])).toEqual([
      ['next@example.com', 'booked'],
      ['seated@example.com', 'booked'],
      ['behind@example.com', 'waitlisted'],
    ]);
    expect((await rows(full.id)).map(({ email, status }) => [email, status])).toEqual([
      ['holder@example.com', 'booked'],
      ['waiting@example.com', 'waitlisted'],
    ]);
    const after = await mails();
    expect(after.filter((mail) => mail.to_address === 'gone@example.com')).toEqual([]);
    const sent = after.slice(before);
    expect(sent.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['booking_confirmation', 'next@example.com'],
      ['booking_confirmation', 'seated@example.com'],
    ]);
    expect(sent[0]?.content.calendar?.ics).toContain('METHOD:REQUEST');
    const recorded = await executeBound<{ type: string; data: Record<string, unknown> }>(t.orm.em.fork(), `select type, data from events where data->>'eventId' = $1 and type = 'booking.moved'`, [event.id]);
    const moved = { type: 'booking.moved', data: { eventId: event.id, status: ['waitlisted', 'booked'], by: 'waitlist' } };
    expect(recorded).toEqual([moved, moved]);
    const [gone] = await executeBound<{ count: number }>(t.orm.em.fork(), `select count(*)::int as count from event_bookings where email = 'gone@example.com'`, []);
    expect(gone?.count).toBe(0);
  });
});

describe('when the event changes', () => {
  const update = async (id: string, version: number, changes: Record<string, unknown>) => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/admin/events/${id}`, payload: { ...EVENT_INPUT, ...changes, version }, headers: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { version: number } }>().data.version;
  };

  it('sends the booked the updated invitation when its time moves, and moves the waitlist up when its capacity grows', async () => {
    const event = await publishedEvent(t, { capacity: 1, title: 'Credit Day' });
    await book(event.slug, { email: 'a@example.com' });
    await book(event.slug, { email: 'b@example.com' });
    await mails();
    const startsAt = '2030-03-11T05:00:00.000Z';
    const version = await update(event.id, 2, { capacity: 1, title: 'Credit Day', startsAt });
    const moved = await mails();
    const updates = moved.filter((mail) => mail.kind === 'booking_update');
    expect(updates.map((mail) => mail.to_address)).toEqual(['a@example.com']);
    // The waitlisted hear of it too, with no invitation (they hold no seat) and their cancel link.
    const waiting = moved.filter((mail) => mail.kind === 'booking_update_waiting');
    expect(waiting.map((mail) => mail.to_address)).toEqual(['b@example.com']);
    expect(waiting[0]?.content.calendar).toBeUndefined();
    expect(waiting[0]?.content.paragraphs[0]).toContain('is now on Monday, 11 March 2030 at 10:30 (Asia/Kolkata)');
    expect(tokenIn(waiting[0] as Mail)).not.toBe('');
    expect(updates[0]?.content.calendar?.ics).toContain('METHOD:REQUEST');
    expect(updates[0]?.content.calendar?.ics).toContain('SEQUENCE:1');
    expect(updates[0]?.content.calendar?.ics).toContain('DTSTART;TZID=Asia/Kolkata:20300311T103000');
    // A new title alone moves no one's calendar.
    await update(event.id, version, { capacity: 2, title: 'Credit Day 2030', startsAt });
    const after = await mails();
    expect(after.filter((mail) => mail.kind === 'booking_update')).toHaveLength(1);
    expect(after.filter((mail) => mail.kind === 'booking_update_waiting')).toHaveLength(1);
    expect(after.filter((mail) => mail.kind === 'booking_confirmation').map((mail) => mail.to_address)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('sends everyone booked the calendar\'s cancellation when the event is cancelled', async () => {
    const event = await publishedEvent(t, { capacity: 1 });
    await book(event.slug, { email: 'a@example.com' });
    await book(event.slug, { email: 'b@example.com' });
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/admin/events/${event.id}/cancel`, payload: { version: 2, note: 'The venue flooded.' }, headers: t.admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const told = (await mails()).filter((mail) => mail.kind === 'booking_event_cancelled');
    expect(told.map((mail) => [mail.to_address, mail.content.calendar?.method ?? null])).toEqual([
      ['a@example.com', 'CANCEL'],
      ['b@example.com', null],
    ]);
    expect((await book(event.slug, { email: 'c@example.com' })).json<{ message: string }>().message).toBe(BOOKING_MESSAGES.eventCancelled);
  });
});

describe('the team', () => {
  const eventBookings = `query($eventId: ID!, $status: BookingStatus, $search: String) {
    eventBookings(eventId: $eventId, status: $status, search: $search, first: 20) { totalCount edges { node { id firstName status seats checkedInAt } } }
  }`;

  it('approves and declines bookings of an event that needs approval, approving onto the waitlist when full', async () => {
    const event = await publishedEvent(t, { capacity: 1, needsApproval: true });
    expect((await book(event.slug, { email: 'a@example.com' })).json()).toMatchObject({ status: 'pending_approval', message: BOOKING_MESSAGES.pendingApproval });
    await book(event.slug, { email: 'b@example.com' });
    await book(event.slug, { email: 'c@example.com' });
    const [a, b, c] = await rows(event.id);
    const set = (id: string, status: string) =>
      graphql<{ setBookingStatus: { message: string; booking: { status: string } } }>(t.app, 'mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { message booking { status } } }', { input: { id: toGlobalId('EventBooking', id), status } }, t.admin);
    expect((await set(a?.id ?? '', 'booked')).body.data?.setBookingStatus).toEqual({ message: BOOKING_ADMIN_MESSAGES.statusSet('booked'), booking: { status: 'booked' } });
    expect((await set(b?.id ?? '', 'booked')).body.data?.setBookingStatus).toEqual({ message: BOOKING_ADMIN_MESSAGES.approvedButFull, booking: { status: 'waitlisted' } });
    expect((await set(c?.id ?? '', 'declined')).body.data?.setBookingStatus.booking.status).toBe('declined');
    // Declining the booked one frees its seat for the waitlist's head.
    await set(a?.id ?? '', 'declined');
    expect((await rows(event.id)).map((row) => row.status)).toEqual(['declined', 'booked', 'declined']);
    const kinds = (await mails()).map((mail) => `${mail.to_address} ${mail.kind}`);
    expect(kinds).toEqual([
      'a@example.com booking_pending',
      'b@example.com booking_pending',
      'c@example.com booking_pending',
      'a@example.com booking_confirmation',
      'b@example.com booking_waitlisted',
      'c@example.com booking_declined',
      'a@example.com booking_declined',
      'b@example.com booking_confirmation',
    ]);
  });

  it('withdraws the invitation of a seat moved to the waitlist, and brings back a cancelled booking only while its person has no other', async () => {
    const event = await publishedEvent(t, { capacity: 2 });
    await book(event.slug, { email: 'moved@example.com' });
    const [moved] = await rows(event.id);
    const set = (id: string, status: string) =>
      graphql<{ setBookingStatus: { message: string } }>(t.app, 'mutation($input: SetBookingStatusInput!) { setBookingStatus(input: $input) { message } }', { input: { id: toGlobalId('EventBooking', id), status } }, t.admin);
    await set(moved?.id ?? '', 'waitlisted');
    const waitlisted = (await mails()).filter((mail) => mail.to_address === 'moved@example.com' && mail.kind === 'booking_waitlisted');
    expect(waitlisted).toHaveLength(1);
    expect(waitlisted[0]?.content.calendar?.ics).toContain('METHOD:CANCEL');
    expect(waitlisted[0]?.content.calendar?.ics).toContain('SEQUENCE:1');

    await set(moved?.id ?? '', 'cancelled');
    expect((await book(event.slug, { email: 'moved@example.com' })).json()).toMatchObject({ status: 'booked' });
    const revived = await set(moved?.id ?? '', 'booked');
    expect(revived.body.errors?.[0]).toMatchObject({ message: BOOKING_ADMIN_MESSAGES.addressBookedAgain, extensions: { code: 'CONFLICT' } });
    expect((await rows(event.id)).map((row) => row.status)).toEqual(['cancelled', 'booked']);
  });

  it('keeps the moment a door checked a person in offline, between the booking and now', async () => {
    const event = await publishedEvent(t);
    for (const email of ['late@example.com', 'early@example.com', 'ahead@example.com']) await book(event.slug, { email });
    // Booked two hours ago.
    const bookedAt = new Date(Date.now() - 2 * 3_600_000);
    await executeBound(t.orm.em.fork(), `update event_bookings set created_at = $2 where event_id = $1`, [event.id, bookedAt]);
    const [late, early, ahead] = await rows(event.id);
    const checkIn = (id: string, at: Date) =>
      graphql(t.app, 'mutation($input: CheckInBookingInput!) { checkInBooking(input: $input) { message } }', { input: { id: toGlobalId('EventBooking', id), at: at.toISOString() } }, t.admin);
    const tapped = new Date(Date.now() - 3_600_000);
    await checkIn(late?.id ?? '', tapped);
    await checkIn(early?.id ?? '', new Date(bookedAt.getTime() - 60_000));
    const before = Date.now();
    await checkIn(ahead?.id ?? '', new Date(Date.now() + 3_600_000));
    const stored = await executeBound<{ email: string; checked_in_at: string }>(t.orm.em.fork(), `select email, checked_in_at::text from event_bookings where event_id = $1 order by email`, [event.id]);
    const at = Object.fromEntries(stored.map((row) => [row.email, Date.parse(row.checked_in_at)]));
    // The tap's moment; never before the booking; never ahead of now.
    expect(at['late@example.com']).toBe(tapped.getTime());
    expect(at['early@example.com']).toBe(bookedAt.getTime());
    expect(at['ahead@example.com']).toBeGreaterThanOrEqual(before - 1);
    expect(at['ahead@example.com']).toBeLessThanOrEqual(Date.now());
  });

  it('lists and finds an event\'s bookings, and checks one in once however often it is tapped', async () => {
    const event = await publishedEvent(t);
    await book(event.slug, { email: 'a@example.com', firstName: 'Meera' });
    await book(event.slug, { email: 'b@example.com', firstName: 'Kabir' });
    const eventId = toGlobalId('Event', event.id);
    const found = await graphql<{ eventBookings: { totalCount: number; edges: { node: { id: string; firstName: string } }[] } }>(t.app, eventBookings, { eventId, search: 'kab' }, t.admin);
    expect(found.body.data?.eventBookings.edges.map((edge) => edge.node.firstName)).toEqual(['Kabir']);
    const id = found.body.data?.eventBookings.edges[0]?.node.id ?? '';
    const checkIn = () => graphql<{ checkInBooking: { message: string; booking: { status: string } } }>(t.app, 'mutation($input: CheckInBookingInput!) { checkInBooking(input: $input) { message booking { status } } }', { input: { id } }, t.admin);
    expect((await checkIn()).body.data?.checkInBooking).toEqual({ message: BOOKING_ADMIN_MESSAGES.checkedIn, booking: { status: 'attended' } });
    expect((await checkIn()).body.data?.checkInBooking).toEqual({ message: BOOKING_ADMIN_MESSAGES.alreadyCheckedIn, booking: { status: 'attended' } });
    const visitor = await graphql(t.app, eventBookings, { eventId });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await t.app.inject({ method: 'GET', url: `/api/admin/events/${event.id}/bookings?status=attended`, headers: t.admin });
    expect(rest.json<{ data: { email: string }[] }>().data.map((row) => row.email)).toEqual(['b@example.com']);
  });
});

describe('the dashboard', () => {
  it('counts this week\'s bookings and the next event\'s fill rate, for those who manage events', async () => {
    const event = await publishedEvent(t, { capacity: 4, title: 'Credit Day' });
    await book(event.slug, { email: 'a@example.com', seats: 3 });
    await book(event.slug, { email: 'b@example.com', seats: 2 });
    const { body } = await graphql<{ dashboard: { bookings: unknown } }>(t.app, '{ dashboard { bookings { thisWeek nextEvent { id title capacity seated fillPercent } } } }', {}, t.admin);
    expect(body.data?.dashboard.bookings).toEqual({ thisWeek: 2, nextEvent: { id: toGlobalId('Event', event.id), title: 'Credit Day', capacity: 4, seated: 3, fillPercent: 75 } });
  });
});

describe('the attendees export', () => {
  it('streams an event\'s bookings as CSV through the exports area, by status, and no other event\'s', async () => {
    const event = await publishedEvent(t, { capacity: 1 });
    const other = await publishedEvent(t);
    await book(event.slug, { email: 'a@example.com', firstName: 'Meera' });
    await book(event.slug, { email: 'b@example.com', firstName: 'Kabir' });
    await book(other.slug, { email: 'c@example.com' });
    const asked = await t.app.inject({ method: 'POST', url: '/api/admin/exports', headers: t.admin, payload: { list: 'event-bookings', filter: { event: event.id, status: 'booked' } } });
    expect(asked.statusCode, asked.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: asked.json<{ data: { url: string } }>().data.url });
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('_id,eventId,firstName,middleName,lastName,pronoun,companyName,designation,email,country,phoneNumber,seats,answers,status,waitlistedAt,checkedInAt,cancelledAt,spam,spamReason,createdAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('a@example.com');
  });
});

describe('retention', () => {
  it('deletes a booking LEAD_RETENTION_DAYS after its event ended, never one of an event still to come', async () => {
    const over = await publishedEvent(t);
    const ahead = await publishedEvent(t);
    await book(over.slug, { email: 'a@example.com' });
    await book(ahead.slug, { email: 'b@example.com' });
    await t.orm.em.getConnection().execute(`update event_bookings set updated_at = now() - interval '800 days'`);
    await t.orm.em.getConnection().execute(`update content_items set fields = jsonb_set(jsonb_set(fields, '{startsAt}', '"2020-01-01T04:00:00.000Z"'), '{endsAt}', '"2020-01-01T07:00:00.000Z"') where id = ?`, [over.id]);
    const purged = await createServices(t.orm.em.fork(), t.dependencies, createSharedState(t.dependencies), AREAS).retention.purge(new Date());
    expect(purged?.eventBookings).toBe(1);
    expect((await rows(over.id)).length).toBe(0);
    expect((await rows(ahead.id)).length).toBe(1);
  });
});

describe('reminders', () => {
  it('sends each booked seat the 24-hour and 1-hour reminders once each, none for a moment past when it was booked', async () => {
    const event = await publishedEvent(t);
    await book(event.slug, { email: 'a@example.com' });
    await book(event.slug, { email: 'b@example.com' });
    // Booked 2 hours before the start: too late for the day-before reminder, in time for the hour-before one.
    await book(event.slug, { email: 'late@example.com' });
    await t.orm.em.getConnection().execute(`update event_bookings set created_at = ?::timestamptz - interval '2 hours' where email = 'late@example.com'`, [EVENT_INPUT.startsAt]);
    const startsAt = new Date(EVENT_INPUT.startsAt).getTime();
    const service = () => serviceOf(t);
    expect(await service().sendReminders(new Date(startsAt - 30 * 3_600_000))).toBe(0);
    expect(await service().sendReminders(new Date(startsAt - 23 * 3_600_000))).toBe(2);
    expect(await service().sendReminders(new Date(startsAt - 22 * 3_600_000))).toBe(0);
    expect(await service().sendReminders(new Date(startsAt - 30 * 60_000))).toBe(3);
    expect(await service().sendReminders(new Date(startsAt - 10 * 60_000))).toBe(0);
    const reminded = (await mails()).filter((mail) => mail.kind === 'booking_reminder').map((mail) => mail.to_address);
    expect(reminded.sort()).toEqual(['a@example.com', 'a@example.com', 'b@example.com', 'b@example.com', 'late@example.com']);
  });
});

/** The bookings service as the server's periodic job runs it. */
function serviceOf(fixture: Pick<TestFixture, 'dependencies' | 'orm'>) {
  return servicesFactory(fixture.dependencies, createSharedState(fixture.dependencies), AREAS)(fixture.orm.em.fork()).bookings;
}

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, under load, across two servers', () => {
  const servers = useTwoServers();
  // The team's side, on the first server (the admin registers once: registration then closes).
  let team: TestFixture;
  beforeAll(async () => {
    team = { app: servers.first.app, admin: await signedInAdmin(servers.first.app) } as unknown as TestFixture;
  });

  it('books exactly the last 10 seats of 100 simultaneous bookings, and waitlists the other 90 in order, losing none', async () => {
    const { first, second } = servers;
    const event = await publishedEvent(team, { capacity: 20 });
    const bookAt = (server: typeof first, email: string) => server.app.inject({ method: 'POST', url: `/api/events/${event.slug}/bookings`, payload: { ...PERSON, email } });
    for (let index = 0; index < 10; index += 1) expect((await bookAt(first, `early${index}@example.com`)).statusCode).toBe(201);
    // Half to each server: each takes its own together on the event's row lock, so the lock alone keeps the count exact between them.
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => bookAt(index % 2 === 0 ? first : second, `rush${index}@example.com`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 100 }, () => 201));
    const statuses = answers.map((answer) => answer.json<{ status: string }>().status);
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(90);
    const stored = await executeBound<{ email: string; status: string }>(
      first.orm.em.fork(),
      `select email, status from event_bookings where event_id = $1 order by created_at, id`,
      [event.id],
    );
    expect(stored).toHaveLength(110);
    expect(stored.filter((row) => row.status === 'booked')).toHaveLength(20);
    expect(stored.filter((row) => row.status === 'waitlisted')).toHaveLength(90);
    // Each answer said what was stored: the addresses told "booked" are the ten booked from the rush.
    const toldBooked = answers.flatMap((answer, index) => (answer.json<{ status: string }>().status === 'booked' ? [`rush${index}@example.com`] : []));
    expect(stored.filter((row) => row.status === 'booked' && row.email.startsWith('rush')).map((row) => row.email).sort()).toEqual(toldBooked.sort());
  });

  it('refuses the second of two simultaneous bookings from one address, at one server or at each', async () => {
    const { first, second } = servers;
    const event = await publishedEvent(team, { capacity: 20 });
    const bookAt = (server: typeof first, email: string) => server.app.inject({ method: 'POST', url: `/api/events/${event.slug}/bookings`, payload: { ...PERSON, email } });
    for (const [one, two] of [
      [first, first],
      [first, second],
    ] as const) {
      const email = `twice-${one === two ? 'same' : 'each'}@example.com`;
      const answers = await Promise.all([bookAt(one, email), bookAt(two, email.toUpperCase())]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json<{ message: string }>().message).toBe(BOOKING_MESSAGES.alreadyBooked);
    }
    const [count] = await executeBound<{ n: number }>(first.orm.em.fork(), `select count(*)::int as n from event_bookings where event_id = $1`, [event.id]);
    expect(count?.n).toBe(2);
  });
});

describe.runIf(process.env.DATABASE_URL)('reminders on two servers', () => {
  const servers = useTwoServers();

  it('sends each reminder once when both servers run the job at the same moment', async () => {
    const { first, second } = servers;
    const admin = await signedInAdmin(first.app);
    const fixture = { app: first.app, admin } as unknown as TestFixture;
    const event = await publishedEvent(fixture);
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const response = await first.app.inject({ method: 'POST', url: `/api/events/${event.slug}/bookings`, payload: { ...PERSON, email } });
      expect(response.statusCode, response.body).toBe(201);
    }
    const dayBefore = new Date(new Date(EVENT_INPUT.startsAt).getTime() - 23 * 3_600_000);
    const [one, two] = await Promise.all([new BookingReminders(first.dependencies, AREAS, first.app.log).run(dayBefore), new BookingReminders(second.dependencies, AREAS, second.app.log).run(dayBefore)]);
    expect(one + two).toBe(3);
    const [row] = await executeBound<{ n: number }>(first.orm.em.fork(), `select count(*)::int as n from mail_messages where kind = 'booking_reminder'`, []);
    expect(row?.n).toBe(3);
  });
});
