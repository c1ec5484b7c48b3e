import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { fillApplication, RESUME_PDF } from './public-forms.ts';
import { ARTIFACTS, launchBrowser, registerFirstAdmin, startApp, watchForProblems, visitorPage, type RunningApp } from './support.ts';

const ADMIN = { username: 'talent.desk', password: 'Str0ng!pass-phrase' };

/** The job the admin posts through the back office's form. */
const JOB = {
  title: 'Senior Credit Analyst',
  slug: 'senior-credit-analyst',
  location: 'Bengaluru',
  role: 'Finance & Tech',
  jobType: 'Full-time',
  pay: '₹18–24 L a year',
  expectedHours: '40 per week',
  schedule: 'Monday to Friday',
  startDate: '2027-01-15',
  education: 'Degree in finance, economics or accounting',
  experience: '3+ years underwriting SME or mid-market credit',
  description: 'Assess borrowers on the marketplace and write the credit notes lenders read before they bid.',
  benefit: 'Health insurance for you and your family',
};
/** Another open job, posted through the REST API, so the filters have something to tell apart. */
const OTHER = { title: 'Platform Engineer', slug: 'platform-engineer', location: 'Mumbai', role: 'Developer' };
/** A job still in Draft: visitors must never see it. */
const DRAFT = { title: 'Deal Consultant', slug: 'deal-consultant', location: 'Pune', role: 'Consultant' };

const CANDIDATE = { firstName: 'Ananya', lastName: 'Rao', name: 'Ananya Rao', email: 'ananya.rao@example.com', phone: '98450 11223' };
const COVER_NOTE = 'Six years of SME credit at a private bank; I would like to bring that to lenders on a marketplace.';
const RESUME_NAME = 'ananya-rao-resume.pdf';
/** Posts a job through the REST API with the admin's token; answers its page's slug and its status. */
async function postJob(app: RunningApp, token: string, job: { title: string; location: string; role: string; status: string; description: string[] }) {
  const response = await fetch(`${app.url}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: job.title, location: job.location, role: job.role, status: job.status, description: job.description, details: { jobTypes: ['Full-time'] } }),
  });
  const body = await response.text();
  assert.equal(response.status, 201, body);
  const { data } = JSON.parse(body) as { data: { slug: string; status: string } };
  return { slug: data.slug, status: data.status };
}

describe('an admin posts a job; a visitor finds it, applies with a resume; the admin reviews the application', () => {
  let app: RunningApp;
  let browser: Browser;
  let visitor: Page;
  let admin: Page;
  let visitorProblems: string[];
  let adminProblems: string[];
  let files: string;
  let resumePath: string;
  before(async () => {
    // The journey fills the application faster than a person could, which the spam guard would take for a bot.
    // It is a company's first openings, counted and filtered exactly: without the first run's sample jobs.
    app = await startApp({ SEED_DEMO_CONTENT: 'false', FORM_MIN_FILL_SECONDS: '0' });
    files = await mkdtemp(path.join(tmpdir(), 'finmesh-e2e-resume-'));
    resumePath = path.join(files, RESUME_NAME);
    await writeFile(resumePath, RESUME_PDF);
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
    if (files) await rm(files, { recursive: true, force: true });
  });

  it('registers the first admin', async () => {
    await registerFirstAdmin(admin, app, ADMIN);
  });

  it('posts another open job and a draft through the REST API', async () => {
    const token = await admin.evaluate(() => localStorage.getItem('adminToken'));
    assert.ok(token, 'the admin is signed in');
    assert.deepEqual(await postJob(app, token, { ...OTHER, status: 'Active', description: ['Build the matching engine that pairs borrowers with lenders.'] }), { slug: OTHER.slug, status: 'Active' });
    assert.deepEqual(await postJob(app, token, { ...DRAFT, status: 'Draft', description: ['Run M&A mandates from teaser to close.'] }), { slug: DRAFT.slug, status: 'Draft' });
  });

  it('creates a job from the back office and is taken back to the list a second later', async () => {
    await admin.goto(`${app.url}/admin/careers`);
    await admin.getByRole('link', { name: 'New Job' }).click();
    await admin.waitForURL(`${app.url}/admin/careers/new`);
    await admin.getByRole('heading', { name: 'New Job', level: 1 }).waitFor();

    await admin.getByRole('textbox', { name: /^Title/ }).fill(JOB.title);
    await admin.getByRole('textbox', { name: /^Location/ }).fill(JOB.location);
    await admin.getByRole('combobox', { name: /^Role/ }).selectOption(JOB.role);
    await admin.getByRole('combobox', { name: /^Status/ }).selectOption('Active');
    await admin.getByRole('combobox', { name: /^Job type/ }).selectOption(JOB.jobType);
    await admin.getByRole('textbox', { name: /^Pay/ }).fill(JOB.pay);
    await admin.getByRole('textbox', { name: /^Expected hours/ }).fill(JOB.expectedHours);
    await admin.getByRole('textbox', { name: /^Schedule/ }).fill(JOB.schedule);
    await admin.getByLabel(/^Start date/).fill(JOB.startDate);
    await admin.getByRole('textbox', { name: /^Education/ }).fill(JOB.education);
    await admin.getByRole('textbox', { name: 'Description 1 (required)' }).fill(JOB.description);
    await admin.getByRole('textbox', { name: 'Experience 1 (required)' }).fill(JOB.experience);
    await admin.getByRole('textbox', { name: 'Benefits 1 (required)' }).fill(JOB.benefit);
    const [created] = await Promise.all([
      admin.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('CreateJob') === true),
      admin.getByRole('button', { name: 'Create Job' }).click(),
    ]);
    const savedAt = Date.now();
    assert.equal(created.status(), 200);
    await admin.getByText('Job created successfully').waitFor();
    assert.equal(admin.url(), `${app.url}/admin/careers/new`, 'the form stays a moment with the message');
    await admin.waitForURL(`${app.url}/admin/careers`);
    const redirectMs = Date.now() - savedAt;
    assert.ok(redirectMs >= 800 && redirectMs < 3000, `back to the list about a second later (after ${redirectMs} ms)`);

    await admin.getByText('3 jobs', { exact: true }).waitFor();
    const row = admin.getByRole('row', { name: new RegExp(JOB.title) });
    await row.getByText('Active', { exact: true }).waitFor();
    assert.ok(await row.getByText(JOB.location).isVisible());
    assert.ok(await row.getByText(JOB.jobType).isVisible());
    await admin.getByRole('row', { name: new RegExp(DRAFT.title) }).getByText('Draft', { exact: true }).waitFor();
  });

  it('lists the open jobs on /careers, never the draft, and filters them by location and role', async () => {
    await visitor.goto(`${app.url}/careers`);
    const openings = visitor.getByRole('region', { name: 'Current Openings' });
    const filters = openings.getByRole('search', { name: 'Current Openings' });
    const count = filters.getByRole('status');
    const card = (title: string) => openings.getByRole('heading', { name: title, level: 3 });
    await count.filter({ hasText: '2 openings' }).waitFor();
    assert.ok(await card(JOB.title).isVisible());
    assert.ok(await card(OTHER.title).isVisible());
    assert.equal(await card(DRAFT.title).count(), 0, 'the draft is not listed');

    const location = filters.getByRole('combobox', { name: 'Location' });
    const role = filters.getByRole('combobox', { name: 'Role' });
    assert.deepEqual(await location.locator('option').allTextContents(), ['All locations', JOB.location, OTHER.location], 'the draft’s location is not offered');
    assert.deepEqual(await role.locator('option').allTextContents(), ['All roles', OTHER.role, JOB.role]);

    await location.selectOption(JOB.location);
    await count.filter({ hasText: '1 of 2 openings' }).waitFor();
    assert.equal(new URL(visitor.url()).searchParams.get('location'), JOB.location);
    assert.ok(await card(JOB.title).isVisible());
    assert.equal(await card(OTHER.title).count(), 0);

    await role.selectOption(OTHER.role);
    await openings.getByText('No jobs found matching your criteria.').waitFor();
    assert.ok(await openings.getByText('Open jobs: 2 · Matching your filters: 0').isVisible());
    assert.equal(await count.textContent(), '0 of 2 openings');
    assert.deepEqual(Object.fromEntries(new URL(visitor.url()).searchParams), { location: JOB.location, role: OTHER.role });

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await count.filter({ hasText: /^2 openings$/ }).waitFor();
    assert.equal(new URL(visitor.url()).search, '');

    await role.selectOption(OTHER.role);
    await count.filter({ hasText: '1 of 2 openings' }).waitFor();
    assert.equal(new URL(visitor.url()).searchParams.get('role'), OTHER.role);
    assert.ok(await card(OTHER.title).isVisible());
    assert.equal(await card(JOB.title).count(), 0);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await count.filter({ hasText: /^2 openings$/ }).waitFor();
  });

  it('opens the job’s own page, with its title and JobPosting data in the HTML the server sends', async () => {
    // The link reads "More"; its accessible name adds the job's title.
    await visitor.getByRole('link', { name: `More about ${JOB.title}`, exact: true }).click();
    await visitor.waitForURL(`${app.url}/careers/${JOB.slug}`);
    await visitor.getByRole('heading', { name: JOB.title, level: 1 }).waitFor();
    await visitor.getByRole('heading', { name: 'Job Details', level: 2 }).waitFor();
    assert.equal(await visitor.title(), `${JOB.title} | Careers at Finmesh`);
    const details = visitor.getByRole('complementary', { name: 'Job Details' });
    for (const value of [JOB.pay, JOB.education, JOB.startDate, JOB.schedule]) assert.ok(await details.getByText(value, { exact: true }).isVisible(), `${value} is in the details`);

    const response = await fetch(`${app.url}/careers/${JOB.slug}`);
    assert.equal(response.status, 200);
    const html = await response.text();
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    assert.ok(block, 'the page carries structured data');
    const posting = JSON.parse(block) as Record<string, unknown> & { hiringOrganization: { name: string; sameAs: string }; jobLocation: { address: { addressLocality: string } } };
    assert.equal(posting['@type'], 'JobPosting');
    assert.equal(posting.title, JOB.title);
    assert.match(String(posting.datePosted), /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(posting.hiringOrganization.name, 'the hiring organization is named');
    assert.equal(posting.hiringOrganization.sameAs, app.url);
    assert.equal(posting.jobLocation.address.addressLocality, JOB.location);
    assert.deepEqual(posting.employmentType, ['FULL_TIME']);
    assert.equal(posting.url, `${app.url}/careers/${JOB.slug}`);
    assert.match(html, new RegExp(`<title>${JOB.title} \\| Careers at Finmesh</title>`));
  });

  it('keeps the draft out of the sitemap, the careers page’s HTML and the public API, and answers 404 for its page', async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    assert.ok(sitemap.includes(`<loc>${app.url}/careers/${JOB.slug}</loc>`), sitemap);
    assert.ok(sitemap.includes(`<loc>${app.url}/careers/${OTHER.slug}</loc>`), sitemap);
    assert.ok(!sitemap.includes(DRAFT.slug), 'the draft is not in the sitemap');

    const careers = await (await fetch(`${app.url}/careers`)).text();
    assert.ok(careers.includes(JOB.title) && careers.includes(OTHER.title), 'the careers page comes rendered with the open jobs');
    assert.ok(!careers.includes(DRAFT.title), 'and without the draft');
    const listed = (await (await fetch(`${app.url}/api/jobs`)).json()) as { data: { title: string }[] };
    assert.deepEqual(listed.data.map((job) => job.title).sort(), [OTHER.title, JOB.title].sort());

    const draft = await fetch(`${app.url}/careers/${DRAFT.slug}`);
    assert.equal(draft.status, 404);
    const html = await draft.text();
    assert.ok(html.includes('This role is no longer open'));
    assert.ok(!html.includes(DRAFT.title), 'nothing of the draft shows');
  });

  it('closes the application form back to the list of openings, as the visitor left it', async () => {
    await visitor.goto(`${app.url}/careers?location=${JOB.location}`);
    await visitor.getByRole('link', { name: `More about ${JOB.title}`, exact: true }).click();
    await visitor.getByRole('heading', { name: JOB.title, level: 1 }).waitFor();
    await visitor.getByRole('link', { name: 'Apply for this job' }).first().click();
    const dialog = visitor.getByRole('dialog', { name: 'Apply for this job' });
    await dialog.getByRole('textbox', { name: /^First name/ }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await visitor.waitForURL(`${app.url}/careers?location=${JOB.location}#openings`);
    const openings = visitor.getByRole('region', { name: 'Current Openings' });
    await openings.getByRole('search', { name: 'Current Openings' }).getByRole('status').filter({ hasText: '1 of 2 openings' }).waitFor();
    assert.equal(await openings.getByRole('combobox', { name: 'Location' }).inputValue(), JOB.location);
  });

  it('applies with a resume; the modal closes itself about 5 s later and the visitor is back at the openings', async () => {
    await visitor.goto(`${app.url}/careers/${JOB.slug}`);
    await visitor.getByRole('link', { name: 'Apply for this job' }).first().click();
    const dialog = visitor.getByRole('dialog', { name: 'Apply for this job' });
    // The position shows under the title (and names the form's fieldset for screen readers).
    await dialog.getByText(JOB.title).first().waitFor();
    await fillApplication(dialog, { ...CANDIDATE, coverNote: COVER_NOTE }, resumePath);
    await dialog.getByRole('listitem').filter({ hasText: RESUME_NAME }).waitFor();
    const [sent] = await Promise.all([
      // The application and its resume go as one multipart GraphQL request.
      visitor.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().headers()['content-type']?.startsWith('multipart/form-data') === true),
      dialog.getByRole('button', { name: 'Submit Application' }).click(),
    ]);
    const sentAt = Date.now();
    assert.equal(sent.status(), 200);
    await dialog.getByText('Your application has been submitted successfully!').waitFor();
    await visitor.waitForURL(`${app.url}/careers#openings`, { timeout: 10_000 });
    const closedMs = Date.now() - sentAt;
    assert.ok(closedMs >= 4500 && closedMs < 7500, `the modal closed itself about 5 s later (after ${closedMs} ms)`);
    await dialog.waitFor({ state: 'hidden' });
    await visitor.getByRole('heading', { name: 'Careers', level: 1 }).waitFor();
  });

  it('shows the application to the admin: cover letter, resume behind a signed link, and a status that sticks', async () => {
    await admin.goto(`${app.url}/admin/careers`);
    await admin.getByRole('tab', { name: 'Applications' }).click();
    await admin.waitForURL(`${app.url}/admin/careers?tab=applications`);
    const row = admin.getByRole('row').filter({ hasText: CANDIDATE.email });
    await row.getByRole('cell', { name: CANDIDATE.name, exact: true }).waitFor();
    assert.equal(await row.getByRole('link', { name: CANDIDATE.email }).getAttribute('href'), `mailto:${CANDIDATE.email}`);
    assert.ok(await row.getByRole('cell', { name: JOB.title, exact: true }).isVisible(), 'the position is the job applied for');

    await row.getByRole('button', { name: 'Cover Letter' }).click();
    const letter = admin.getByRole('dialog', { name: 'Cover Letter' });
    await letter.getByText(COVER_NOTE).waitFor();
    assert.ok(await letter.getByText(`${CANDIDATE.name} · ${JOB.title}`).isVisible());
    await letter.getByRole('button', { name: 'Close' }).click();
    await letter.waitFor({ state: 'hidden' });

    // The button asks for a fresh signed link and goes to it; the file comes as a download.
    const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: 'View Resume' }).click()]);
    assert.equal(download.suggestedFilename(), RESUME_NAME);
    assert.deepEqual(await readFile(await download.path()), RESUME_PDF);
    const link = new URL(download.url());
    assert.match(link.pathname, /^\/uploads\//);
    const expiresIn = Number(link.searchParams.get('expires')) * 1000 - Date.now();
    assert.ok(expiresIn > 0 && expiresIn <= 10 * 60_000, `the link is short-lived (${expiresIn} ms left)`);

    const direct = await fetch(link);
    assert.equal(direct.status, 200);
    assert.equal(direct.headers.get('content-type'), 'application/pdf');
    assert.deepEqual(Buffer.from(await direct.arrayBuffer()), RESUME_PDF);

    const tampered = new URL(link);
    const signature = link.searchParams.get('signature') ?? '';
    tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    const refused = await fetch(tampered);
    assert.ok([403, 404].includes(refused.status), `a tampered link is refused (${refused.status})`);
    assert.ok(!Buffer.from(await refused.arrayBuffer()).includes(RESUME_PDF), 'and serves nothing of the file');

    const status = row.getByRole('combobox', { name: `Status of ${CANDIDATE.name}'s application` });
    assert.equal(await status.inputValue(), 'new');
    await status.selectOption('reviewed');
    await admin.getByText('Application status updated successfully').waitFor();
    await admin.reload();
    await row.waitFor();
    assert.equal(await status.inputValue(), 'reviewed', 'the status sticks');
  });

  it('shows the applications as cards on a phone: nothing scrolls sideways at 375 px (issue P19)', async () => {
    await admin.setViewportSize({ width: 375, height: 812 });
    const cards = admin.getByRole('list', { name: 'Applications' });
    const card = cards.getByRole('listitem').filter({ hasText: CANDIDATE.email });
    await card.getByText(CANDIDATE.name, { exact: true }).waitFor();
    assert.equal(await admin.getByRole('table', { name: 'Applications' }).count(), 0, 'no table to scroll');
    assert.equal(await card.getByRole('combobox', { name: `Status of ${CANDIDATE.name}'s application` }).inputValue(), 'reviewed');
    assert.ok(await card.getByRole('button', { name: 'View Resume' }).isVisible());
    assert.ok((await admin.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling at 375px');
    await admin.screenshot({ path: path.join(ARTIFACTS, 'admin-applications-375.png'), fullPage: true, animations: 'disabled' });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await admin.getByRole('table', { name: 'Applications' }).waitFor();
    await admin.screenshot({ path: path.join(ARTIFACTS, 'admin-applications-1440.png'), fullPage: true, animations: 'disabled' });
  });

  it('shows no console errors on the way', () => {
    assert.deepEqual([...visitorProblems, ...adminProblems], []);
  });
});
