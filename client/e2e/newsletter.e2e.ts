import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, WIDTHS, confirmationLinkOf, mailTo, registerFirstAdmin, signIn, useAppAndBrowser, viewportOf, visitorPage, watchForProblems } from './support.ts';

const ADMIN = { username: 'meera.owner', password: 'Str0ng!pass-phrase' };
const READER = 'reader.one@example.com';
const PENDING = 'Successfully subscribed to our newsletter! A confirmation email is on its way: please follow the link in it to start receiving the newsletter.';

/** A subscriber's row of the table (wide screens) or its card (a phone). */
const subscriberOf = (page: Page, email: string) =>
  page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).or(page.getByRole('list', { name: 'Newsletter subscribers' }).getByRole('listitem').filter({ hasText: email }));

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
      const row = subscriberOf(admin, READER);
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByText('From /about').waitFor();
      await row.getByText(/^Address hash /).waitFor();
      await admin.screenshot({ path: path.join(ARTIFACTS, `newsletter-consent-${width}.png`), fullPage: true });
    }
    await admin.close();
  });

  it('lets the admin take a pending sign-up off the list (issue P19: a Pending row had no action); its link then confirms nothing', async () => {
    const { app, browser } = env;
    const stranger = 'never.signed.up@example.com';
    const visitor = await visitorPage(browser, { viewport: { width: 1440, height: 900 } });
    await visitor.goto(`${app.url}/about`);
    const signup = visitor.getByRole('form', { name: 'Newsletter signup' });
    await signup.getByRole('textbox', { name: 'Email address' }).fill(stranger);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await visitor.getByText(PENDING).first().waitFor();
    const link = confirmationLinkOf(await mailTo(app, stranger, 'Please confirm your subscription'));

    const admin = await browser.newPage({ viewport: viewportOf(375) });
    const problems = watchForProblems(admin);
    await signIn(admin, app, ADMIN, '/admin/dashboard');
    await admin.goto(`${app.url}/admin/newsletter`);
    // A card on a phone, its action within reach.
    const row = subscriberOf(admin, stranger);
    await row.getByText('Pending', { exact: true }).waitFor();
    await admin.screenshot({ path: path.join(ARTIFACTS, 'newsletter-pending-375.png'), fullPage: true });
    await row.getByRole('button', { name: `Unsubscribe ${stranger}` }).click();
    await admin.getByText(`Successfully unsubscribed ${stranger}.`).first().waitFor();
    await row.getByText('Unsubscribed', { exact: true }).waitFor();
    assert.equal(await row.getByRole('button', { name: /Unsubscribe/ }).count(), 0, 'nothing more to take off');
    assert.ok((await admin.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling at 375px');
    await admin.setViewportSize(viewportOf(1440));
    await admin.screenshot({ path: path.join(ARTIFACTS, 'newsletter-pending-removed-1440.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await admin.close();

    // "I never signed up": the link in the email no longer confirms anything.
    await visitor.goto(link);
    assert.equal(await visitor.getByRole('button', { name: 'Confirm subscription' }).count(), 0);
    await visitor.close();
  });
});
