import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, registerFirstAdmin, seriousAccessibilityProblems, signIn, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };

/**
 * What axe finds in GraphiQL's own markup, which the page cannot change: each editor tab is an
 * `li` with the role "tab" around the tab's button (an interactive control inside another).
 */
const GRAPHIQL_MARKUP = /^nested-interactive: Interactive controls must not be nested \(li <li aria-selected="true" role="tab" class="graphiql-tab graphiql-tab-active"[^|]*\)$/;

/** Replaces the operation in GraphiQL's editor, as a person would: select all, then write. */
async function writeOperation(page: Page, name: string, selection: string): Promise<void> {
  await page.locator('.graphiql-query-editor .monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Typed as one input (as a paste), so the editor does not close brackets after each keystroke.
  await page.keyboard.insertText(`query ${name} ${selection}`);
  // GraphiQL reads the operation's name a moment later (its tab shows it): run before, and it
  // sends the old name with the new document.
  await page.locator('.graphiql-tab-active').getByText(name, { exact: true }).waitFor();
}

/** Runs it with GraphiQL's play button and waits for the result pane to show `expected`. */
async function runAndSee(page: Page, expected: string): Promise<void> {
  await page.getByRole('button', { name: /^Execute query/ }).click();
  await page.waitForFunction(
    // Monaco draws spaces as no-break spaces.
    (text) => (document.querySelector('section[aria-label="Result Window"] .view-lines')?.textContent ?? '').replaceAll('\u00a0', ' ').includes(text),
    expected,
  );
}

describe('the GraphQL explorer (issue P15)', () => {
  const run = useAppAndBrowser({ GRAPHQL_EXPLORER: 'true' });

  it('opens at /graphql for the signed-in admin and runs their operations as them', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);

    await page.goto(`${run.app.url}/graphql`);
    await page.getByRole('heading', { name: 'GraphQL explorer', level: 1 }).waitFor();
    await page.getByRole('status').getByText(`Signed in as ${OWNER.username}`).waitFor();
    // GraphiQL has read the schema (introspection): its documentation names the root types.
    await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
    await page.getByRole('link', { name: 'Query' }).waitFor();

    await writeOperation(page, 'Me', '{ me { username role } }');
    await runAndSee(page, `"username": "${OWNER.username}"`);
    await runAndSee(page, '"role": "owner"');

    await page.screenshot({ path: path.join(ARTIFACTS, 'explorer-1440.png') });
    assert.deepEqual((await seriousAccessibilityProblems(page)).filter((problem) => !GRAPHIQL_MARKUP.test(problem)), []);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('sends an API key pasted into its header instead, kept in this tab only', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await signIn(page, run.app, OWNER, '/admin/dashboard');
    // An integrator's key, made as the back office makes one.
    const key = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('adminToken')}` },
        body: JSON.stringify({ query: 'mutation { createApiKey(input: { name: "Explorer test", scopes: ["careers:read"] }) { secret } }' }),
      });
      return ((await response.json()) as { data: { createApiKey: { secret: string } } }).data.createApiKey.secret;
    });
    assert.match(key, /^fm_live_/);

    await page.goto(`${run.app.url}/graphql`);
    await page.getByRole('status').getByText(`Signed in as ${OWNER.username}`).waitFor();
    await page.getByLabel('API key').fill(key);
    await page.getByRole('status').getByText('Using a pasted key').waitFor();

    // The applications are the key's to read (`careers:read`), not a visitor's.
    await writeOperation(page, 'Applications', '{ applications(first: 1) { totalCount } }');
    const sent = page.waitForRequest((request) => request.url().endsWith('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes('query Applications'));
    await runAndSee(page, '"totalCount": 0');
    assert.equal((await sent).headers().authorization, `Bearer ${key}`);
    // The admin's own query is not the key's to run: refused as a whole for the credential, 401
    // (issue P19), and GraphiQL shows the refusal.
    await writeOperation(page, 'Me', '{ me { username } }');
    const refused = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('query Me'));
    await runAndSee(page, '"code": "UNAUTHENTICATED"');
    assert.equal((await refused).status(), 401);

    // Kept for this tab (a reload keeps it), never in the browser's lasting storage.
    assert.equal(await page.evaluate(() => sessionStorage.getItem('finmesh.explorer.apiKey')), key);
    const lasting = await page.evaluate(() => Object.keys(localStorage).map((name) => localStorage.getItem(name) ?? ''));
    assert.ok(!lasting.some((value) => value.includes(key)), 'the key is nowhere in localStorage');
    await page.reload();
    await page.getByRole('status').getByText('Using a pasted key').waitFor();
    await page.getByLabel('API key').fill('');
    await page.getByRole('status').getByText(`Signed in as ${OWNER.username}`).waitFor();
    // The browser reports that 401 in the console; nothing else.
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 401')), []);
    await context.close();
  });

  it('says so when nobody is signed in', async () => {
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await page.goto(`${run.app.url}/graphql`);
    await page.getByRole('status').getByText('Not signed in').waitFor();
    await writeOperation(page, 'RegistrationOpen', '{ registrationOpen }');
    await runAndSee(page, '"registrationOpen": false');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
