import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACCEPTED_ADDRESSES, REFUSED_ADDRESSES } from '../../server/src/test/addresses.ts';
import { useAppAndBrowser, visitorPage, type RunningApp } from './support.ts';

/**
 * Issue P17: the UASG table of addresses through the plain form posts of every public form (the
 * way a visitor's browser sends them without scripts: the form's own checks, then its mutation in
 * the server), and typed into the real form in Chromium. REST and GraphQL walk the same table in
 * server/src/security/addresses.test.ts.
 */

/** A small but real PDF, for the application's resume. */
const RESUME = Buffer.from(['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n'), 'latin1');

/** Two weeks ahead at 10:30, as a `datetime-local` field takes it. */
function meetingValue(): string {
  const day = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  return `${day.toISOString().slice(0, 10)}T10:30`;
}

interface PostedForm {
  name: string;
  /** The address list the form's records are read back from (the spam guard's holdings included). */
  list: string;
  invalid: string;
  post(app: RunningApp, email: string, jobId: string): Promise<Response>;
}

const PERSON = { firstName: 'Asha', lastName: 'Rao', country: 'IN' };
const fields = (app: RunningApp, form: string, values: Record<string, string>) =>
  fetch(`${app.url}/forms/${form}`, { method: 'POST', redirect: 'manual', headers: { origin: app.url, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(values).toString() });

const FORMS: PostedForm[] = [
  { name: 'newsletter', list: '/api/subscriptions', invalid: 'Please enter a valid email address', post: (app, email) => fields(app, 'newsletter', { email, website: '' }) },
  {
    name: 'contact',
    list: '/api/contact/admin/contact-submissions',
    invalid: 'Please enter a valid email address',
    post: (app, email) => fields(app, 'contact', { ...PERSON, email, phoneNumber: '9845012345', role: 'Investor', message: 'We are raising working capital.', website: '' }),
  },
  {
    name: 'services',
    list: '/api/contact/admin/contact-submissions',
    invalid: 'Please enter a valid email address',
    post: (app, email) => fields(app, 'services', { ...PERSON, email, phoneNumber: '9845012345', role: 'Equity', message: 'Tell us about your equity desk.', website: '' }),
  },
  {
    name: 'demo',
    list: '/api/admin/demo-requests',
    invalid: 'Please enter a valid email address',
    post: (app, email) => fields(app, 'demo', { firstName: 'Asha', lastName: 'Rao', email, meetingDate: meetingValue(), message: 'A walkthrough, please.', website: '' }),
  },
  {
    name: 'application',
    list: '/api/career/applications',
    invalid: 'Please enter a valid email',
    post: (app, email, jobId) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...PERSON, email, phone: '9845012345', coverNote: 'Six years of payments.', website: '' })) form.append(name, value);
      form.append('resumes', new Blob([RESUME], { type: 'application/pdf' }), 'cv.pdf');
      return fetch(`${app.url}/forms/application?job=${jobId}&position=Credit+Analyst`, { method: 'POST', redirect: 'manual', headers: { origin: app.url }, body: form });
    },
  },
];

/** The back office's REST API as the suite's admin (the first admin, made by the first call). */
async function backOffice(app: RunningApp) {
  const signIn = async (route: string) => {
    const response = await fetch(`${app.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'address.desk', password: 'Str0ng!pass-phrase' }) });
    return response.ok ? ((await response.json()) as { token: string }).token : null;
  };
  const token = (await signIn('/api/admin/login')) ?? (await signIn('/api/admin/create-admin'));
  const call = async <T,>(route: string, body?: object): Promise<T> => {
    const answer = await fetch(`${app.url}${route}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    assert.ok(answer.ok, `${route}: ${answer.status}`);
    return (await answer.json()) as T;
  };
  return {
    /** An open job, by the id its application form takes. */
    async openJob(): Promise<string> {
      const { data } = await call<{ data: { id: string } }>('/api/jobs', { title: 'Credit Analyst', status: 'Active', description: ['Underwrite SME credit.'] });
      return Buffer.from(`Job:${data.id}`).toString('base64url');
    },
    /** Every address a list holds, the spam guard's holdings included, sorted. */
    async addresses(route: string): Promise<string[]> {
      type Page = { data: { email: string }[] | { data: { email: string }[] } };
      const rows = (page: Page) => (Array.isArray(page.data) ? page.data : page.data.data);
      const [kept, held] = await Promise.all([call<Page>(`${route}?limit=100`), call<Page>(`${route}?limit=100&status=spam`)]);
      return [...rows(kept), ...rows(held)].map((row) => row.email).sort();
    },
  };
}

describe('the UASG addresses through every public form\u2019s plain post', () => {
  const env = useAppAndBrowser({ PUBLIC_FORM_RATE_LIMIT: '100000', FORM_MIN_FILL_SECONDS: '0' });

  it('takes every real address, stored in its normal form, and refuses every other with the form\u2019s message', async () => {
    const admin = await backOffice(env.app);
    const jobId = await admin.openJob();
    const stored = new Map<string, string[]>();
    for (const form of FORMS) {
      const unique = form.name === 'newsletter' ? ACCEPTED_ADDRESSES.filter((address, index) => ACCEPTED_ADDRESSES.findIndex((other) => other.stored === address.stored) === index) : ACCEPTED_ADDRESSES;
      for (const address of unique) {
        const answer = await form.post(env.app, address.typed, jobId);
        assert.equal(answer.status, 303, `${form.name}: ${address.typed} (${address.why}): ${answer.status} ${await answer.text()}`);
        // A newsletter sign-up waits for its confirmation (double opt-in, on by default): its thanks say so.
        assert.equal(answer.headers.get('location'), `/forms/${form.name}?sent=${form.name === 'newsletter' ? 'confirming' : '1'}`);
      }
      stored.set(form.list, [...(stored.get(form.list) ?? []), ...unique.map((address) => address.stored)]);
      for (const address of REFUSED_ADDRESSES) {
        // A lone surrogate cannot travel in a form post (it arrives as U+FFFD): refused as that, as any broken address.
        const answer = await form.post(env.app, address.typed, jobId);
        const page = await answer.text();
        assert.equal(answer.status, 400, `${form.name}: ${JSON.stringify(address.typed)} (${address.why})`);
        assert.ok(page.includes(form.invalid), `${form.name}: ${JSON.stringify(address.typed)} is answered with "${form.invalid}"`);
      }
    }
    for (const [list, addresses] of stored) assert.deepEqual(await admin.addresses(list), addresses.sort(), list);
  });

  it('takes an internationalised address typed into the real form, with scripts and without', async () => {
    const admin = await backOffice(env.app);
    for (const javaScriptEnabled of [true, false]) {
      const page = await visitorPage(env.browser, { javaScriptEnabled, viewport: { width: 1440, height: 900 } });
      // Chromium's email field sends an IDN domain after an ASCII local part as A-labels: the server stores the address they spell.
      const [typed, stored] = javaScriptEnabled ? ['Jürgen.Weiß@Bücher.example', 'jürgen.weiß@bücher.example'] : ['Ua-Desk@普遍接受-测试.世界', 'ua-desk@普遍接受-测试.世界'];
      await page.goto(`${env.app.url}/about`);
      const signup = page.getByRole('form', { name: 'Newsletter signup' });
      await signup.getByRole('textbox', { name: 'Email address' }).pressSequentially(typed);
      await signup.getByRole('textbox', { name: 'Email address' }).press('Enter');
      if (javaScriptEnabled) await page.getByText('Successfully subscribed to our newsletter!').first().waitFor();
      else await page.waitForURL(`${env.app.url}/forms/newsletter?sent=confirming`);
      assert.ok((await admin.addresses('/api/subscriptions')).includes(stored), `${typed} is stored as ${stored}`);
      await page.context().close();
    }
  });
});
