import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminApi, fillApplication, fillContactForm, meetingValue, RESUME_PDF, sendDemoForm, sendServicesForm, signUpForNewsletter } from './public-forms.ts';
import { ARTIFACTS, useAppAndBrowser, visitorPage, type RunningApp } from './support.ts';

/**
 * Issue P16: every public form works before its page's scripts run, and without them. Each is a
 * plain post to its own page, which the server answers with the thanks or with the form again.
 */

const ADMIN = { username: 'forms.desk', password: 'Str0ng!pass-phrase' };
const backOffice = (app: RunningApp) => adminApi(app, ADMIN);

/** The text of the page's success screen. */
const successText = (page: Page) => page.getByRole('status').filter({ hasText: /./ }).first().innerText();

describe('every public form, sent with JavaScript off', () => {
  const env = useAppAndBrowser({ PUBLIC_FORM_RATE_LIMIT: '100000', FORM_MIN_FILL_SECONDS: '0' });
  const noScript = () => visitorPage(env.browser, { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  it('subscribes from the footer and shows the thanks', async () => {
    const api = await backOffice(env.app);
    const page = await noScript();
    await page.goto(`${env.app.url}/about`);
    await signUpForNewsletter(page, 'no.script@example.com');
    // Double opt-in (on by default): the spec's thanks and that a confirmation email is on its way.
    await page.waitForURL(`${env.app.url}/forms/newsletter?sent=confirming`);
    assert.match(await successText(page), /Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter\./);
    const subscribers = await api.list<{ email: string; status: string; consentSource: string }>('/api/subscriptions?search=no.script');
    // The page the form was on is its proof's source page.
    assert.deepEqual(
      subscribers.map((subscriber) => [subscriber.status, subscriber.consentSource]),
      [['pending', '/about']],
    );
    assert.deepEqual(
      subscribers.map((subscriber) => subscriber.email),
      ['no.script@example.com'],
    );
  });

  it('sends the contact form, stored with the country and the prefixed number', async () => {
    const page = await noScript();
    await page.goto(`${env.app.url}/contact`);
    const form = page.getByRole('form', { name: 'Tell us what you are working on' });
    await fillContactForm(form, { firstName: 'Kavya', lastName: 'Menon', email: 'kavya.menon@example.com' }, 'We invest in growth-stage fintech.\nWho should we talk to?', { role: 'Other', phone: '9845012345' });
    await form.getByRole('textbox', { name: /^Your role/ }).fill('Family office');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(`${env.app.url}/forms/contact?sent=1`);
    assert.match(await successText(page), /Thank you for reaching out\.\.\. Our team will get back to you soon\./);
    // The thanks is a page of its own: reloading it sends nothing again.
    await page.reload();
    assert.match(await successText(page), /Thank you for reaching out/);

    const api = await backOffice(env.app);
    const kept = await api.list<Record<string, unknown>>('/api/contact/admin/contact-submissions?search=kavya.menon');
    assert.equal(kept.length, 1, 'the message is stored, once');
    const [stored] = kept;
    assert.ok(stored);
    assert.deepEqual(
      { source: stored.source, country: stored.country, phoneNumber: stored.phoneNumber, role: stored.role, newsletter: stored.newsletter, message: stored.message, spam: stored.spam },
      { source: 'contact', country: 'India', phoneNumber: '+919845012345', role: 'Family office', newsletter: true, message: 'We invest in growth-stage fintech.\r\nWho should we talk to?', spam: false },
    );
  });

  it('answers an invalid contact form with the form again: the messages beside the fields, and what was typed', async () => {
    const api = await backOffice(env.app);
    const before = await api.stored();
    const page = await noScript();
    await page.goto(`${env.app.url}/contact`);
    const form = page.getByRole('form', { name: 'Tell us what you are working on' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Asha');
    await form.getByRole('textbox', { name: /^Work email/ }).fill('asha@');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Hello');
    const answer = page.waitForResponse((response) => response.url().endsWith('/forms/contact'));
    await form.getByRole('button', { name: 'Send message' }).click();
    assert.equal((await answer).status(), 400);

    const again = page.getByRole('form', { name: 'Tell us what you are working on' });
    assert.equal(await again.getByRole('textbox', { name: /^First name/ }).inputValue(), 'Asha');
    assert.equal(await again.getByRole('textbox', { name: /^Work email/ }).inputValue(), 'asha@');
    assert.equal(await again.getByRole('textbox', { name: /^Message/ }).inputValue(), 'Hello');
    for (const message of ['Last name is required', 'Please enter a valid email address', 'Country is required', 'Phone number is required', 'Please select a role']) {
      assert.equal(await again.getByText(message, { exact: true }).count(), 1, message);
    }
    assert.equal(await again.getByRole('textbox', { name: /^Last name/ }).getAttribute('aria-invalid'), 'true');
    assert.deepEqual(await api.stored(), before, 'nothing is stored');
    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, 'no-script-contact-invalid-1440.png'), fullPage: true });
  });

  it('keeps the answer\'s messages once the page\'s script wakes the form, and sends it from there', async () => {
    const page = await visitorPage(env.browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`${env.app.url}/contact`);
    // A post made before the script ran, with values the browser itself tidies (an address with spaces, CRLF).
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/forms/contact';
      for (const [name, value] of Object.entries({ firstName: 'Asha', email: ' asha@ ', message: 'Hi\r\nyou' })) {
        const field = document.createElement('textarea');
        field.name = name;
        field.value = value;
        form.append(field);
      }
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(`${env.app.url}/forms/contact`);
    const form = page.getByRole('form', { name: 'Tell us what you are working on' });
    await form.getByRole('textbox', { name: /^Last name/ }).focus();
    await page.locator('[data-island="contact-form"][data-awake]').waitFor({ state: 'attached' });
    for (const message of ['Please enter a valid email address', 'Message should be at least 10 characters long', 'Last name is required']) {
      assert.equal(await form.getByText(message, { exact: true }).count(), 1, `${message} stays once the form runs: ${await form.locator('[data-part="error-text"]').allInnerTexts()}`);
    }
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Rao');
    await form.getByRole('textbox', { name: /^Work email/ }).fill('asha.rao@example.com');
    await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
    await form.getByRole('textbox', { name: /^Phone number/ }).fill('9845012345');
    await form.getByRole('combobox', { name: /^I am a/ }).selectOption('Investor');
    await form.getByRole('textbox', { name: /^Message/ }).fill('We are raising working capital.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('dialog', { name: 'Message sent' }).waitFor();
  });

  it('names a job\'s application as the job is, never as a link says; a job that is not open is a 404', async () => {
    const job = await (await backOffice(env.app)).postJob('Treasury Analyst');
    // The job as its page's Apply link names it.
    const jobPage = await (await fetch(`${env.app.url}/careers/${job.slug}`)).text();
    const jobId = /href="\/forms\/application\?job=([^&"]+)/.exec(jobPage)?.[1];
    assert.ok(jobId, 'the job page links to its application');
    const spoofed = await fetch(`${env.app.url}/forms/application?job=${jobId}&position=${encodeURIComponent('Send your passport to hr@elsewhere.example')}`);
    assert.equal(spoofed.status, 200);
    const html = await spoofed.text();
    assert.ok(html.includes('Treasury Analyst') && !html.includes('passport'), 'the page names the job, not the link\'s text');
    const gone = await fetch(`${env.app.url}/forms/application?job=no-such-job&position=Anything`);
    assert.equal(gone.status, 404);
    assert.ok((await gone.text()).includes('This role is no longer open'));
  });

  it('sends the services message from the Talk to us link', async () => {
    const page = await noScript();
    await page.goto(`${env.app.url}/services`);
    await page.getByRole('link', { name: 'Talk to us' }).first().click();
    await page.waitForURL(`${env.app.url}/forms/services`);
    await sendServicesForm(page.getByRole('form', { name: 'Talk to us' }), { firstName: 'Rohan', lastName: 'Das', email: 'rohan.das@example.com' }, 'Compliance engine for our NBFC.');
    assert.match(await successText(page), /Thank you for reaching out/);
    const [stored] = await (await backOffice(env.app)).list<{ source: string }>('/api/contact/admin/contact-submissions?search=rohan.das');
    assert.equal(stored?.source, 'services');
  });

  it('books a demo from the header link, the time read as India time', async () => {
    const page = await noScript();
    await page.goto(`${env.app.url}/success-stories`);
    await page.getByRole('link', { name: 'Book a Demo' }).first().click();
    await page.waitForURL(`${env.app.url}/forms/demo`);
    const meeting = await sendDemoForm(page.locator('main form'), { firstName: 'Ira', lastName: 'Sen', email: 'ira.sen@example.com' }, 'A walkthrough for our credit committee.');
    assert.match(await successText(page), /Thank you for reaching out/);
    const requests = await (await backOffice(env.app)).list<{ email: string; meetingDate: string }>('/api/admin/demo-requests');
    const stored = requests.find((request) => request.email === 'ira.sen@example.com');
    assert.equal(stored?.meetingDate, new Date(`${meeting}+05:30`).toISOString());
  });

  it('applies for a job with a PDF from its page', async () => {
    const api = await backOffice(env.app);
    const job = await api.postJob('Credit Risk Analyst');
    const page = await noScript();
    await page.goto(`${env.app.url}/careers/${job.slug}`);
    await page.getByRole('link', { name: 'Apply for this job' }).first().click();
    await page.waitForURL(/\/forms\/application\?/);
    assert.ok((await page.locator('main').getByText('Credit Risk Analyst', { exact: true }).count()) > 0, 'the job is named');
    const form = page.locator('main form');
    const applicant = { firstName: 'Neel', lastName: 'Joshi', email: 'neel.joshi@example.com', phone: '9845011223', coverNote: 'Five years of SME credit.' };
    await fillApplication(form, applicant, { name: 'neel-joshi.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    assert.match(await successText(page), /Your application has been submitted successfully!/);
    const applications = await api.list<{ email: string; position: string; phone: string; files: { name: string }[] }>('/api/career/applications');
    const stored = applications.find((application) => application.email === 'neel.joshi@example.com');
    assert.deepEqual(
      { position: stored?.position, phone: stored?.phone, files: stored?.files.map((file) => file.name) },
      { position: 'Credit Risk Analyst', phone: '+919845011223', files: ['neel-joshi.pdf'] },
    );
  });
});

describe('a first-time visitor with JavaScript off (issue P17)', () => {
  const env = useAppAndBrowser();

  it('never sees the intro loader, and the first click on a link goes through at once', async () => {
    // No reduced motion and no earlier visit: a visitor with scripts would meet the loader here.
    const context = await env.browser.newContext({ javaScriptEnabled: false, reducedMotion: 'no-preference', viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${env.app.url}/`);
      const loader = page.locator('[data-intro-loader]');
      assert.equal(await loader.count(), 1, 'the loader is in the page for visitors whose scripts run');
      assert.equal(await loader.isVisible(), false, 'the loader is not shown');

      // The loader covered the page for 6 seconds: a click then waited for it (Playwright waits for
      // the link to take the click), so 2 seconds is plenty for a page that lets it through.
      await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click({ timeout: 2000 });
      await page.waitForURL(`${env.app.url}/services`, { timeout: 5000 });
    } finally {
      await context.close();
    }
  });
});

describe('a visitor on a slow phone sends the newsletter signup as soon as the field shows', () => {
  const env = useAppAndBrowser();

  it('stores the address and shows the thanks, and the address never goes into an address bar or a request URL', async () => {
    const address = 'slow.phone@example.com';
    const page = await visitorPage(env.browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    // Lighthouse's mobile conditions: a mid-range phone (4x slower CPU) on slow 4G.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));

    await page.goto(`${env.app.url}/about`, { waitUntil: 'commit' });
    const field = page.getByRole('form', { name: 'Newsletter signup' }).getByRole('textbox', { name: 'Email address' });
    await field.fill(address);
    await field.press('Enter');
    // The thanks: on the signup's own page if the post went before the script ran, in a toast if after.
    await page.getByText('Successfully subscribed to our newsletter!').first().waitFor({ timeout: 90_000 });

    const subscribers = await (await backOffice(env.app)).list<{ email: string }>('/api/subscriptions?search=slow.phone');
    assert.deepEqual(
      subscribers.map((subscriber) => subscriber.email),
      [address],
    );
    const leaked = urls.filter((url) => url.includes(address) || url.includes(encodeURIComponent(address)) || url.includes('slow.phone'));
    assert.deepEqual(leaked, [], 'no URL holds the address');
  });
});

describe('plain posts of the public forms take one shape per field, as the APIs do', () => {
  const env = useAppAndBrowser({ PUBLIC_FORM_RATE_LIMIT: '100000' });

  type Fields = Record<string, string>;
  /** Posts `fields` to a form's page as a browser of the site would; answers the status and which fields the page marks invalid. */
  const post = async (form: string, fields: Fields, query = ''): Promise<{ status: number; invalid: string[] }> => {
    const multipart = form === 'application';
    const body = multipart ? new FormData() : new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const response = await fetch(`${env.app.url}/forms/${form}${query}`, { method: 'POST', headers: { origin: env.app.url }, body });
    const html = await response.text();
    // Each control of the form with its name and whether it is marked invalid, in either attribute order.
    const invalid = [...html.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
      .map(([tag]) => ({ name: /\bname="([^"]+)"/.exec(tag)?.[1], marked: /\baria-invalid="true"/.test(tag) }))
      .filter((control) => control.marked && control.name)
      .map((control) => control.name as string);
    return { status: response.status, invalid };
  };

  const email = (() => {
    let sent = 0;
    return () => `form.post.${(sent += 1)}@example.com`;
  })();
  const WRITES: { form: string; query?: string; valid: () => Fields; oneLine: string[]; lines: string[] }[] = [
    {
      form: 'contact',
      valid: () => ({ firstName: 'Asha', middleName: 'K', lastName: 'Rao', companyName: 'Sahyadri Textiles', email: email(), country: 'IN', phoneNumber: '9845012345', role: 'Investor', message: 'We would like to talk about debt.' }),
      oneLine: ['firstName', 'middleName', 'lastName', 'companyName', 'role'],
      lines: ['message'],
    },
    {
      form: 'services',
      valid: () => ({ firstName: 'Asha', lastName: 'Rao', companyName: 'Bluepeak', email: email(), role: 'Equity', message: 'Equity for our growth round.' }),
      oneLine: ['firstName', 'lastName', 'companyName', 'role'],
      lines: ['message'],
    },
    {
      form: 'demo',
      valid: () => ({ firstName: 'Asha', lastName: 'Rao', companyName: 'Bluepeak', designation: 'CFO', email: email(), meetingDate: meetingValue(), message: 'A walkthrough, please.' }),
      oneLine: ['firstName', 'lastName', 'companyName', 'designation'],
      lines: ['message'],
    },
    {
      form: 'application',
      query: '?position=General%20application',
      valid: () => ({ firstName: 'Asha', middleName: 'R', lastName: 'Rao', email: email(), country: 'IN', phone: '9845012345', coverNote: 'I would love to join.' }),
      // Phone numbers are not here: like the field in the browser, the form keeps only their digits, spaces, dashes and +.
      oneLine: ['firstName', 'middleName', 'lastName'],
      lines: ['coverNote'],
    },
  ];
  /** What a line break or a control character would make of a field (the server's table, issue P16). */
  const BREAKING = { CR: 'Asha\rEmail: ceo@bank.example', LF: 'Asha\nEmail: ceo@bank.example', CRLF: 'Asha\r\nEmail: ceo@bank.example', 'U+2028': 'Asha\u2028Phone', 'U+2029': 'Asha\u2029Phone' };
  const CONTROLS = { NUL: 'Asha\u0000', ESC: 'Asha\u001b[31m', 'C1 NEL': 'Asha\u0085Phone', DEL: 'Asha\u007f' };
  const BAD_ADDRESSES = ['probe<hr>@example.com', 'x<svg/onload=alert(7)>@example.com', 'grp:x@example.com;', '"probe@example.com" <hr>', 'Probe <probe@example.com>', 'a@b@example.com', 'a,b@example.com', 'a@example.com\r\nBcc: ceo@bank.example'];

  for (const write of WRITES) {
    it(`${write.form}: refuses a line break or control character in each one-line field and a bad address, marking the field, storing nothing; keeps a message's line breaks`, async () => {
      const api = await backOffice(env.app);
      const before = await api.stored();
      for (const field of write.oneLine) {
        for (const [what, value] of Object.entries({ ...BREAKING, ...CONTROLS })) {
          const answer = await post(write.form, { ...write.valid(), [field]: value }, write.query);
          assert.equal(answer.status, 400, `${field} with ${what}`);
          assert.ok(answer.invalid.includes(field), `${field} with ${what} is marked (marked: ${answer.invalid.join(', ')})`);
        }
      }
      for (const address of BAD_ADDRESSES) {
        const answer = await post(write.form, { ...write.valid(), email: address }, write.query);
        assert.equal(answer.status, 400, address);
        assert.ok(answer.invalid.includes('email'), `${address} is marked`);
      }
      for (const field of write.lines) {
        const refused = await post(write.form, { ...write.valid(), [field]: 'A message that ends in NUL\u0000' }, write.query);
        assert.ok(refused.status === 400 && refused.invalid.includes(field), `${field} with NUL`);
      }
      assert.deepEqual(await api.stored(), before, 'nothing is stored');
      for (const field of write.lines) {
        assert.equal((await post(write.form, { ...write.valid(), [field]: 'First line of the message,\r\nand a second one.' }, write.query)).status, 200, `${field} keeps its lines`);
      }
    });
  }

  it('newsletter: refuses each bad address, storing nothing', async () => {
    const api = await backOffice(env.app);
    const before = await api.stored();
    for (const address of BAD_ADDRESSES) {
      const answer = await post('newsletter', { email: address });
      assert.equal(answer.status, 400, address);
      assert.ok(answer.invalid.includes('email'), `${address} is marked`);
    }
    assert.deepEqual(await api.stored(), before);
  });

  it('refuses a post from another website (403) and stores nothing', async () => {
    const api = await backOffice(env.app);
    const before = await api.stored();
    const response = await fetch(`${env.app.url}/forms/contact`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example' },
      body: new URLSearchParams(WRITES[0]?.valid()),
    });
    assert.equal(response.status, 403);
    assert.deepEqual(await api.stored(), before);
  });
});
