import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { toGlobalId } from '../../graphql/relay.js';
import { MEETING_PLACE_MESSAGES } from '../../rules/demo.js';
import { graphql } from '../../test/app.js';
import { useTestApp, type TestFixture } from '../../test/fixture.js';
import { deliverAsFiles, partsOf } from '../../test/mail.js';
import { MailMessageEntity } from '../mail/mail.entity.js';
import { DemoRequestEntity } from './demo.entity.js';

/**
 * Issue P19 §4: the invitations carried no LOCATION or link, the host got no copy, and the
 * organizer was mailto:no-reply@… with RSVP=TRUE, so every accept or decline was lost. Now the
 * place given when confirming is the invitation's LOCATION (and URL, for a link), the ORGANIZER is
 * the team's address (`MAIL_REPLY_TO`, else the confirming member's), RSVP is asked only when it
 * reaches someone, the requester's email answers to the same address, and the host (the member,
 * else the team) gets a copy with the same calendar part. Each .ics is read back by node-ical.
 */
const MEETING = '2030-12-03T14:00:00.000Z';
const LENA = { firstName: 'Lena', lastName: 'Fischer', email: 'lena@fischer.example', message: 'The lender dashboard, please.', meetingDate: MEETING, timeZone: 'Europe/Berlin' };
const LINK = 'https://meet.finmesh.example/lena-fischer';

async function book(t: TestFixture): Promise<string> {
  expect((await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: LENA })).statusCode).toBe(201);
  const [request] = await t.orm.em.fork().find(DemoRequestEntity, {});
  if (!request) throw new Error('The request was not stored');
  return request.id;
}

const setStatus = (t: TestFixture, id: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/admin/demo-requests/${id}/status`, headers: t.admin, payload: body });

/** The one VEVENT of an .ics, as node-ical reads it. */
function eventOf(ics: string): VEvent {
  const events = Object.values(ical.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

/** Writes the outbox as .eml files: each with its parts, and which went to `address`. */
async function delivered(t: TestFixture) {
  const mails = (await deliverAsFiles(t)).map((mail) => ({ ...mail, ...partsOf(mail.raw) }));
  return { to: (address: string) => mails.filter((mail) => mail.to[0] === address) };
}

const PREVIEW = `query($id: ID!, $status: DemoStatus!) { demoRequestStatusChange(id: $id, status: $status) { mail { to subject says invites copyTo copyToIsYours organizer rsvp } } }`;
const previewOf = async (t: TestFixture, id: string, status: string) =>
  (await graphql<{ demoRequestStatusChange: { mail: Record<string, unknown> | null } }>(t.app, PREVIEW, { id: toGlobalId('DemoRequest', id), status }, t.admin)).body.data?.demoRequestStatusChange.mail;

describe('with a team address (MAIL_REPLY_TO), confirmed by a member without one', () => {
  const t = useTestApp({ admin: true, env: { PUBLIC_URL: 'https://www.finmesh.example', MAIL_REPLY_TO: 'Finmesh Team <team@finmesh.example>' } });

  it('says before the change what it will send, and to whom', async () => {
    const id = await book(t);
    expect(await previewOf(t, id, 'confirmed')).toEqual({
      to: 'Lena Fischer <lena@fischer.example>',
      subject: 'Your Finmesh demo is confirmed',
      says: 'Your demo is confirmed for Tuesday, 3 December 2030 at 15:00 (Europe/Berlin). The calendar invitation is attached: accept it to keep the time in your calendar.',
      invites: true,
      copyTo: 'Finmesh Team <team@finmesh.example>',
      copyToIsYours: false,
      organizer: 'Finmesh Team <team@finmesh.example>',
      rsvp: true,
    });
    // Changes that send nothing say so: none.
    expect(await previewOf(t, id, 'completed')).toBeNull();
    expect(await previewOf(t, id, 'pending')).toBeNull();
  });

  it('invites with the link as LOCATION and URL, organized by the team with RSVP, answers to the team, a copy to the team; the answer says what went where', async () => {
    const id = await book(t);
    const response = await setStatus(t, id, { status: 'confirmed', meetingPlace: LINK });
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Demo confirmed. Lena Fischer was sent the calendar invitation at lena@fischer.example; a copy went to team@finmesh.example.',
      data: { status: 'confirmed', meetingPlace: LINK },
    });

    const sent = await delivered(t);
    const [invitation, ...more] = sent.to('lena@fischer.example').filter((mail) => mail.calendar);
    expect(more).toEqual([]);
    expect(`\n${invitation?.raw}`).toContain('\nReply-To: Finmesh Team <team@finmesh.example>\n');
    expect(invitation?.header('from')).toBe('Finmesh <no-reply@finmesh.local>');
    const event = eventOf(invitation?.calendar?.ics ?? '');
    expect(event.location).toBe(LINK);
    expect(event.url).toEqual({ params: { VALUE: 'URI' }, val: LINK });
    expect(event.organizer).toEqual({ params: { CN: 'Finmesh Team' }, val: 'mailto:team@finmesh.example' });
    expect(event.attendee).toMatchObject({ params: { CN: 'Lena Fischer', RSVP: true } });
    expect(invitation?.text).toContain(`Where: ${LINK}`);
    expect(invitation?.text).toContain(`Join the meeting: ${LINK}`);

    const [copy, ...others] = sent.to('team@finmesh.example');
    expect(others).toEqual([]);
    expect(copy?.header('subject')).toBe('Copy: demo with Lena Fischer confirmed');
    expect(copy?.calendar?.contentType).toMatch(/method=REQUEST/i);
    const copied = eventOf(copy?.calendar?.ics ?? '');
    expect([copied.uid, Number(copied.sequence), copied.location]).toEqual([event.uid, 0, LINK]);
    expect(copy?.text).toContain('Requester: Lena Fischer');

    // The place is kept by name only in the trail: a link may hold its passcode.
    const [changed] = await t.orm.em.fork().find(EventEntity, { type: 'demo.status_changed' });
    expect(changed?.data).toEqual({ status: ['pending', 'confirmed'], changed: ['meetingPlace'], invitation: { method: 'REQUEST', sequence: 0 } });
    expect(JSON.stringify(changed?.data)).not.toContain('meet.finmesh');
  });

  it('cancels with the same place and a copy, asking no answer of a cancellation', async () => {
    const id = await book(t);
    await setStatus(t, id, { status: 'confirmed', meetingPlace: 'Finmesh office, 4th floor, MG Road, Bengaluru' });
    const response = await setStatus(t, id, { status: 'cancelled' });
    expect(response.json()).toMatchObject({ message: 'Demo cancelled. Lena Fischer was sent the cancellation at lena@fischer.example; a copy went to team@finmesh.example.' });

    const cancellations = await t.orm.em.fork().find(MailMessageEntity, { kind: { $in: ['demo_invitation_cancel', 'demo_invitation_copy'] }, content: { $ne: null } }, { populate: ['content'], orderBy: { createdAt: 'asc', id: 'asc' } });
    const [, cancellation, copy] = cancellations.filter((message) => message.content?.calendar).map((message) => ({ to: message.toAddress, ics: message.content?.calendar?.ics ?? '' }));
    expect([cancellation?.to, copy?.to]).toEqual(['lena@fischer.example', 'team@finmesh.example']);
    const event = eventOf(cancellation?.ics ?? '');
    expect(event.status).toBe('CANCELLED');
    expect(event.location).toBe('Finmesh office, 4th floor, MG Road, Bengaluru');
    // A place, not a link: no URL.
    expect(event.url).toBeUndefined();
    expect(event.attendee).toMatchObject({ params: { RSVP: false } });
  });

  it('refuses a place of two lines or a broken link, changing nothing and sending nothing', async () => {
    const id = await book(t);
    for (const [meetingPlace, message] of [
      ['Room 1\nBcc: x@example.com', MEETING_PLACE_MESSAGES.invalid],
      ['https://', MEETING_PLACE_MESSAGES.badLink],
      ['https://meet here', MEETING_PLACE_MESSAGES.badLink],
      ['x'.repeat(501), MEETING_PLACE_MESSAGES.invalid],
    ] as const) {
      const response = await setStatus(t, id, { status: 'confirmed', meetingPlace });
      expect(response.statusCode, meetingPlace).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [{ path: 'meetingPlace', msg: message }] });
    }
    expect((await t.orm.em.fork().findOneOrFail(DemoRequestEntity, { id })).status).toBe('pending');
    expect(await t.orm.em.fork().count(MailMessageEntity, { kind: { $like: 'demo_invitation%' } })).toBe(0);
  });
});

describe('with a team address, confirmed by a member whose account has one', () => {
  const t = useTestApp({ admin: true, env: { MAIL_REPLY_TO: 'team@finmesh.example' } });

  it('keeps the team as the organizer and sends the copy to the member', async () => {
    await t.orm.em.getConnection().execute(`update admins set email = 'sam@finmesh.example'`);
    const id = await book(t);
    expect(await previewOf(t, id, 'confirmed')).toMatchObject({ copyTo: 'sam@finmesh.example', copyToIsYours: true, organizer: 'team@finmesh.example', rsvp: true });
    expect((await setStatus(t, id, { status: 'confirmed' })).json()).toMatchObject({ message: 'Demo confirmed. Lena Fischer was sent the calendar invitation at lena@fischer.example; a copy went to sam@finmesh.example.' });

    const sent = await delivered(t);
    const [copy, ...others] = sent.to('sam@finmesh.example');
    expect(others).toEqual([]);
    expect(eventOf(copy?.calendar?.ics ?? '').organizer).toEqual({ params: { CN: 'Finmesh' }, val: 'mailto:team@finmesh.example' });
    expect(sent.to('team@finmesh.example')).toEqual([]);
  });
});

describe('without a team address, confirmed by a member whose account has one', () => {
  const t = useTestApp({ admin: true });

  it('makes the member the organizer, asks for an answer, and sends them the copy', async () => {
    await t.orm.em.getConnection().execute(`update admins set email = 'sam@finmesh.example'`);
    const id = await book(t);
    await setStatus(t, id, { status: 'confirmed' });

    const sent = await delivered(t);
    const [invitation] = sent.to('lena@fischer.example').filter((mail) => mail.calendar);
    expect(`\n${invitation?.raw}`).toContain('\nReply-To: sam@finmesh.example\n');
    const event = eventOf(invitation?.calendar?.ics ?? '');
    expect(event.organizer).toEqual({ params: { CN: 'Finmesh' }, val: 'mailto:sam@finmesh.example' });
    expect(event.attendee).toMatchObject({ params: { RSVP: true } });
    // No place was given: the invitation names none.
    expect(event.location).toBeUndefined();
    expect(sent.to('sam@finmesh.example').map((mail) => mail.header('subject'))).toEqual(['Copy: demo with Lena Fischer confirmed']);
  });
});
