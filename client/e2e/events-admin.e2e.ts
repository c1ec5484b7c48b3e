import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ical, { type VEvent } from 'node-ical';
import { lookAt, mailedLink, mailTo, registerFirstAdmin, type RunningApp, signIn, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
const EDITOR = { username: 'meera.editor', password: 'Str0ng!pass-phrase-two' };
const TITLE = 'Founders’ Lending Roundtable';
const SLUG = 'founders-lending-roundtable';
/** How many of axe's checks the cancel link's small server page passes at least (see `seriousAccessibilityProblems`). */
const SMALL_PAGE = 10;

/** The Owner's API: the token the back office keeps, used as a client would. */
async function api(app: RunningApp, token: string, method: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.url}${route}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${await response.clone().text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A calendar message as a mail program reads it: the invite.ics attached to the mail, parsed by node-ical. */
interface Invitation {
  method: string | undefined;
  event: VEvent;
  /** The event's DTSTART as written (unfolded), with its parameters: `DTSTART;TZID=…:…`. */
  dtstart: string;
}

/** The invite.ics of a mail as the mail worker wrote it (nodemailer's `icalEvent` attachment), parsed. */
function invitationOf(raw: string): Invitation {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((section) => /filename="?invite\.ics"?/i.test(section.slice(0, section.search(/\r?\n\r?\n/))));
  assert.ok(part, 'the mail carries invite.ics');
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const body = part.slice(split).trim().replace(/\r?\n--[^\r\n]*--\s*$/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1] ?? '7bit';
  const ics = /base64/i.test(encoding)
    ? Buffer.from(body, 'base64').toString('utf8')
    : /quoted-printable/i.test(encoding)
      ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
      : body;
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((component): component is VEvent => component?.type === 'VEVENT');
  assert.equal(events.length, 1, 'one event in the invitation');
  return { method: parsed.vcalendar?.method, event: events[0] as VEvent, dtstart: /^BEGIN:VEVENT$[\s\S]*?^(DTSTART[;:].*)$/m.exec(ics.replace(/\r?\n[ \t]/g, '').replace(/\r/g, ''))?.[1] ?? '' };
}

/** What every invitation to the event says: its title, and its start on Mumbai's clocks (09:30 IST is 04:00 UTC). */
function assertInvitationToTheEvent({ event, dtstart }: Invitation): void {
  assert.equal(event.summary, TITLE);
  assert.equal(dtstart, 'DTSTART;TZID=Asia/Kolkata:20270318T093000');
  assert.equal(event.start.tz, 'Asia/Kolkata');
  assert.equal(event.start.toISOString(), '2027-03-18T04:00:00.000Z');
  assert.equal(event.end?.toISOString(), '2027-03-18T07:00:00.000Z');
}

/** A visitor's GraphQL read. */
async function publicQuery<T>(app: RunningApp, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await response.json()) as { data: T }).data;
}

describe('Events in the back office: an Editor creates and publishes an event, and checks its attendees in at the door (issue P21)', () => {
  const run = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('writes an event on Mumbai’s clocks from a browser in Berlin, publishes it, sees who booked (one without scripts), checks them in on a phone that loses its connection, and a cancel from the mail moves the waitlist up', async () => {
    const { app, browser } = run;
    const ownerPage = await browser.newPage({ viewport: viewportOf(1440) });
    await registerFirstAdmin(ownerPage, app, OWNER);
    const ownerToken = (await ownerPage.evaluate(() => localStorage.getItem('adminToken'))) ?? '';
    await api(app, ownerToken, 'POST', '/api/admin/create-admin', { ...EDITOR, role: 'editor' });
    await ownerPage.close();

    // The Editor's browser is in Berlin; the event happens in Mumbai.
    const context = await browser.newContext({ viewport: viewportOf(1440), timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, app, EDITOR, '/admin/dashboard');
    await page.getByRole('complementary').getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'New Event' }).click();
    await page.waitForURL(`${app.url}/admin/events/new`);
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Twelve founders and four lenders, one table, one morning.');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Bring your numbers.');
    await page.getByRole('combobox', { name: /^Time zone/ }).fill('Asia/Kolkata');
    await page.getByLabel(/^Starts/).fill('2027-03-18T09:30');
    await page.getByLabel(/^Ends/).fill('2027-03-18T12:30');
    await page.getByRole('textbox', { name: /^Venue name/ }).fill('The Capital, BKC');
    await page.getByRole('textbox', { name: /^Venue address/ }).fill('Bandra Kurla Complex\nMumbai 400051');
    await page.getByRole('textbox', { name: /^Latitude/ }).fill('19.0664');
    await page.getByRole('textbox', { name: /^Longitude/ }).fill('72.8679');
    await page.getByRole('textbox', { name: /^Capacity/ }).fill('3');
    await page.getByRole('button', { name: 'Add session' }).click();
    await page.getByRole('textbox', { name: /^Session 1 title/ }).fill('Numbers lenders read first');
    // The same moment where the Editor is: 09:30 in Mumbai is 05:00 in Berlin.
    await page.getByText('GMT+5:30 (Asia/Kolkata): 18 Mar 2027, 05:00 CET where you are').first().waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-event-new', width);
    await page.setViewportSize(viewportOf(1440));

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/admin\/events\/[^/]+\/edit$/);
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByText('Version 1').waitFor();
    await status.getByRole('button', { name: 'Publish now' }).click();
    await page.getByText('Event published').first().waitFor();
    await status.getByText('Published', { exact: true }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-event-published', width);
    await page.setViewportSize(viewportOf(1440));

    // The list says when it is on its own clocks.
    await page.getByRole('link', { name: 'Back to Events' }).click();
    const row = page.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: TITLE });
    await row.getByText('18 Mar 2027, 09:30 – 12:30 GMT+5:30').waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-events', width);
    await page.setViewportSize(viewportOf(1440));

    // Visitors find it published, at the instants the Editor meant.
    const { event } = await publicQuery<{ event: { title: string; status: string; startsAt: string; endsAt: string; timeZone: string; capacity: number } }>(
      app,
      'query ($slug: String!) { event(slug: $slug) { title status startsAt endsAt timeZone capacity } }',
      { slug: SLUG },
    );
    assert.deepEqual(event, { title: TITLE, status: 'published', startsAt: '2027-03-18T04:00:00.000Z', endsAt: '2027-03-18T07:00:00.000Z', timeZone: 'Asia/Kolkata', capacity: 3 });

    // Four visitors book its three seats: the fourth waits.
    for (const [firstName, lastName] of [['Priya', 'Nair'], ['Arjun', 'Mehta'], ['Kavya', 'Rao']] as const) {
      const booked = await fetch(`${app.url}/api/events/${SLUG}/bookings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName, lastName, email: `${firstName.toLowerCase()}@example.com`, seats: 1 }) });
      assert.equal(booked.status, 201, await booked.clone().text());
    }
    // The fourth on a phone without scripts: the form's own page posts natively, and its thanks says where the booking landed.
    const noScript = await visitorPage(browser, { javaScriptEnabled: false, viewport: viewportOf(375) });
    await noScript.goto(`${app.url}/forms/booking?event=${SLUG}`);
    const bookingForm = noScript.locator('main form');
    await bookingForm.getByRole('textbox', { name: /^First Name/ }).fill('Rohan');
    await bookingForm.getByRole('textbox', { name: /^Last Name/ }).fill('Das');
    await bookingForm.getByRole('textbox', { name: /^Email/ }).fill('rohan@example.com');
    await bookingForm.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
    await bookingForm.getByRole('textbox', { name: /^phone Number/i }).fill('9845012345');
    await bookingForm.getByRole('button', { name: 'Book my seat' }).click();
    await noScript.waitForURL(/\/forms\/booking\?(.*&)?sent=waitlisted/);
    await noScript.getByText('The event is full, so you are on the waitlist. We will email you if a seat frees up.').waitFor();
    await noScript.context().close();
    await row.getByRole('link', { name: `Attendees of ${TITLE}` }).click();
    await page.getByRole('heading', { name: `Attendees: ${TITLE}` }).waitFor();
    await page.getByText('3 of 3 seats booked (100%)').waitFor();
    await page.getByRole('button', { name: 'Waitlisted (1)' }).waitFor();
    await page.getByRole('table', { name: 'Bookings' }).getByText('Rohan Das').waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-event-attendees', width);

    // At the door, on a phone: one found by name and checked in with a tap; then the connection goes.
    await page.getByRole('link', { name: 'Check-in' }).click();
    await page.getByRole('heading', { name: `Check-in: ${TITLE}` }).waitFor();
    const people = page.getByRole('list', { name: 'Booked people' });
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('priya');
    await people.getByRole('button', { name: 'Check in Priya Nair' }).click();
    await people.getByText('Checked in', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await page.getByText('1 of 3 checked in').waitFor();
    await context.setOffline(true);
    await people.getByRole('button', { name: 'Check in Arjun Mehta' }).click();
    await people.getByText('Checked in, waiting to send').waitFor();
    await page.getByRole('status').filter({ hasText: '1 check-in waits to be sent' }).waitFor();
    await lookAt(page, 'admin-event-check-in-offline', 375);
    await context.setOffline(false);
    await page.getByText('The waiting check-in was sent.').first().waitFor();
    await page.getByText('2 of 3 checked in').waitFor();
    assert.equal(await people.getByText('Checked in, waiting to send').count(), 0);
    await lookAt(page, 'admin-event-check-in', 375);

    // The server holds both check-ins.
    await page.getByRole('link', { name: 'Attendees' }).click();
    await page.getByRole('button', { name: 'Attended (2)' }).waitFor();
    // The Dashboard counts this week's bookings, and opens the events from there.
    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('complementary').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('region', { name: 'Event bookings' }).getByRole('link', { name: 'Bookings this week 4' }).click();
    await page.getByRole('heading', { name: 'Events', level: 1 }).waitFor();

    // The confirmations carry the invitation as a calendar reads it: one UID per booking, the event on Mumbai's clocks.
    const invitations = new Map<string, Invitation>();
    for (const name of ['priya', 'arjun', 'kavya']) {
      const invitation = invitationOf(await mailTo(app, `${name}@example.com`, 'is confirmed. The calendar invitation is attached'));
      assert.equal(invitation.method, 'REQUEST');
      assertInvitationToTheEvent(invitation);
      assert.match(invitation.event.uid, /^booking-[^@]+@127\.0\.0\.1$/);
      invitations.set(name, invitation);
    }
    assert.equal(new Set([...invitations.values()].map((invitation) => invitation.event.uid)).size, 3, 'one UID per booking');
    const waitlistMail = await mailTo(app, 'rohan@example.com', 'is full, so your booking is on the waitlist');
    assert.doesNotMatch(waitlistMail, /invite\.ics|text\/calendar/, 'the waitlist holds no invitation');

    // Kavya cancels on her phone from her mail's link: it asks first, its button cancels.
    const kavyaMail = await mailTo(app, 'kavya@example.com', 'is confirmed');
    const visitor = await visitorPage(browser, { viewport: viewportOf(375) });
    await visitor.goto(mailedLink(kavyaMail, `/events/${SLUG}/bookings/cancel`));
    await visitor.getByRole('heading', { name: 'Cancel your booking', level: 1 }).waitFor();
    await visitor.getByText(`Cancel your booking for ${TITLE}? Your seat goes to the next person on the waitlist.`).waitFor();
    await lookAt(visitor, 'booking-cancel', 375, SMALL_PAGE);
    await visitor.getByRole('button', { name: 'Cancel my booking' }).click();
    await visitor.getByRole('heading', { name: 'Booking cancelled', level: 1 }).waitFor();
    await visitor.getByText(`Your booking for ${TITLE} is cancelled. A confirmation is on its way to your inbox.`).waitFor();
    await lookAt(visitor, 'booking-cancelled', 375, SMALL_PAGE);
    await visitor.context().close();
    // Her calendar takes it out: the same UID, a higher SEQUENCE.
    const cancellation = invitationOf(await mailTo(app, 'kavya@example.com', 'is cancelled.'));
    const kavyaInvitation = invitations.get('kavya');
    assert.equal(cancellation.method, 'CANCEL');
    assert.equal(cancellation.event.uid, kavyaInvitation?.event.uid);
    const [invited, cancelled] = [kavyaInvitation?.event.sequence, cancellation.event.sequence];
    assert.ok(typeof invited === 'number' && typeof cancelled === 'number' && cancelled > invited, `SEQUENCE ${cancelled} after ${invited}`);
    assertInvitationToTheEvent(cancellation);
    // Her seat goes to Rohan, who is told so, with his invitation and his own cancel link.
    const movedUp = await mailTo(app, 'rohan@example.com', 'Good news: a seat is yours.');
    const rohanInvitation = invitationOf(movedUp);
    assert.equal(rohanInvitation.method, 'REQUEST');
    assertInvitationToTheEvent(rohanInvitation);
    assert.ok(![...invitations.values()].some((invitation) => invitation.event.uid === rohanInvitation.event.uid), 'his booking has its own UID');
    mailedLink(movedUp, `/events/${SLUG}/bookings/cancel`);
    // The Attendees screen shows him booked.
    await row.getByRole('link', { name: `Attendees of ${TITLE}` }).click();
    await page.getByRole('heading', { name: `Attendees: ${TITLE}` }).waitFor();
    await page.getByText('3 of 3 seats booked (100%)').waitFor();
    await page.getByRole('button', { name: 'Cancelled (1)' }).waitFor();
    await page.getByRole('button', { name: 'Booked (1)' }).click();
    await page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: 'Rohan Das' }).waitFor();
    assert.equal(await page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: 'Kavya Rao' }).count(), 0);

    // Going offline on purpose makes the browser report failed requests; nothing else may.
    assert.deepEqual(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED')), []);
    await context.close();
  });
});
