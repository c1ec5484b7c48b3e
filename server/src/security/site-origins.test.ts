import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { graphqlApplication, postActiveJob, restApplication } from '../test/applications.js';
import { writeBuiltClient } from '../test/built-client.js';
import { PDF } from '../test/files.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_CONTACT } from '../test/payloads.js';

/**
 * Issue P19 §1: with no PUBLIC_URL (a newcomer's `npm start`), the site is this machine's at
 * whichever loopback name its visitor typed; with PUBLIC_URL, that origin and ALLOWED_ORIGINS.
 * Every other origin's form posts are still refused.
 */

/** What a browser's form post sends beside its origin: a navigation, which shows the answer as a page. */
const BROWSER_FORM = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const formEncoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('with no PUBLIC_URL: the loopback names of the port are one site', () => {
  // The miniature built client answers the plain posts of /forms/* (it echoes what reached it).
  const clientDir = path.join(tmpdir(), `finmesh-site-origins-${randomUUID()}`);
  beforeAll(() => writeBuiltClient(clientDir));
  afterAll(() => rm(clientDir, { recursive: true, force: true }));
  const t = useTestApp({ admin: true, env: { PORT: '3000', CLIENT_DIR: clientDir, NEWSLETTER_DOUBLE_OPT_IN: 'true' } });

  const LOOPBACK = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
  /** Other addresses of the same server: another port of this machine, its network address, a name pointed at it (DNS rebinding). */
  const ELSEWHERE = ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://192.168.1.20:3000', 'http://rebound.evil.example:3000', 'https://localhost:3000'];
  const post = (url: string, origin: string, payload: string | Buffer, type = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': type, origin, host: new URL(origin).host, ...BROWSER_FORM, ...headers }, payload });

  it('takes the contact form, as a plain post to its page and to the API, from each loopback name', async () => {
    for (const [index, origin] of LOOPBACK.entries()) {
      const page = await post('/forms/contact', origin, formEncoded({ firstName: 'Asha' }));
      expect(page.statusCode, origin).toBe(200);
      expect(page.body, origin).toContain('Form post to /forms/contact:');
      expect((await post('/api/contact', origin, formEncoded({ ...VALID_CONTACT, email: `asha.${index}@example.com` }))).statusCode, origin).toBe(201);
    }
    expect(await t.orm.em.fork().count(ContactSubmissionEntity)).toBe(LOOPBACK.length);
  });

  it('takes the application with its resume, through REST and GraphQL multipart, from each loopback name', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    for (const origin of LOOPBACK) {
      for (const request of [restApplication(jobId, [{ filename: 'cv.pdf', content: PDF }]), graphqlApplication(jobId, [{ filename: 'cv.pdf', content: PDF }])]) {
        const response = await t.app.inject({ method: 'POST', url: request.url, headers: { ...request.headers, origin }, payload: request.payload });
        expect(response.statusCode, `${request.url} from ${origin}`).toBe(request.url === '/graphql' ? 200 : 201);
        if (request.url === '/graphql') expect(response.json(), origin).toMatchObject({ data: { applyForJob: { success: true } } });
      }
    }
    expect(await t.orm.em.fork().count(JobApplicationEntity)).toBe(2 * LOOPBACK.length);
  });

  it('takes the newsletter confirmation and unsubscribe buttons, the links the emails give (http://localhost:3000)', async () => {
    // Sent from a page at 127.0.0.1: that page is the proof of consent's source, as one at localhost would be.
    const subscribed = await t.app.inject({ method: 'POST', url: '/api/subscriptions/subscribe', payload: { email: 'meera@example.com' }, headers: { referer: 'http://127.0.0.1:3000/about' } });
    expect(subscribed.statusCode).toBe(201);
    expect((await t.orm.em.fork().findOneOrFail(SubscriberEntity, { email: 'meera@example.com' })).consentSource).toBe('/about');
    await t.settle();
    const mailOf = (kind: string) => t.orm.em.fork().findOneOrFail(MailMessageEntity, { kind }, { populate: ['content', 'headers'] });
    const confirm = new URL((await mailOf('newsletter_confirmation')).content?.action?.url ?? '');
    expect(confirm.origin).toBe('http://localhost:3000');
    // The page at the link posts its button back to the address it was opened at.
    const confirmed = await post(`${confirm.pathname}${confirm.search}`, 'http://127.0.0.1:3000', '');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');

    await t.settle();
    const unsubscribe = new URL((await mailOf('newsletter_welcome')).headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    expect(unsubscribe.origin).toBe('http://localhost:3000');
    const unsubscribed = await post(`${unsubscribe.pathname}${unsubscribe.search}`, 'http://localhost:3000', 'List-Unsubscribe=One-Click');
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('You are unsubscribed');
    expect((await t.orm.em.fork().findOneOrFail(SubscriberEntity, { email: 'meera@example.com' })).isActive).toBe(false);
  });

  it('refuses every other origin, whatever its Host says, with a page that links to http://localhost:3000', async () => {
    for (const origin of ELSEWHERE) {
      for (const url of ['/forms/contact', '/api/contact']) {
        const response = await post(url, origin, formEncoded(VALID_CONTACT));
        expect(response.statusCode, `${url} from ${origin}`).toBe(403);
        expect(response.headers['content-type'], origin).toBe('text/html; charset=utf-8');
        expect(response.body, origin).toContain('This form can only be sent from the pages of this site.');
        expect(response.body, origin).toContain('<a href="http://localhost:3000/">Go to the Finmesh website</a>');
      }
    }
    expect(await t.orm.em.fork().count(ContactSubmissionEntity)).toBe(0);
  });
});

describe('with PUBLIC_URL: its origin and ALLOWED_ORIGINS', () => {
  const t = useTestApp({ env: { PUBLIC_URL: 'https://www.finmesh.example', ALLOWED_ORIGINS: 'https://finmesh.example, https://partners.finmesh.example:8443' } });
  const postContact = (origin: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, payload: formEncoded({ ...VALID_CONTACT, email: `${randomUUID()}@example.com` }) });

  it('takes form posts from the site and each allowed origin', async () => {
    for (const origin of ['https://www.finmesh.example', 'https://finmesh.example', 'https://partners.finmesh.example:8443']) {
      expect((await postContact(origin)).statusCode, origin).toBe(201);
    }
  });

  it('refuses the loopback names, and origins near the allowed ones', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://finmesh.example', 'https://partners.finmesh.example', 'https://evil.finmesh.example']) {
      const response = await postContact(origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json(), origin).toMatchObject({ success: false, message: 'This form can only be sent from the pages of this site.' });
    }
    expect(await t.orm.em.fork().count(ContactSubmissionEntity)).toBe(0);
  });
});
