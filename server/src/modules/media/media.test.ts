import { readdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { ConflictError, InvalidInputError } from '../../domain/errors.js';
import { toGlobalId } from '../../graphql/relay.js';
import { MEDIA_CACHE_CONTROL, MEDIA_MESSAGES, MAX_MEDIA_BYTES } from '../../rules/media.js';
import { createSharedState, servicesFactory, type ServicesArea } from '../../services.js';
import { AREAS } from '../index.js';
import { graphql } from '../../test/app.js';
import { useTestApp } from '../../test/fixture.js';
import { multipart } from '../../test/files.js';
import { gpsTagCount, graphqlMediaUpload, jpegOf, jpegWithGps, mediaUpload, pngBomb, pngOf, SVG_WITH_SCRIPT } from '../../test/images.js';
import { MediaAssetEntity } from './media.entity.js';
import type { MediaUse } from './uses.js';

/** The media library (issue P20): what an editor uploads, how it is served, and what is refused, by name. */
const t = useTestApp({ admin: true, env: { LOG_LEVEL: 'error' } });

interface Record_ {
  _id: string;
  fileName: string;
  alt: string | null;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  variants: { format: string; width: number; height: number; bytes: number; url: string }[];
}

const upload = (filename: string, content: Buffer, alt?: string) => {
  const request = mediaUpload(filename, content, alt);
  return t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
};
const uploaded = async (filename: string, content: Buffer, alt?: string): Promise<Record_> => {
  const response = await upload(filename, content, alt);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Record_ }>().data;
};
const storedFiles = async () => {
  const root = path.join(t.config.dataDir, 'uploads', 'media');
  const folders = await readdir(root).catch(() => [] as string[]);
  return (await Promise.all(folders.map(async (folder) => (await readdir(path.join(root, folder))).map((name) => `${folder}/${name}`)))).flat();
};
const servicesWith = (areas: readonly ServicesArea[]) => servicesFactory(t.dependencies, createSharedState(t.dependencies), areas)(t.orm.em.fork());

describe('uploading an image', () => {
  it('keeps a JPEG with AVIF and WebP variants at each width up to its own, and records media.uploaded', async () => {
    const image = await uploaded('harbour.jpg', await jpegOf(2000, 1000), 'The harbour at dawn');
    expect(image).toMatchObject({ fileName: 'harbour.jpg', alt: 'The harbour at dawn', width: 2000, height: 1000, focalX: 0.5, focalY: 0.5 });
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(
      [320, 640, 960, 1280, 1600, 1920].flatMap((width) => [`${width}.avif`, `${width}.webp`]),
    );
    expect(image.variants[0]).toMatchObject({ height: 160, url: `/media/${image._id}/320.avif` });
    expect(await storedFiles()).toHaveLength(13);
    const events = await t.orm.em.fork().find(EventEntity, { type: 'media.uploaded' });
    expect(events.map((event) => [event.subjectId, event.data])).toEqual([[image._id, { fileName: 'harbour.jpg', format: 'jpeg', width: 2000, height: 1000, bytes: expect.any(Number) }]]);
  });

  it('serves an image narrower than 320 pixels at its own width only', async () => {
    const image = await uploaded('badge.png', await pngOf(200, 120));
    expect(image.alt).toBeNull();
    expect(image.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual(['200.avif', '200.webp']);
  });

  it('takes an upload through GraphQL multipart', async () => {
    const request = graphqlMediaUpload('team.jpg', await jpegOf(700, 500), 'The team');
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.json(), response.body).toMatchObject({
      data: { uploadMedia: { message: MEDIA_MESSAGES.uploaded, mediaAsset: { fileName: 'team.jpg', alt: 'The team', width: 700, height: 500, variants: [{ format: 'avif', width: 320 }, { format: 'webp', width: 320 }, { format: 'avif', width: 640 }, { format: 'webp', width: 640 }] } } },
    });
  });
});

describe("what is kept of a photo's metadata", () => {
  const stored = (key: string) => readFile(path.join(t.config.dataDir, 'uploads', key));

  it('keeps the original upright and without its EXIF (no GPS position, no camera), as are its variants', async () => {
    const sent = await jpegWithGps(600, 400);
    const before = await sharp(sent).metadata();
    expect([before.orientation, before.width, before.height, gpsTagCount(before.exif)]).toEqual([6, 600, 400, 4]);

    const image = await uploaded('from-my-phone.jpg', sent, 'Our stall at the fair');
    expect([image.width, image.height]).toEqual([400, 600]);
    const asset = await t.orm.em.fork().findOneOrFail(MediaAssetEntity, { id: image._id });
    const original = await stored(asset.originalKey);
    const kept = await sharp(original).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height, orientation: kept.orientation, exif: kept.exif, xmp: kept.xmp }).toEqual({
      format: 'jpeg',
      width: 400,
      height: 600,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
    });
    expect(original.includes(Buffer.from('Pixelphone'))).toBe(false);
    expect(asset.bytes).toBe(original.length);
    for (const variant of asset.variants) {
      const shown = await sharp(await stored(variant.key)).metadata();
      expect([variant.key, shown.exif, shown.orientation, (shown.height ?? 0) > (shown.width ?? 0)]).toEqual([variant.key, undefined, undefined, true]);
    }
  });

  it('keeps an original that carries no metadata byte for byte', async () => {
    const sent = await pngOf(320, 200);
    const image = await uploaded('plain.png', sent, 'A plain square');
    const asset = await t.orm.em.fork().findOneOrFail(MediaAssetEntity, { id: image._id });
    expect((await stored(asset.originalKey)).equals(sent)).toBe(true);
  });
});

describe('what is refused, by name', () => {
  const MB = 1024 * 1024;
  it.each([
    ['an SVG drawing', 'logo.svg', () => SVG_WITH_SCRIPT, MEDIA_MESSAGES.svgRefused('logo.svg')],
    ['an SVG behind a .png name', 'logo.png', () => SVG_WITH_SCRIPT, MEDIA_MESSAGES.svgRefused('logo.png')],
    ['a text file', 'notes.jpg', () => Buffer.from('Quarterly notes\n'), MEDIA_MESSAGES.notAnImage('notes.jpg')],
    ['a PDF', 'brochure.pdf', () => Buffer.from('%PDF-1.4\n%%EOF\n'), MEDIA_MESSAGES.notAnImage('brochure.pdf')],
    ['a decompression bomb', 'bomb.png', () => pngBomb(30_000, 30_000), MEDIA_MESSAGES.tooManyPixels('bomb.png')],
    ['a JPEG cut short', 'broken.jpg', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), MEDIA_MESSAGES.damaged('broken.jpg')],
  ])('refuses %s through both APIs, keeping nothing', async (_case, filename, content, message) => {
    const rest = await upload(filename, content());
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, message, errors: [{ path: 'file', msg: message }] });
    const request = graphqlMediaUpload(filename, content());
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.json()).toMatchObject({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await t.orm.em.fork().count(MediaAssetEntity)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses an image over 20 MB with 413, naming it, through both APIs', async () => {
    const big = Buffer.concat([await jpegOf(100, 100), Buffer.alloc(MAX_MEDIA_BYTES)]);
    expect(big.length).toBeGreaterThan(20 * MB);
    const rest = await upload('big.jpg', big);
    expect(rest.statusCode).toBe(413);
    expect(rest.json()).toMatchObject({ success: false, message: MEDIA_MESSAGES.tooLarge('big.jpg') });
    const request = graphqlMediaUpload('big.jpg', big);
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.json(), response.body).toMatchObject({ data: null, errors: [{ message: MEDIA_MESSAGES.tooLarge('big.jpg'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    expect(await t.orm.em.fork().count(MediaAssetEntity)).toBe(0);
  });

  it('asks for a file when none is sent', async () => {
    const body = multipart({ alt: 'x' }, []);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/media', payload: body.payload, headers: { ...body.headers, ...t.admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'file', msg: MEDIA_MESSAGES.fileRequired }] });
  });
});

describe('the public variants', () => {
  it('are served with their type and a year of immutable caching; anything else is 404', async () => {
    const image = await uploaded('office.jpg', await jpegOf(800, 600));
    const avif = await t.app.inject({ method: 'GET', url: `/media/${image._id}/640.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(avif.rawPayload.length).toBe(image.variants.find((variant) => variant.url.endsWith('640.avif'))?.bytes);
    const webp = await t.app.inject({ method: 'GET', url: `/media/${image._id}/320.webp` });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    for (const url of [`/media/${image._id}/960.webp`, `/media/${image._id}/640.jpg`, `/media/${image._id}/original.jpg`, '/media/0190f6c0-0000-7000-8000-000000000000/320.webp', '/media/nope/320.webp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toBe(MEDIA_CACHE_CONTROL);
    }
  });
});

describe('alt text and focal point', () => {
  it('saves them, records what changed, and refuses a focal point off the image', async () => {
    const image = await uploaded('desk.jpg', await jpegOf(400, 300));
    const saved = await t.app.inject({ method: 'PATCH', url: `/api/admin/media/${image._id}`, payload: { alt: '  A desk by the window ', focalX: 0.25, focalY: 0.75 }, headers: t.admin });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: MEDIA_MESSAGES.updated, data: { alt: 'A desk by the window', focalX: 0.25, focalY: 0.75 } });
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'media.updated' });
    expect(event?.data).toEqual({ changes: { alt: [null, 'A desk by the window'], focalX: [0.5, 0.25], focalY: [0.5, 0.75] } });

    const refused = await t.app.inject({ method: 'PATCH', url: `/api/admin/media/${image._id}`, payload: { focalX: 1.5 }, headers: t.admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ path: 'focalX', msg: MEDIA_MESSAGES.focalRange('focalX') }] });
    const multiline = await graphql(t.app, 'mutation($id: ID!) { updateMedia(id: $id, input: { alt: "two\\nlines" }) { message } }', { id: toGlobalId('MediaAsset', image._id) }, t.admin);
    expect(multiline.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('what the site keeps', () => {
  it('is dropped on every server when an image changes, as when content does: a page shows its alt text and focal point', async () => {
    const image = await uploaded('window.jpg', await jpegOf(400, 300));
    await t.changes.settled();
    let heard = 0;
    t.changes.on('content', () => {
      heard += 1;
    });
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/media/${image._id}`, payload: { alt: 'A window onto the street' }, headers: t.admin })).statusCode).toBe(200);
    await t.changes.settled();
    expect(heard).toBeGreaterThanOrEqual(1);
    // As by an operator in psql: the table's trigger tells every server.
    heard = 0;
    await t.orm.em.getConnection().execute(`update media_assets set focal_x = 0.3 where id = ?`, [image._id]);
    await t.changes.settled();
    expect(heard).toBeGreaterThanOrEqual(1);
  });
});

describe('the list', () => {
  it('pages newest first and finds images by file name or alt text', async () => {
    await uploaded('alpha.jpg', await jpegOf(320, 200), 'Mumbai skyline');
    await uploaded('beta.png', await pngOf(100, 100), 'Signing the term sheet');
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: t.admin });
    expect(all.json()).toMatchObject({ success: true, total: 2, data: [{ fileName: 'beta.png' }, { fileName: 'alpha.jpg' }] });
    const byAlt = await graphql<{ mediaAssets: { totalCount: number; edges: { node: { fileName: string } }[] } }>(t.app, '{ mediaAssets(search: "skyline") { totalCount edges { node { fileName } } } }', {}, t.admin);
    expect(byAlt.body.data?.mediaAssets).toEqual({ totalCount: 1, edges: [{ node: { fileName: 'alpha.jpg' } }] });
    const byName = await t.app.inject({ method: 'GET', url: '/api/admin/media?search=BETA', headers: t.admin });
    expect(byName.json()).toMatchObject({ total: 1, data: [{ fileName: 'beta.png' }] });
  });

  it('answers one image with its sources for a page and where it is used', async () => {
    const image = await uploaded('gamma.jpg', await jpegOf(700, 350), 'Term sheet');
    const { body } = await graphql(t.app, 'query($id: ID!) { mediaAsset(id: $id) { fileName sources { alt width height avif src } usedBy { label } } }', { id: toGlobalId('MediaAsset', image._id) }, t.admin);
    expect(body.data).toEqual({
      mediaAsset: {
        fileName: 'gamma.jpg',
        sources: { alt: 'Term sheet', width: 700, height: 350, avif: `/media/${image._id}/320.avif 320w, /media/${image._id}/640.avif 640w`, src: `/media/${image._id}/640.webp` },
        usedBy: [],
      },
    });
  });
});

describe('used by, and deleting', () => {
  /** An area that shows images, as a content area declares it. */
  const showcase = (uses: (ids: readonly string[]) => MediaUse[]): ServicesArea => ({ mediaUses: async (_services, ids) => uses(ids) });

  it('deletes an unused image with its files and records media.deleted', async () => {
    const image = await uploaded('old.jpg', await jpegOf(400, 300), 'Old office');
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${image._id}`, headers: t.admin });
    expect(response.json()).toMatchObject({ success: true, message: MEDIA_MESSAGES.deleted });
    expect(await storedFiles()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/media/${image._id}/320.webp` })).statusCode).toBe(404);
    const [event] = await t.orm.em.fork().find(EventEntity, { type: 'media.deleted' });
    expect(event).toMatchObject({ subjectId: image._id, data: { fileName: 'old.jpg' } });
  });

  it('refuses to delete an image an area uses, with the list of where', async () => {
    const image = await uploaded('team.jpg', await jpegOf(400, 300), 'The team');
    const services = servicesWith([
      ...AREAS,
      showcase((ids) => ids.map((mediaId) => ({ mediaId, subjectType: 'Post', subjectId: 'p1', label: 'Insights post “Capital in 2027”', href: '/admin/posts/p1' }))),
      showcase((ids) => ids.map((mediaId) => ({ mediaId, subjectType: 'SiteSettings', subjectId: 'site', label: 'Site settings' }))),
    ]);
    expect(await services.media.usesOf([image._id])).toHaveLength(2);
    const refusal = await services.media.remove(image._id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect((refusal as ConflictError).message).toBe(MEDIA_MESSAGES.inUse('team.jpg', ['Insights post “Capital in 2027”', 'Site settings']));
    expect((refusal as ConflictError).message).toBe('"team.jpg" is used by Insights post “Capital in 2027”, Site settings: remove it there first');
    expect(await t.orm.em.fork().count(MediaAssetEntity)).toBe(1);
    expect(await storedFiles()).toHaveLength(3);
  });
});

describe('where images are used, asked for many at once', () => {
  it('asks each area once for the images of a page', async () => {
    const asked: (readonly string[])[] = [];
    const services = servicesWith([...AREAS, { mediaUses: async (_services, ids) => (asked.push(ids), ids.map((mediaId) => ({ mediaId, subjectType: 'Post' as const, subjectId: mediaId, label: `Post of ${mediaId}` }))) }]);
    const [first, second] = await Promise.all([services.media.usedBy('a'), services.media.usedBy('b')]);
    expect(asked).toEqual([['a', 'b']]);
    expect([first, second]).toEqual([[expect.objectContaining({ label: 'Post of a' })], [expect.objectContaining({ label: 'Post of b' })]]);
  });
});

describe('for the areas that show images', () => {
  it('requireUsable names each image without alt text; sourcesOf gives what a page renders', async () => {
    const described = await uploaded('skyline.jpg', await jpegOf(1400, 700), 'Mumbai skyline at dusk');
    const bare = await uploaded('team.jpg', await jpegOf(400, 300));
    const services = servicesWith(AREAS);
    const refusal = await services.media.requireUsable([described._id, bare._id]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidInputError);
    expect((refusal as InvalidInputError).fields).toEqual([{ path: 'media', message: 'Add alt text to "team.jpg" before using it' }]);
    expect(await services.media.requireUsable([described._id])).toHaveLength(1);

    const sources = await services.media.sourcesOf([described._id]);
    const id = described._id;
    expect(sources.get(id)).toEqual({
      id,
      alt: 'Mumbai skyline at dusk',
      width: 1400,
      height: 700,
      focalX: 0.5,
      focalY: 0.5,
      avif: `/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/960.avif 960w, /media/${id}/1280.avif 1280w`,
      webp: `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/960.webp 960w, /media/${id}/1280.webp 1280w`,
      src: `/media/${id}/960.webp`,
    });
  });
});
