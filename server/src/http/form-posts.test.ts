import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESUME_BYTES } from '../rules/careers.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { writeBuiltClient } from '../test/built-client.js';
import { PDF } from '../test/files.js';

/**
 * Issue P16: the public forms as plain posts to their pages. What the server reads of a post and
 * hands the client's renderer (which checks, sends and answers: client/src/public/form-pages/formPosts.ts,
 * and e2e/no-script.e2e.ts against the real one).
 */
let t: TestApp;
let clientDir: string;
const SITE = 'https://www.finmesh.example';
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
  await writeBuiltClient(clientDir);
  t = await createTestApp({ env: { CLIENT_DIR: clientDir, PUBLIC_URL: SITE } });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

/** What the miniature renderer says reached it. */
const received = (body: string) => JSON.parse(body.slice(body.indexOf('{'))) as { fields: [string, string][]; files: { filename: string; mimetype: string; size: number }[]; refused?: { path: string; message: string } };

/** A form-encoded post of `payload` to `url`, from `origin` (the site's own by default). */
const postFields = (url: string, payload: string, origin = SITE) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, payload });

function multipart(parts: { name: string; filename?: string; type?: string; content: string | Buffer }[]) {
  const boundary = 'finmesh-form-boundary';
  const chunks = parts.flatMap(({ name, filename, type, content }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: SITE }, payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
}

describe('a form posted to its page', () => {
  it('hands the renderer the fields as sent, and answers with its page, never cached', async () => {
    const response = await postFields('/forms/contact', 'firstName=Asha&message=Line+one%0D%0ALine+two&newsletter=on&newsletter=again');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('Form post to /forms/contact:');
    expect(received(response.body).fields).toEqual([
      ['firstName', 'Asha'],
      ['message', 'Line one\r\nLine two'],
      ['newsletter', 'on'],
      ['newsletter', 'again'],
    ]);
  });

  it('sends the browser on (303) to the thanks once the renderer says the form is stored', async () => {
    const response = await postFields('/forms/contact', 'firstName=Asha&stored=yes');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forms/contact?sent=1');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('takes the longest message a form allows, in a script whose every letter is nine bytes once encoded', async () => {
    const message = 'क'.repeat(5000);
    const response = await postFields('/forms/contact', new URLSearchParams({ firstName: 'Asha', message }).toString());
    expect(response.statusCode).toBe(200);
    expect(received(response.body).fields).toEqual([
      ['firstName', 'Asha'],
      ['message', message],
    ]);
  });

  it('hands over an application\'s files as uploads, its query kept, and leaves out an empty file field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/application?job=abc&position=Credit+Analyst',
      ...multipart([
        { name: 'firstName', content: 'Neel' },
        { name: 'resumes', filename: 'cv.pdf', type: 'application/pdf', content: PDF },
        { name: 'resumes', filename: '', type: 'application/octet-stream', content: '' },
        { name: 'photo', filename: 'me.png', type: 'image/png', content: 'not asked for' },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Form post to /forms/application?job=abc&position=Credit+Analyst:');
    expect(received(response.body)).toEqual({ fields: [['firstName', 'Neel']], files: [{ filename: 'cv.pdf', mimetype: 'application/pdf', size: PDF.length }] });
  });

  it('says a file over the size limit was refused, against the resumes field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/application',
      ...multipart([
        { name: 'firstName', content: 'Neel' },
        { name: 'resumes', filename: 'huge.pdf', type: 'application/pdf', content: Buffer.alloc(MAX_RESUME_BYTES + 1, 0x20) },
        { name: 'subscribe', content: 'on' },
      ]),
    });
    expect(response.statusCode).toBe(413);
    // The fields after the file are still read, so the form comes back as it was sent.
    expect(received(response.body)).toEqual({
      fields: [
        ['firstName', 'Neel'],
        ['subscribe', 'on'],
      ],
      files: [],
      refused: { path: 'resumes', message: 'Each file must be 5 MB or smaller' },
    });
  });

  it('refuses (413) a post with more fields than its form has, before the renderer sees it', async () => {
    // The miniature renderer's forms take 20 fields, as a real one takes a form's own and a few more.
    const withinLimit = await postFields('/forms/newsletter', Array.from({ length: 20 }, (_, index) => `f${index}=x`).join('&'));
    expect(withinLimit.statusCode).toBe(200);
    expect(received(withinLimit.body).fields).toHaveLength(20);

    // The body that held the server for 2.8 s: 21,800 repeats of one field.
    for (const payload of ['a=&'.repeat(21_800), Array.from({ length: 21 }, (_, index) => `f${index}=x`).join('&')]) {
      const response = await postFields('/forms/newsletter', payload);
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('Your form could not be read');
      expect(response.body).toContain('The form was sent with more fields than it has, so it was not read. Please go back to the form on our website and send it again.');
      expect(response.body).not.toContain('Form post');
    }
  });

  it('refuses (413) a multipart post with more fields than its form has', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/application',
      ...multipart(Array.from({ length: 21 }, (_, index) => ({ name: `f${index}`, content: 'x' }))),
    });
    expect(response.statusCode).toBe(413);
    expect(response.body).toContain('The form was sent with more fields than it has');
    expect(response.body).not.toContain('Form post');
  });

  it('is refused (403) from another website before anything is read', async () => {
    const response = await postFields('/forms/newsletter', 'email=asha%40example.com', 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Form post');
  });
});

describe('a form posted while no built client is served', () => {
  let bare: TestApp;
  beforeAll(async () => {
    // The test app's default: CLIENT_DIR points nowhere, so there is no renderer to check the form.
    bare = await createTestApp({ env: { PUBLIC_URL: SITE } });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('is answered 503 with a page that says the forms cannot be sent yet, and when to try again', async () => {
    for (const [form, headers, payload] of [
      ['contact', { 'content-type': 'application/x-www-form-urlencoded', origin: SITE }, 'firstName=Asha'],
      ['application', multipart([{ name: 'firstName', content: 'Asha' }]).headers, multipart([{ name: 'firstName', content: 'Asha' }]).payload],
    ] as const) {
      const response = await bare.app.inject({ method: 'POST', url: `/forms/${form}`, headers, payload });
      expect(response.statusCode, form).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toContain('<title>Your form could not be sent yet | Finmesh</title>');
      expect(response.body).toContain('Our forms cannot be sent right now. Please try again in a few minutes.');
    }
  });

  it('is still refused (403) from another website', async () => {
    const response = await bare.app.inject({ method: 'POST', url: '/forms/newsletter', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'email=asha%40example.com' });
    expect(response.statusCode).toBe(403);
  });
});
