import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture.js';
import { applyByRest, graphqlApplication, postActiveJob, type TestRequest, type TestResume } from '../test/applications.js';
import { DOCX, PDF, docxWith, pdfOfSize } from '../test/files.js';
import { ApplicationFileEntity, JobApplicationEntity } from '../modules/careers/careers.entity.js';
import { APPLICATION_MESSAGES } from '../rules/careers.js';
import { MEDIA_MESSAGES } from '../rules/media.js';
import { MediaAssetEntity } from '../modules/media/media.entity.js';
import { graphqlMediaUpload, mediaUpload, pngBomb } from '../test/images.js';

/** Resumes are the files an attacker would aim at: what they hold, what they are called, how big. */
const t = useTestApp({ admin: true });

// The upload parser's temporary files go to os.tmpdir(): a folder of this file's own, so uploads
// made by test files running alongside are not counted as this file's leftovers.
process.env.TMPDIR = await mkdtemp(path.join(tmpdir(), 'finmesh-uploads-test-'));

// Over real HTTP: the upload parser removes its temporary files when the response closes, which
// an injected request never does.
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

async function overHttp(request: TestRequest): Promise<{ statusCode: number; body: unknown }> {
  const response = await fetch(`${origin}${request.url}`, { method: 'POST', headers: request.headers, body: new Uint8Array(request.payload) });
  return { statusCode: response.status, body: await response.json() };
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>', 'utf8');
const MEGABYTE = 1024 * 1024;

/** Everything a refused application could have left: rows, stored files, the upload parser's temporary files. */
async function leftovers() {
  const em = t.orm.em.fork();
  const stored = await readdir(path.join(t.config.dataDir, 'uploads', 'resumes')).catch(() => []);
  const temporary = (await readdir(tmpdir())).filter((name) => name.startsWith('capacitor-'));
  return { applications: await em.count(JobApplicationEntity), files: await em.count(ApplicationFileEntity), stored: stored.length, temporary: temporary.length };
}

async function expectRefused(resume: TestResume, message: string) {
  const jobId = await postActiveJob(t.app, t.admin);
  const before = await leftovers();
  const rest = await applyByRest(t.app, jobId, [resume]);
  expect(rest.statusCode).toBe(400);
  expect(rest.json()).toMatchObject({ success: false, errors: [{ path: 'resume', msg: message }] });
  const graphql = await overHttp(graphqlApplication(jobId, [resume]));
  expect(graphql.body).toMatchObject({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'resume' }] } }] });
  await expectNothingLeft(before);
}

/**
 * The upload parser deletes its temporary file once the response has closed, which on a busy
 * machine can come a moment after the client has read the answer: what matters is that it goes,
 * and that none is left from any upload this file made.
 */
async function expectNothingLeft(before: Awaited<ReturnType<typeof leftovers>>) {
  await expect.poll(leftovers, { timeout: 10_000, interval: 50 }).toEqual({ ...before, temporary: 0 });
}

describe('what a file holds', () => {
  it.each([
    ['an SVG with scripts behind a .pdf name', 'cv.pdf', SVG],
    ['an SVG with its own name', 'cv.svg', SVG],
    ['HTML behind a .txt name', 'cv.txt', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s through both APIs', async (_case, filename, content) => {
    // HTML and SVG are valid UTF-8, so a .txt name must not make them a text resume either.
    await expectRefused({ filename, content }, APPLICATION_MESSAGES.fileType);
  });

  it.each([
    ['2,000 entries', docxWith(Array.from({ length: 2000 }, (_, index) => [`word/media/part${index}.xml`, 'x'] as const))],
    ['80 MB unzipped from a few kilobytes', docxWith([['word/media/bomb.bin', Buffer.alloc(80 * MEGABYTE), { deflate: true }]])],
    ['80 MB unzipped that claims to be 1 KB', docxWith([['word/media/bomb.bin', Buffer.alloc(80 * MEGABYTE), { deflate: true, claimedSize: 1024 }]])],
  ])('refuses a .docx zip bomb of %s', async (_case, content) => {
    expect(content.length).toBeLessThan(MEGABYTE);
    await expectRefused({ filename: 'cv.docx', content }, APPLICATION_MESSAGES.fileDamaged);
  });

  it('still takes an ordinary .docx with compressed parts', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    const docx = docxWith([['word/styles.xml', '<w:styles/>'.repeat(5000), { deflate: true }]]);
    expect((await applyByRest(t.app, jobId, [{ filename: 'cv.docx', content: docx }])).statusCode).toBe(201);
    expect((await applyByRest(t.app, jobId, [{ filename: 'plain.docx', content: DOCX }])).statusCode).toBe(201);
  });
});

describe('what a file is called', () => {
  it.each([
    ['a parent folder', '../../etc/cv.pdf'],
    ['an absolute path', '/var/lib/finmesh/cv.pdf'],
    ['a Windows path', '..\\..\\cv.pdf'],
    ['a NUL', 'cv\u0000.pdf'],
    ['an escape sequence', '\u001b[31mcv.pdf'],
    ['a folder, sent RFC 5987-encoded', "UTF-8''..%2Fcv.pdf"],
  ])('refuses a name with %s through both APIs, and stores nothing', async (_case, filename) => {
    await expectRefused({ filename, content: PDF }, APPLICATION_MESSAGES.fileName);
  });
});

describe('how big a file is', () => {
  it('5 MB + 1 byte answers 413 through both APIs, leaving no row, stored file or temporary file', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    const before = await leftovers();
    const resume = { filename: 'big.pdf', content: pdfOfSize(5 * MEGABYTE + 1) };

    const rest = await applyByRest(t.app, jobId, [resume]);
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toMatchObject({ success: false, message: APPLICATION_MESSAGES.fileTooLarge });
    const graphql = await overHttp(graphqlApplication(jobId, [resume]));
    expect(graphql.body).toMatchObject({ data: null, errors: [{ message: APPLICATION_MESSAGES.fileTooLarge, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    await expectNothingLeft(before);
  });
});

/** Images for the media library (issue P20): what an editor's upload may hold, refused by name through both APIs, leaving nothing behind. */
describe('images for the media library', () => {
  async function mediaLeftovers() {
    const stored = await readdir(path.join(t.config.dataDir, 'uploads', 'media')).catch(() => []);
    const temporary = (await readdir(tmpdir())).filter((name) => name.startsWith('capacitor-'));
    return { assets: await t.orm.em.fork().count(MediaAssetEntity), stored: stored.length, temporary: temporary.length };
  }

  it.each([
    ['an SVG with scripts', 'logo.svg', () => SVG, MEDIA_MESSAGES.svgRefused('logo.svg'), 400],
    ['an SVG behind a .jpg name', 'photo.jpg', () => SVG, MEDIA_MESSAGES.svgRefused('photo.jpg'), 400],
    ['a PDF', 'brochure.png', () => PDF, MEDIA_MESSAGES.notAnImage('brochure.png'), 400],
    ['a decompression bomb', 'bomb.png', () => pngBomb(40_000, 40_000), MEDIA_MESSAGES.tooManyPixels('bomb.png'), 400],
    ['20 MB + 1 byte', 'huge.jpg', () => Buffer.alloc(20 * MEGABYTE + 1, 0xff), MEDIA_MESSAGES.tooLarge('huge.jpg'), 413],
  ])('refuses %s through both APIs, leaving no row, stored file or temporary file', async (_case, filename, content, message, status) => {
    const before = await mediaLeftovers();
    const rest = mediaUpload(filename, content());
    const restAnswer = await fetch(`${origin}${rest.url}`, { method: 'POST', headers: { ...rest.headers, ...t.admin }, body: new Uint8Array(rest.payload) });
    expect(restAnswer.status).toBe(status);
    expect(await restAnswer.json()).toMatchObject({ success: false, message });
    const graphql = graphqlMediaUpload(filename, content());
    const graphqlAnswer = await fetch(`${origin}${graphql.url}`, { method: 'POST', headers: { ...graphql.headers, ...t.admin }, body: new Uint8Array(graphql.payload) });
    expect(await graphqlAnswer.json()).toMatchObject({ data: null, errors: [{ message }] });
    await expect.poll(mediaLeftovers, { timeout: 10_000, interval: 50 }).toEqual({ ...before, temporary: 0 });
  });
});
