import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { meetingValue, sendDemoForm } from './public-forms.ts';
import { launchBrowser, mailTo, registerFirstAdmin, sendContactForm, startApp, watchForProblems, visitorPage, type RunningApp } from './support.ts';

const VISITOR = { firstName: 'Meera', lastName: 'Iyer', name: 'Meera Iyer', email: 'meera.iyer@northwind.example' };
const ADMIN = { username: 'leads.desk', password: 'Str0ng!pass-phrase' };
const REPLY = 'Thanks Meera, our debt desk will call you on Tuesday to go through the term sheet.';
const NOTE = 'Wants a walkthrough of lender matching; bring the NBFC case study.';
const MEETING_LINK = 'https://meet.finmesh.example/meera';

/** The meeting the visitor asks for (`sendDemoForm`): two weeks ahead at 10:30 local time. */
const meeting = new Date(meetingValue());

/** Sends a public form through the REST API, as another visitor would. */
async function post(app: RunningApp, route: string, body: object) {
  const response = await fetch(`${app.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.equal(response.status, 201, await response.text());
}

describe('a visitor writes in and books a demo; the back office answers', () => {
  let app: RunningApp;
  let browser: Browser;
  let visitor: Page;
  let admin: Page;
  let visitorProblems: string[];
  let adminProblems: string[];
  before(async () => {
    // The journey fills forms faster than a person could, which the spam guard would take for a bot.
    // With no SMTP_URL the mail worker writes each message to <dataDir>/mail as an .eml file.
    app = await startApp({ FORM_MIN_FILL_SECONDS: '0', MAIL_POLL_INTERVAL_MS: '200' });
    // Another visitor's message and demo request, so the admin has to pick Meera's out.
    const other = { firstName: 'Rahul', lastName: 'Verma', email: 'rahul.verma@example.com' };
    await post(app, '/api/contact', { ...other, country: 'India', countryCode: '+91', phoneNumber: '9845012399', role: 'Investor', message: 'Looking at growth equity deals in fintech.' });
    await post(app, '/api/demo-requests', { ...other, meetingDate: meeting.toISOString(), message: 'A walkthrough for our investment committee.' });
    browser = await launchBrowser();
    visitor = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    admin = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    visitorProblems = watchForProblems(visitor);
    adminProblems = watchForProblems(admin);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await app?.cleanUp();
  });

  it('sends the contact form and gets the thank-you dialog', async () => {
    await sendContactForm(visitor, app, VISITOR, 'We are raising INR 40 crore of working capital debt for a logistics business.');
    const thanks = visitor.getByRole('dialog', { name: 'Message sent' });
    await thanks.getByRole('button', { name: 'Close' }).click();
    await thanks.waitFor({ state: 'hidden' });
    const form = visitor.getByRole('form', { name: 'Tell us what you are working on' });
    assert.equal(await form.getByRole('textbox', { name: /^First name/ }).inputValue(), '', 'the form starts over');
  });

  it('books a demo from the header and gets the success screen', async () => {
    await visitor.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).click();
    const overlay = visitor.getByRole('dialog', { name: 'Book a demo' });
    // Two weeks ahead at 10:30, as `meeting`.
    await sendDemoForm(overlay, VISITOR, 'Show us how lender matching works for a mid-size borrower.');

    const success = overlay.getByRole('status');
    await success.getByText('Request received').waitFor();
    assert.ok(await success.getByText('Thank you for reaching out... Our team will get back to you soon.').isVisible());
  });

  it('registers the first admin', async () => {
    await registerFirstAdmin(admin, app, ADMIN);
  });

  it('finds the contact message, replies, and the reply is mailed to the visitor', async () => {
    await admin.goto(`${app.url}/admin/form-submissions`);
    const other = admin.getByRole('button', { name: /^Rahul Verma/ });
    await other.waitFor();
    await admin.getByRole('textbox', { name: 'Search submissions' }).fill(VISITOR.email);
    await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await other.waitFor({ state: 'detached' });

    const row = admin.getByRole('button', { name: new RegExp(`^${VISITOR.name}`) });
    await row.click();
    assert.equal(await row.getAttribute('aria-expanded'), 'true');
    // The message, and quoted again below the reply box (what the reply will quote).
    await admin.getByText('We are raising INR 40 crore of working capital debt for a logistics business.').first().waitFor();
    await admin.getByRole('textbox', { name: `Reply to ${VISITOR.firstName}` }).fill(REPLY);
    await admin.getByRole('button', { name: 'Send Reply' }).click();
    await admin.getByText('Reply sent successfully').waitFor();

    const mail = await mailTo(app, VISITOR.email, REPLY);
    assert.match(mail, /^Subject: Re: your message to Finmesh$/m);
  });

  it('confirms the demo request and keeps a note on it', async () => {
    await admin.goto(`${app.url}/admin/demo-requests`);
    const row = admin.getByRole('row').filter({ hasText: VISITOR.email });
    // The meeting the visitor picked, in the same (local) time zone.
    const month = meeting.toLocaleString('en-US', { month: 'long' });
    await row.getByText(new RegExp(`^${month} ${meeting.getDate()}, ${meeting.getFullYear()}\\b.*\\b10:30\\sAM$`)).waitFor();
    const status = row.getByRole('combobox', { name: `Status of the demo request from ${VISITOR.name}` });
    assert.equal(await status.inputValue(), 'pending');
    // Confirming emails the visitor: the screen asks first, says what goes, and asks where the meeting is.
    await status.selectOption('confirmed');
    const dialog = admin.getByRole('dialog', { name: `Confirm the demo with ${VISITOR.name}?` });
    await dialog.getByText('Subject: Your Finmesh demo is confirmed').waitFor();
    await dialog.getByRole('textbox', { name: /Meeting link or place/ }).fill(MEETING_LINK);
    await dialog.getByRole('button', { name: 'Confirm and send invitation' }).click();
    await admin.getByText(`Demo confirmed. ${VISITOR.name} was sent the calendar invitation at ${VISITOR.email}.`).waitFor();
    // The invitation says where to join.
    const invitation = await mailTo(app, VISITOR.email, `Where: ${MEETING_LINK}`);
    assert.match(invitation, /^Subject: Your Finmesh demo is confirmed$/m);
    await admin.reload();
    assert.equal(await status.inputValue(), 'confirmed', 'the status sticks');

    await row.getByRole('button', { name: 'View Notes' }).click();
    await admin.getByRole('textbox', { name: `Notes about ${VISITOR.name}` }).fill(NOTE);
    await admin.getByRole('button', { name: 'Save Notes' }).click();
    // Saving says so (issue P19).
    await admin.getByRole('status', { name: 'Notes saved successfully' }).waitFor();
    await row.getByRole('button', { name: 'Edit Notes' }).waitFor();

    await admin.reload();
    await row.getByRole('button', { name: 'Edit Notes' }).click();
    assert.equal(await admin.getByRole('textbox', { name: `Notes about ${VISITOR.name}` }).inputValue(), NOTE);
  });

  it('shows no console errors on the way', () => {
    assert.deepEqual([...visitorProblems, ...adminProblems], []);
  });
});
