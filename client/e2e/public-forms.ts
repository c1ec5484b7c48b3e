/**
 * The public forms as a visitor fills them, and what the back office stored of them: the steps the
 * journeys share (careers, no-script, origins), with scripts or without (the same fields either way).
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** A small but real PDF: the server looks at what a file contains, not at its name. */
export const RESUME_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** Two weeks ahead at 10:30, as a `datetime-local` field takes it. */
export function meetingValue(): string {
  const day = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:30`;
}

/** Signs `address` up from the page's footer (Enter in the field sends it). */
export async function signUpForNewsletter(page: Page, address: string): Promise<void> {
  const field = page.getByRole('form', { name: 'Newsletter signup' }).getByRole('textbox', { name: 'Email address' });
  await field.fill(address);
  await field.press('Enter');
}

/** Fills the Contact page's form (India, a Borrower unless `role` says), not sending it. */
export async function fillContactForm(form: Locator, visitor: Person, message: string, { role = 'Borrower', phone = '98450 12345' } = {}): Promise<void> {
  await form.getByRole('textbox', { name: /^First name/ }).fill(visitor.firstName);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(visitor.lastName);
  await form.getByRole('textbox', { name: /^Work email/ }).fill(visitor.email);
  await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
  await form.getByRole('textbox', { name: /^Phone number/ }).fill(phone);
  await form.getByRole('combobox', { name: /^I am a/ }).selectOption(role);
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
}

/** Fills and sends the Services page's message form ("Talk to us", in its overlay or on its own page). */
export async function sendServicesForm(form: Locator, visitor: Person, message: string): Promise<void> {
  await form.getByRole('textbox', { name: /^First name/ }).fill(visitor.firstName);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(visitor.lastName);
  await form.getByRole('textbox', { name: /^Work email/ }).fill(visitor.email);
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
  await form.getByRole('button', { name: /^Send/ }).click();
}

/** Fills and sends the demo request (in its overlay or on its own page) for two weeks ahead at 10:30; answers the time asked for. */
export async function sendDemoForm(form: Locator, visitor: Person, message: string): Promise<string> {
  const meeting = meetingValue();
  await form.getByRole('textbox', { name: /^First name/ }).fill(visitor.firstName);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(visitor.lastName);
  await form.getByRole('textbox', { name: /^Work email/ }).fill(visitor.email);
  await form.getByLabel(/^Preferred date and time/).fill(meeting);
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
  await form.getByRole('button', { name: 'Request demo' }).click();
  return meeting;
}

export interface Applicant extends Person {
  phone: string;
  coverNote: string;
}

/** Fills a job's application (in its dialog or on its own page) with `resume` (a path, or a file's name, type and bytes), not sending it. */
export async function fillApplication(form: Locator, applicant: Applicant, resume: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await form.getByRole('textbox', { name: /^First name/ }).fill(applicant.firstName);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(applicant.lastName);
  await form.getByRole('textbox', { name: /^Email/ }).fill(applicant.email);
  await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'India (+91)' });
  await form.getByRole('textbox', { name: /^Phone number/ }).fill(applicant.phone);
  await form.getByRole('textbox', { name: /^Cover note/ }).fill(applicant.coverNote);
  await form.locator('input[type="file"]').setInputFiles(resume);
}

/** The back office's REST API of the app at `app.url`, as `admin`: the first admin account, created by the first call and signed in to after. */
export async function adminApi(app: { url: string }, admin: { username: string; password: string }) {
  const signIn = async (route: string) => {
    const response = await fetch(`${app.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    return response.ok ? ((await response.json()) as { token: string }).token : null;
  };
  const token = (await signIn('/api/admin/login')) ?? (await signIn('/api/admin/create-admin'));
  assert.ok(token, 'an admin can sign in');
  const call = async <T,>(route: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${app.url}${route}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
    assert.ok(response.ok, `${route}: ${response.status} ${await response.clone().text()}`);
    return (await response.json()) as T;
  };
  return {
    // The subscribers' list is `data.data`, as the spec's screen reads it.
    list: <T,>(route: string) => call<{ data: T[] | { data: T[] } }>(route).then((page) => (Array.isArray(page.data) ? page.data : page.data.data)),
    /** How many records each public form has stored (spam included). */
    async stored() {
      const total = async (route: string) => {
        type Page = { total?: number; data: { total?: number } };
        const count = (page: Page) => page.total ?? page.data.total ?? 0;
        const [kept, held] = await Promise.all([call<Page>(route), call<Page>(`${route}${route.includes('?') ? '&' : '?'}status=spam`)]);
        return count(kept) + count(held);
      };
      const [contacts, demos, applications, subscribers] = await Promise.all([
        total('/api/contact/admin/contact-submissions'),
        total('/api/admin/demo-requests'),
        total('/api/career/applications'),
        total('/api/subscriptions'),
      ]);
      return { contacts, demos, applications, subscribers };
    },
    async postJob(title: string): Promise<{ id: string; slug: string }> {
      const { data } = await call<{ data: { id: string; slug: string } }>('/api/jobs', { method: 'POST', body: JSON.stringify({ title, status: 'Active', description: ['Underwrite SME credit.'] }) });
      return data;
    },
  };
}
