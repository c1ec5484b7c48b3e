import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adminApi, fillApplication, fillContactForm, RESUME_PDF, sendDemoForm, sendServicesForm, signUpForNewsletter, type Applicant, type Person } from './public-forms.ts';
import { confirmationLinkOf, mailedLink, mailTo, sendContactForm, useAppAndBrowser, visitorPage, watchForProblems } from './support.ts';

/**
 * Issue P19 §1: a newcomer's `npm start` has no PUBLIC_URL. Opened at the address its start-up
 * line prints (http://localhost:<port>) or at the one Fastify used to print (http://127.0.0.1:<port>),
 * the whole site works: every public form with scripts and without, the application with its
 * resume, and the newsletter's emailed links with double opt-in on (the default). Before, every
 * plain form post, the application's upload and the newsletter's buttons answered 403 at 127.0.0.1.
 */
const ADMIN = { username: 'origins.desk', password: 'Str0ng!pass-phrase' };
const PENDING = 'Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter.';
const THANKS = 'Thank you for reaching out... Our team will get back to you soon.';
const APPLIED = 'Your application has been submitted successfully!';

describe('a newcomer’s npm start, with no PUBLIC_URL: the whole visitor journey at the address it prints and at 127.0.0.1', () => {
  const env = useAppAndBrowser({ PUBLIC_URL: undefined, LOG_LEVEL: 'info', FORM_MIN_FILL_SECONDS: '0', PUBLIC_FORM_RATE_LIMIT: '100000' });
  const api = () => adminApi(env.app, ADMIN);

  it('prints one address to open, http://localhost:<port>', () => {
    const printed = [...env.app.output().matchAll(/https?:\/\/[^\s"]+/g)].map(([address]) => address);
    assert.deepEqual(printed, [`http://localhost:${env.app.port}`], env.app.output());
    assert.match(env.app.output(), /Finmesh is ready: open http:\/\/localhost:\d+ in a browser on this machine \(started in [\d.]+ s\)\. To serve it at another address, set PUBLIC_URL to it\./);
  });

  for (const host of ['localhost', '127.0.0.1']) {
    const site = () => `http://${host}:${env.app.port}`;
    /** Each visitor's address names the host they used (`at-localhost`, `at-127-0-0-1`). */
    const at = `at-${host.replaceAll('.', '-')}`;
    const visitor = (who: string): Person => ({ firstName: 'Asha', lastName: 'Rao', email: `${who}.${at}@example.com` });
    const applicant = (who: string): Applicant => ({ ...visitor(who), phone: '9845011223', coverNote: 'Five years of SME credit at a private bank.' });
    const resume = { name: 'asha-rao.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF };

    describe(`at http://${host}:<port>`, () => {
      let job: { id: string; slug: string };

      it('sends every form with scripts on: the newsletter, the contact form, Talk to us, a demo and an application with its resume', async () => {
        job = await (await api()).postJob(`Credit Analyst (${host})`);
        const before = await (await api()).stored();
        const page = await visitorPage(env.browser, { viewport: { width: 1440, height: 900 } });
        const problems = watchForProblems(page);

        await page.goto(`${site()}/about`);
        await signUpForNewsletter(page, visitor('reader').email);
        await page.getByText(PENDING).first().waitFor();

        await sendContactForm(page, env.app, visitor('contact'), 'We are raising working capital for a logistics business.', site());

        await page.goto(`${site()}/services`);
        await page.getByRole('link', { name: 'Talk to us' }).first().click();
        const talk = page.getByRole('dialog', { name: 'Talk to us' });
        await sendServicesForm(talk.getByRole('form', { name: 'Talk to us' }), visitor('services'), 'A compliance engine for our NBFC.');
        await talk.getByText(THANKS).waitFor();

        await page.goto(`${site()}/success-stories`);
        await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).click();
        const demo = page.getByRole('dialog', { name: 'Book a demo' });
        await sendDemoForm(demo, visitor('demo'), 'A walkthrough for our credit committee.');
        await demo.getByRole('status').getByText('Request received').waitFor();

        await page.goto(`${site()}/careers/${job.slug}`);
        await page.getByRole('link', { name: 'Apply for this job' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
        await fillApplication(dialog, applicant('applicant'), resume);
        await dialog.getByRole('listitem').filter({ hasText: resume.name }).waitFor();
        const [sent] = await Promise.all([
          // The application and its resume: one multipart GraphQL request.
          page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().headers()['content-type']?.startsWith('multipart/form-data') === true),
          dialog.getByRole('button', { name: 'Submit Application' }).click(),
        ]);
        assert.equal(sent.status(), 200);
        await dialog.getByText(APPLIED).waitFor();

        assert.deepEqual(await (await api()).stored(), { contacts: before.contacts + 2, demos: before.demos + 1, applications: before.applications + 1, subscribers: before.subscribers + 1 });
        assert.deepEqual(problems, []);
        await page.context().close();
      });

      it('sends every form as a plain post, scripts off: the newsletter, the contact form, Talk to us, a demo and an application with its resume', async () => {
        const before = await (await api()).stored();
        const page = await visitorPage(env.browser, { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
        const thanks = (text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

        await page.goto(`${site()}/about`);
        await signUpForNewsletter(page, visitor('plain.reader').email);
        await page.waitForURL(`${site()}/forms/newsletter?sent=confirming`);

        await page.goto(`${site()}/contact`);
        const contact = page.getByRole('form', { name: 'Tell us what you are working on' });
        await fillContactForm(contact, visitor('plain.contact'), 'We are raising working capital for a logistics business.');
        await contact.getByRole('button', { name: 'Send message' }).click();
        await page.waitForURL(`${site()}/forms/contact?sent=1`);
        await thanks(THANKS);

        await page.goto(`${site()}/services`);
        await page.getByRole('link', { name: 'Talk to us' }).first().click();
        await page.waitForURL(`${site()}/forms/services`);
        await sendServicesForm(page.getByRole('form', { name: 'Talk to us' }), visitor('plain.services'), 'A compliance engine for our NBFC.');
        await thanks(THANKS);

        await page.getByRole('link', { name: 'Book a Demo' }).first().click();
        await page.waitForURL(`${site()}/forms/demo`);
        await sendDemoForm(page.locator('main form'), visitor('plain.demo'), 'A walkthrough for our credit committee.');
        await thanks(THANKS);

        await page.goto(`${site()}/careers/${job.slug}`);
        await page.getByRole('link', { name: 'Apply for this job' }).first().click();
        await page.waitForURL(/\/forms\/application\?/);
        const form = page.locator('main form');
        await fillApplication(form, applicant('plain.applicant'), resume);
        await form.getByRole('button', { name: 'Submit Application' }).click();
        await thanks(APPLIED);

        assert.deepEqual(await (await api()).stored(), { contacts: before.contacts + 2, demos: before.demos + 1, applications: before.applications + 1, subscribers: before.subscribers + 1 });
        const [stored] = await (await api()).list<{ files: { name: string }[] }>(`/api/career/applications?search=${encodeURIComponent(applicant('plain.applicant').email)}`);
        assert.deepEqual(stored?.files.map((file) => file.name), [resume.name], 'the resume came with it');
        await page.context().close();
      });

      it('confirms the newsletter from the emailed link, and unsubscribes from the welcome email’s link', async () => {
        const reader = visitor('reader').email;
        const page = await visitorPage(env.browser, { viewport: { width: 1440, height: 900 } });
        const problems = watchForProblems(page);
        // The email links to the address the server printed; the visitor opens it where they were.
        const confirm = new URL(confirmationLinkOf(await mailTo(env.app, reader, 'Please confirm your subscription')));
        assert.equal(confirm.origin, `http://localhost:${env.app.port}`);
        await page.goto(`${site()}${confirm.pathname}${confirm.search}`);
        await page.getByRole('button', { name: 'Confirm subscription' }).click();
        await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();

        const unsubscribe = new URL(mailedLink(await mailTo(env.app, reader, "You're subscribed"), '/newsletter/unsubscribe'));
        await page.goto(`${site()}${unsubscribe.pathname}${unsubscribe.search}`);
        await page.getByRole('button', { name: 'Unsubscribe' }).click();
        await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();

        // The page it was sent from is its proof of consent's source, at either name.
        const subscribers = await (await api()).list<{ email: string; status: string; consentSource: string }>(`/api/subscriptions?search=${encodeURIComponent(reader)}`);
        assert.deepEqual(
          subscribers.filter((subscriber) => subscriber.email === reader).map((subscriber) => [subscriber.status, subscriber.consentSource]),
          [['inactive', '/about']],
        );
        assert.deepEqual(problems, []);
        await page.context().close();
      });
    });
  }
});

