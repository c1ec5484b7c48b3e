import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { DEMO_ADMIN_MESSAGES, TIME_ZONE_MESSAGE } from '../../rules/demo.js';
import type { EventType } from '../../rules/events.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { deliverOutbox, partsOf } from '../../test/mail.js';
import { TestSmtpServer } from '../../test/smtp.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { DemoRequestEntity } from './demo.entity.js';

/**
 * Issue P14 S6: the requester's calendar follows the back office. Confirming sends an iCalendar
 * invitation (METHOD:REQUEST), a new time its update, cancelling its cancellation (METHOD:CANCEL),
 * all with one UID and a SEQUENCE that only grows. Each .ics is read back by a second library
 * (node-ical), not by the one that wrote it.
 */
const t = useTestApp({ admin: true, env: { PUBLIC_URL: 'https://www.finmesh.example', MAIL_FROM: 'Finmesh Demos <demos@finmesh.example>' } });

/** A Tuesday afternoon in Berlin (CET, UTC+1), and the same meeting a day later. */
const MEETING = '2030-12-03T14:00:00.000Z';
const MOVED = '2030-12-04T09:30:00.000Z';
const LENA = { firstName: 'Lena', lastName: 'Fischer', companyName: 'Fischer GmbH', email: 'lena@fischer.example', message: 'The lender dashboard, please.' };
const HELD = { website: 'https://spam.example' };

/** Books a demo as the form does (from Berlin unless told otherwise); the request's id. */
async function book(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...LENA, meetingDate: MEETING, timeZone: 'Europe/Berlin', ...fields } });
  expect(response.statusCode, response.body).toBe(201);
  const [request] = await t.orm.em.fork().find(DemoRequestEntity, {}, { orderBy: { createdAt: 'desc' } });
  if (!request) throw new Error('The request was not stored');
  return request.id;
}

const setStatus = (id: string, status: string) => t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${id}/status`, headers: t.admin, payload: { status } });
const moveMeeting = (id: string, meetingDate: string) => t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${id}/meeting`, headers: t.admin, payload: { meetingDate } });

interface Sent {
  kind: string;
  to: string;
  subject: string;
  paragraphs: readonly string[];
  details: readonly (readonly [string, string])[];
  /** The calendar part as queued: its method and .ics text. */
  method: string;
  ics: string;
  /** METHOD as the .ics says it, and its one event, as node-ical reads them. */
  calendarMethod: unknown;
  event: VEvent;
}

/** The calendar messages in the outbox, oldest first, each .ics parsed by node-ical. */
async function calendarMail(): Promise<Sent[]> {
  const messages = await t.orm.em.fork().find(MailMessageEntity, { kind: { $like: 'demo_invitation%' } }, { populate: ['content'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return messages.map((message) => {
    const content = message.content;
    if (!content?.calendar) throw new Error(`${message.kind} carries no calendar`);
    const parsed = ical.sync.parseICS(content.calendar.ics);
    const events = Object.values(parsed).filter((component): component is VEvent => component?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    return {
      kind: message.kind,
      to: message.toAddress,
      subject: content.subject,
      paragraphs: content.paragraphs,
      details: content.details ?? [],
      method: content.calendar.method,
      ics: content.calendar.ics,
      calendarMethod: parsed['vcalendar']?.['method'],
      event: events[0] as VEvent,
    };
  });
}

/** The one calendar message sent since `before` messages. */
async function onlyNew(before: number): Promise<Sent> {
  const sent = await calendarMail();
  expect(sent).toHaveLength(before + 1);
  return sent[before] as Sent;
}

const uidOf = (id: string) => `demo-${id}@www.finmesh.example`;
const eventsOf = (type: EventType) => t.orm.em.fork().find(EventEntity, { type }, { orderBy: { id: 'asc' } });

describe('confirming a demo request', () => {
  it('emails the requester an invitation: METHOD:REQUEST, the time in their zone, organizer and attendee, a UID of the request', async () => {
    const id = await book();
    expect((await setStatus(id, 'confirmed')).json()).toMatchObject({
      success: true,
      message: 'Demo confirmed. Lena Fischer was sent the calendar invitation at lena@fischer.example.',
      data: { status: 'confirmed', timeZone: 'Europe/Berlin' },
    });

    const [invitation, ...others] = await calendarMail();
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({ kind: 'demo_invitation', to: 'lena@fischer.example', method: 'REQUEST', calendarMethod: 'REQUEST', subject: 'Your Finmesh demo is confirmed' });
    const event = invitation?.event as VEvent;
    expect(event.uid).toBe(uidOf(id));
    expect(Number(event.sequence)).toBe(0);
    expect(event.status).toBe('CONFIRMED');
    expect(event.start.toISOString()).toBe(MEETING);
    expect(event.start.tz).toBe('Europe/Berlin');
    expect(event.end?.toISOString()).toBe('2030-12-03T14:30:00.000Z');
    // No member's or team's address is known (no MAIL_REPLY_TO, an account without one): the sender organizes, and no answer is asked for.
    expect(event.organizer).toEqual({ params: { CN: 'Finmesh Demos' }, val: 'mailto:demos@finmesh.example' });
    expect(event.attendee).toEqual({ params: { CN: 'Lena Fischer', RSVP: false, PARTSTAT: 'NEEDS-ACTION', ROLE: 'REQ-PARTICIPANT' }, val: expect.stringMatching(/^mailto:lena@fischer\.example$/i) });
    // Written in Berlin's wall time, with Berlin's rules beside it, not in UTC.
    expect(invitation?.ics).toContain('DTSTART;TZID=Europe/Berlin:20301203T150000');
    expect(invitation?.ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);

    expect(invitation?.paragraphs[0]).toBe(
      'Your demo is confirmed for Tuesday, 3 December 2030 at 15:00 (Europe/Berlin). The calendar invitation is attached: accept it to keep the time in your calendar.',
    );
    expect(invitation?.details).toEqual([
      ['When', 'Tuesday, 3 December 2030 at 15:00 (Europe/Berlin)'],
      ['In UTC', 'Tuesday, 3 December 2030 at 14:00 UTC'],
      ['Length', '30 minutes'],
    ]);
    const [changed] = await eventsOf('demo.status_changed');
    expect(changed?.data).toEqual({ status: ['pending', 'confirmed'], invitation: { method: 'REQUEST', sequence: 0 } });
  });

  it('sends nothing when the status is set to confirmed again', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    await setStatus(id, 'confirmed');
    expect(await calendarMail()).toHaveLength(1);
    expect(await eventsOf('demo.status_changed')).toHaveLength(1);
  });

  it('sends one invitation when two people confirm at the same moment', async () => {
    const id = await book();
    await Promise.all([setStatus(id, 'confirmed'), setStatus(id, 'confirmed')]);
    expect(await calendarMail()).toHaveLength(1);
  });

  it('reaches the requester’s mail server as an invitation: a text/calendar alternative with its method, and invite.ics', async () => {
    const smtp = new TestSmtpServer();
    await smtp.start();
    try {
      const id = await book();
      await setStatus(id, 'confirmed');
      await deliverOutbox(t, smtp);
      const [mail, ...more] = smtp.to('lena@fischer.example').filter((received) => received.header('subject') === 'Your Finmesh demo is confirmed');
      expect(more).toEqual([]);
      const parts = partsOf(mail?.raw ?? '');
      expect(parts.calendar?.contentType).toMatch(/^text\/calendar; *charset=utf-8; *method=REQUEST$/i);
      expect(parts.attachments).toEqual(['invite.ics']);
      expect(parts.text).toContain('Tuesday, 3 December 2030 at 15:00 (Europe/Berlin)');
      const event = Object.values(ical.sync.parseICS(parts.calendar?.ics ?? '')).find((component): component is VEvent => component?.type === 'VEVENT');
      expect(event?.uid).toBe(uidOf(id));
      expect(event?.start.toISOString()).toBe(MEETING);
    } finally {
      await smtp.stop();
    }
  });
});

describe('moving the meeting', () => {
  it('sends a confirmed request’s requester the update: METHOD:REQUEST, the same UID, a higher SEQUENCE, the new time', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    const response = await moveMeeting(id, MOVED);
    expect(response.json()).toMatchObject({ success: true, message: 'Meeting time changed. Lena Fischer was sent the updated invitation at lena@fischer.example.', data: { meetingDate: MOVED } });

    const update = await onlyNew(1);
    expect(update).toMatchObject({ kind: 'demo_invitation_update', method: 'REQUEST', calendarMethod: 'REQUEST', subject: 'Your Finmesh demo has a new time' });
    expect(update.event.uid).toBe(uidOf(id));
    expect(Number(update.event.sequence)).toBe(1);
    expect(update.event.start.toISOString()).toBe(MOVED);
    expect(update.ics).toContain('DTSTART;TZID=Europe/Berlin:20301204T103000');
    expect(update.paragraphs[0]).toBe('We moved your demo to Wednesday, 4 December 2030 at 10:30 (Europe/Berlin). The attached invitation updates the one in your calendar.');

    const [moved] = await eventsOf('demo.rescheduled');
    expect(moved?.data).toEqual({ changes: { meetingDate: [MEETING, MOVED] }, invitation: { method: 'REQUEST', sequence: 1 } });
  });

  it('does the same through GraphQL', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    const { body } = await graphql(
      t.app,
      'mutation($input: RescheduleDemoRequestInput!) { rescheduleDemoRequest(input: $input) { message demoRequest { meetingDate timeZone } } }',
      { input: { id: toGlobalId('DemoRequest', id), meetingDate: MOVED } },
      t.admin,
    );
    expect(body).toEqual({
      data: { rescheduleDemoRequest: { message: 'Meeting time changed. Lena Fischer was sent the updated invitation at lena@fischer.example.', demoRequest: { meetingDate: MOVED, timeZone: 'Europe/Berlin' } } },
    });
    expect(Number((await onlyNew(1)).event.sequence)).toBe(1);
  });

  it('only records the new time of a request not confirmed: there is no invitation to update', async () => {
    const id = await book();
    expect((await moveMeeting(id, MOVED)).json()).toMatchObject({ success: true, message: DEMO_ADMIN_MESSAGES.rescheduled, data: { meetingDate: MOVED, status: 'pending' } });
    expect(await calendarMail()).toEqual([]);
    expect((await eventsOf('demo.rescheduled')).map((event) => event.data)).toEqual([{ changes: { meetingDate: [MEETING, MOVED] } }]);
    // Confirmed afterwards, the invitation has the new time.
    await setStatus(id, 'confirmed');
    expect((await onlyNew(0)).event.start.toISOString()).toBe(MOVED);
  });

  it('records and sends nothing for the time the meeting already has', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    expect((await moveMeeting(id, MEETING)).json()).toMatchObject({ success: true, message: DEMO_ADMIN_MESSAGES.rescheduled });
    expect(await calendarMail()).toHaveLength(1);
    expect(await eventsOf('demo.rescheduled')).toEqual([]);
  });

  it('refuses a time in the past, or no time, and a request that is not there', async () => {
    const id = await book();
    for (const meetingDate of ['2020-01-01T10:00:00Z', 'next tuesday']) {
      const response = await moveMeeting(id, meetingDate);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: 'Please select a future date for the meeting', errors: [{ path: 'meetingDate' }] });
    }
    expect((await moveMeeting(id, '')).json()).toMatchObject({ message: 'Please fill in all required fields' });
    const missing = await moveMeeting('0190a0b0-c0d0-7000-8000-000000000000', MOVED);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: DEMO_ADMIN_MESSAGES.notFound });
    expect(await eventsOf('demo.rescheduled')).toEqual([]);
  });
});

describe('cancelling', () => {
  it('sends a confirmed meeting’s cancellation: METHOD:CANCEL, the same UID, a higher SEQUENCE, STATUS:CANCELLED', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    await moveMeeting(id, MOVED);
    await setStatus(id, 'cancelled');

    const cancellation = await onlyNew(2);
    expect(cancellation).toMatchObject({ kind: 'demo_invitation_cancel', method: 'CANCEL', calendarMethod: 'CANCEL', subject: 'Your Finmesh demo is cancelled' });
    expect(cancellation.event.uid).toBe(uidOf(id));
    expect(Number(cancellation.event.sequence)).toBe(2);
    expect(cancellation.event.status).toBe('CANCELLED');
    expect(cancellation.event.start.toISOString()).toBe(MOVED);
    const [, cancelled] = await eventsOf('demo.status_changed');
    expect(cancelled?.data).toEqual({ status: ['confirmed', 'cancelled'], invitation: { method: 'CANCEL', sequence: 2 } });

    // Confirmed again: a new invitation, above every SEQUENCE before it.
    await setStatus(id, 'confirmed');
    const again = await onlyNew(3);
    expect([again.method, Number(again.event.sequence), again.event.uid]).toEqual(['REQUEST', 3, uidOf(id)]);
  });

  it('sends no cancellation for a request that was never confirmed', async () => {
    const id = await book();
    await setStatus(id, 'cancelled');
    expect(await calendarMail()).toEqual([]);
    expect((await eventsOf('demo.status_changed')).map((event) => event.data)).toEqual([{ status: ['pending', 'cancelled'] }]);
  });

  it('takes the meeting out of the calendar when a confirmed request goes back to pending, and leaves a completed one', async () => {
    const id = await book();
    await setStatus(id, 'confirmed');
    await setStatus(id, 'pending');
    const withdrawn = await onlyNew(1);
    expect([withdrawn.method, Number(withdrawn.event.sequence), withdrawn.subject]).toEqual(['CANCEL', 1, 'Your Finmesh demo time is no longer confirmed']);
    // Cancelling it now sends nothing more: the calendar no longer has it.
    await setStatus(id, 'cancelled');
    expect(await calendarMail()).toHaveLength(2);

    const held = await book({ email: 'done@example.com' });
    await setStatus(held, 'confirmed');
    await setStatus(held, 'completed');
    expect((await calendarMail()).filter((sent) => sent.to === 'done@example.com').map((sent) => sent.method)).toEqual(['REQUEST']);
  });
});

describe('a request the spam guard holds', () => {
  it('sends nothing, whatever the back office does with it', async () => {
    const id = await book(HELD);
    expect((await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id })).spam).toBe(true);
    await setStatus(id, 'confirmed');
    expect((await moveMeeting(id, MOVED)).json()).toMatchObject({ message: DEMO_ADMIN_MESSAGES.rescheduled });
    await setStatus(id, 'cancelled');
    expect(await calendarMail()).toEqual([]);
    expect((await eventsOf('demo.status_changed')).map((event) => event.data)).toEqual([{ status: ['pending', 'confirmed'] }, { status: ['confirmed', 'cancelled'] }]);
  });
});

describe('the time zone', () => {
  it('is the one the browser named, as Intl spells it; an alias is written as its zone in the .ics', async () => {
    const id = await book({ timeZone: 'asia/calcutta' });
    const stored = await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id });
    expect(stored.timeZone).toBe('Asia/Calcutta');
    await setStatus(id, 'confirmed');
    const [invitation] = await calendarMail();
    expect(invitation?.ics).toContain('DTSTART;TZID=Asia/Kolkata:20301203T193000');
    expect(invitation?.event.start.toISOString()).toBe(MEETING);
    expect(invitation?.details[0]).toEqual(['When', 'Tuesday, 3 December 2030 at 19:30 (Asia/Calcutta)']);
  });

  it.each([undefined, null, ''])('is UTC when the request named none (%j)', async (timeZone) => {
    const id = await book({ timeZone });
    await setStatus(id, 'confirmed');
    const [invitation] = await calendarMail();
    expect(invitation?.ics).toContain('DTSTART:20301203T140000Z');
    expect(invitation?.ics).not.toContain('VTIMEZONE');
    expect(invitation?.event.start.toISOString()).toBe(MEETING);
    expect(invitation?.details).toEqual([
      ['When', 'Tuesday, 3 December 2030 at 14:00 UTC'],
      ['Length', '30 minutes'],
    ]);
  });

  it.each(['Mars/Olympus_Mons', '+05:30', 'Europe/Berlin\nBcc: x@example.com', 'x'.repeat(65), 42])('refuses %j, naming the field', async (timeZone) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: { ...LENA, meetingDate: MEETING, timeZone } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'timeZone', msg: TIME_ZONE_MESSAGE }] });
    expect(await t.orm.em.fork().count(DemoRequestEntity)).toBe(0);
  });
});
