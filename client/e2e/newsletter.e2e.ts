import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ARTIFACTS, WIDTHS, confirmationLinkOf, mailTo, registerFirstAdmin, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const ADMIN = { username: 'meera.owner', password: 'Str0ng!pass-phrase' };
const READER = 'reader.one@example.com';
const PENDING = 'Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter.';

describe('newsletter double opt-in, in the browser', () => {
  const env = useAppAndBrowser({ FORM_MIN_FILL_SECONDS: '0' });

  it('subscribes from the footer, confirms from the email, and the admin sees the subscriber active with its proof of consent', async () => {
    const { app, browser } = env;
    const visitor = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    const problems = watchForProblems(visitor);
    await visitor.goto(`${app.url}/about`);
    const signup = visitor.getByRole('form', { name: 'Newsletter signup' });
    await signup.getByRole('textbox', { name: 'Email address' }).fill(READER);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.getByText(PENDING).first().waitFor();

    const link = confirmationLinkOf(await mailTo(app, READER, 'Please confirm your subscription'));
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    await visitor.getByRole('button', { name: 'Confirm subscription' }).click();
    await visitor.getByRole('heading', { name: 'Subscription confirmed' }).waitFor();
    await visitor.getByText(`Thank you: ${READER} will now receive the Finmesh newsletter.`).waitFor();
    await mailTo(app, READER, "You're subscribed");

    // The link works once: again, it says so.
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Already confirmed' }).waitFor();
    assert.deepEqual(problems, [], 'no console errors or CSP violations');
    await visitor.close();

    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await registerFirstAdmin(admin, app, ADMIN);
    await mkdir(ARTIFACTS, { recursive: true });
    for (const width of WIDTHS) {
      await admin.setViewportSize(viewportOf(width));
      await admin.goto(`${app.url}/admin/newsletter`);
      const row = admin.getByRole('row', { name: new RegExp(READER.replace(/\./g, '\\.')) });
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByText('From /about').waitFor();
      await row.getByText(/^Address hash /).waitFor();
      await admin.screenshot({ path: path.join(ARTIFACTS, `newsletter-consent-${width}.png`), fullPage: true });
    }
    await admin.close();
  });
});
