import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { lookAt, registerFirstAdmin, useAppAndBrowser, viewportOf, watchForProblems } from './support.ts';

const OWNER = { username: 'rhea.owner', password: 'Str0ng!pass-phrase' };
/** The shared messages (server/src/rules/media.ts `MEDIA_MESSAGES`), written out: that module's imports resolve only in a build. */
const MESSAGES = {
  uploaded: 'Image uploaded',
  updated: 'Image saved',
  svgRefused: (name: string) => `"${name}" is an SVG drawing, which can carry scripts: export it as PNG or WebP first`,
} as const;

describe('Media: the library of the site’s images (issue P20)', () => {
  const run = useAppAndBrowser();

  it('uploads a photo, refuses an SVG by name, describes the photo and sets its focal point; the variants are served for a year', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    const context = await run.browser.newContext({ viewport: viewportOf(1440) });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await registerFirstAdmin(page, run.app, OWNER);
    await page.getByRole('complementary').getByRole('link', { name: 'Media' }).click();
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-media-empty', width);

    await page.setViewportSize(viewportOf(1440));
    await page.getByRole('button', { name: 'Upload images' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload images' });
    await page.waitForURL(`${run.app.url}/admin/media/upload`);
    await upload.getByLabel('Images to upload').setInputFiles([
      { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ]);
    await upload.getByText(MESSAGES.svgRefused('logo.svg')).waitFor();
    await upload.getByText(MESSAGES.uploaded).waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-media-upload', width);
    await upload.getByRole('button', { name: 'Done' }).click();

    const grid = page.getByRole('list', { name: 'Images' });
    await grid.getByRole('button', { name: /^harbour\.jpg .* Alt text required$/ }).click();
    const details = page.getByRole('dialog', { name: 'harbour.jpg' });
    await details.getByText('Not used anywhere yet.').waitFor();
    for (const width of [1440, 375]) await lookAt(page, 'admin-media-details', width);
    await page.setViewportSize(viewportOf(1440));
    await details.getByRole('textbox', { name: /Alt text/ }).fill('The harbour at dawn');
    await details.getByRole('slider', { name: 'Focal point' }).focus();
    await page.keyboard.press('Shift+ArrowRight');
    assert.equal(await details.getByRole('slider', { name: 'Focal point' }).getAttribute('aria-valuetext'), '60% across, 50% down');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.updated).first().waitFor();
    await grid.getByText('Alt text required').waitFor({ state: 'detached' });
    for (const width of [1440, 375]) await lookAt(page, 'admin-media-grid', width);

    // Its thumbnail is a variant at its own address, public and cached for a year.
    const thumbnail = await grid.locator('img').first().getAttribute('src');
    assert.match(thumbnail ?? '', /^\/media\/[0-9a-f-]{36}\/320\.webp$/);
    const served = await fetch(`${run.app.url}${thumbnail}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
