import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { FIRST_RUN_PARTNERS, FIRST_RUN_PROFILES, FIRST_RUN_STORIES, FIRST_RUN_TESTIMONIALS } from '../../rules/content-kinds.js';
import { MEDIA_MESSAGES } from '../../rules/media.js';
import { jpegOf, mediaUpload } from '../../test/images.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../../test/app.js';
import { writeBuiltClient } from '../../test/built-client.js';
import { useTestApp } from '../../test/fixture.js';

const t = useTestApp({ admin: true });

const STORY = {
  client: 'Nilgiri Textiles',
  sector: 'Textiles · Coimbatore',
  outcome: '₹8 Cr export credit from a bank',
  figureValue: '3 weeks',
  figureLabel: 'from profile to sanction',
  text: 'Two banks competed for the facility.',
};
const TESTIMONIAL = { name: 'Priya Nair', role: 'Founder, Nilgiri Textiles', lines: ['Finmesh found us a lender in a week.', 'We will be back.'] };
const PARTNER = { name: 'Saffron Capital', mark: 'leaf' };
const PROFILE = { name: 'Leela Menon', role: 'Chief Operating Officer', group: 'leadership', profileUrl: 'https://www.linkedin.com/in/leela-menon', bio: 'Ran lending operations at two banks.' };

interface ItemData {
  _id: string;
  slug: string;
  status: string;
  version: number;
  position: number;
  [field: string]: unknown;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = t.admin) => t.app.inject({ method, url, payload, headers });
const create = async (rest: string, item: object) => {
  const response = await call('POST', `/api/admin/${rest}`, item);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ItemData }>().data;
};
const publish = async (rest: string, item: ItemData) => {
  const response = await call('POST', `/api/admin/${rest}/${item._id}/publish`, { version: item.version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ItemData }>().data;
};
const visitorStories = async () => (await graphql<{ stories: { client: string; position: number }[] }>(t.app, '{ stories { client position } }')).body.data?.stories.map(({ client }) => client);
const visitorPartners = async () => (await graphql<{ partnerLogos: { name: string; mark: string; website: string | null }[] }>(t.app, '{ partnerLogos { name mark website } }')).body.data?.partnerLogos;
const visitorProfiles = async () => (await graphql<{ profiles: { name: string; group: string }[] }>(t.app, '{ profiles { name group } }')).body.data?.profiles;
/** An image of the media library, described when `alt` is given. */
const uploaded = async (fileName: string, alt?: string) => {
  const request = mediaUpload(fileName, await jpegOf(400, 200), alt);
  const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { _id: string } }>().data._id;
};
const visitorTestimonials = async () =>
  (await graphql<{ testimonials: { name: string; lines: string[] }[] }>(t.app, '{ testimonials { name lines } }')).body.data?.testimonials;

describe('success stories', () => {
  it('creates a draft visitors do not see, publishes it, and shows it on the site', async () => {
    const draft = await create('stories', STORY);
    expect(draft).toMatchObject({ ...STORY, slug: 'nilgiri-textiles', status: 'draft', version: 1, position: 0 });
    expect(await visitorStories()).toEqual([]);

    const response = await call('POST', `/api/admin/stories/${draft._id}/publish`, { version: 1 });
    expect(response.json()).toMatchObject({ success: true, message: 'Story published', data: { status: 'published', version: 2 } });
    expect(await visitorStories()).toEqual(['Nilgiri Textiles']);
    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'content.%' } }, { orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, event.subjectType])).toEqual([
      ['content.created', 'SuccessStory'],
      ['content.published', 'SuccessStory'],
    ]);
  });

  it('refuses a save from a version someone else saved since, keeping theirs', async () => {
    const draft = await create('stories', STORY);
    expect((await call('PUT', `/api/admin/stories/${draft._id}`, { ...STORY, sector: 'First save', version: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', `/api/admin/stories/${draft._id}`, { ...STORY, sector: 'Second save', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: 'Someone else saved this story since you opened it. Your changes were not saved: copy them, reload to see theirs, then apply yours again.',
    });
    expect((await call('GET', `/api/admin/stories/${draft._id}`)).json()).toMatchObject({ data: { sector: 'First save', version: 2 } });
  });

  it("refuses a story without its fields, with each field's message", async () => {
    const response = await call('POST', '/api/admin/stories', { ...STORY, outcome: '  ', figureValue: 'x'.repeat(25) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: [{ path: 'outcome', msg: 'Outcome is required' }, { path: 'figureValue', msg: 'Headline figure must be at most 24 characters' }] });
    const graph = await graphql(t.app, 'mutation($input: CreateStoryInput!) { createStory(input: $input) { message } }', { input: { ...STORY, position: -1 } }, t.admin);
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'position', message: 'Position must be a whole number from 0 to 9999' }] });
  });

  it('lists them for the site by position, and a new one last', async () => {
    const first = await publish('stories', await create('stories', { ...STORY, client: 'First' }));
    const second = await publish('stories', await create('stories', { ...STORY, client: 'Second' }));
    expect(second.position).toBe(1);
    expect(await visitorStories()).toEqual(['First', 'Second']);

    const moved = await call('PUT', `/api/admin/stories/${second._id}`, { ...STORY, client: 'Second', position: 0, version: second.version });
    expect(moved.statusCode, moved.body).toBe(200);
    await call('PUT', `/api/admin/stories/${first._id}`, { ...STORY, client: 'First', position: 5, version: first.version });
    expect(await visitorStories()).toEqual(['Second', 'First']);
  });

  it('through GraphQL: createStory, updateStory, publishStory, archiveStory, storyRevisions and restoreStoryRevision', async () => {
    const created = await graphql<{ createStory: { message: string; story: { id: string; version: number } } }>(
      t.app,
      'mutation($input: CreateStoryInput!) { createStory(input: $input) { message story { id version } } }',
      { input: STORY },
      t.admin,
    );
    expect(created.body.data?.createStory.message).toBe('Story created');
    const id = created.body.data?.createStory.story.id ?? '';
    const updated = await graphql<{ updateStory: { story: { outcome: string; version: number } } }>(
      t.app,
      'mutation($input: UpdateStoryInput!) { updateStory(input: $input) { message story { outcome version } } }',
      { input: { ...STORY, id, version: 1, outcome: 'A bigger round' } },
      t.admin,
    );
    expect(updated.body.data?.updateStory.story).toEqual({ outcome: 'A bigger round', version: 2 });
    const published = await graphql(t.app, 'mutation($input: PublishStoryInput!) { publishStory(input: $input) { message story { status } } }', { input: { id, version: 2 } }, t.admin);
    expect(published.body.data).toEqual({ publishStory: { message: 'Story published', story: { status: 'published' } } });
    const one = await graphql<{ story: { client: string } }>(t.app, 'query($id: ID!) { story(id: $id) { client } }', { id });
    expect(one.body.data?.story.client).toBe(STORY.client);

    const revisions = await graphql<{ storyRevisions: { id: string; version: number; changed: string[] }[] }>(t.app, 'query($id: ID!) { storyRevisions(id: $id) { id version changed } }', { id }, t.admin);
    expect(revisions.body.data?.storyRevisions.map(({ version, changed }) => [version, changed])).toEqual([
      [3, ['status']],
      [2, ['fields']],
      [1, ['title', 'slug', 'body', 'fields', 'tags', 'authorId']],
    ]);
    const firstRevision = revisions.body.data?.storyRevisions[2]?.id;
    const restored = await graphql<{ restoreStoryRevision: { message: string; story: { outcome: string; version: number } } }>(
      t.app,
      'mutation($input: RestoreStoryRevisionInput!) { restoreStoryRevision(input: $input) { message story { outcome version } } }',
      { input: { id, version: 3, revisionId: firstRevision } },
      t.admin,
    );
    expect(restored.body.data?.restoreStoryRevision).toEqual({ message: 'Revision restored: the story now holds it as a new version', story: { outcome: STORY.outcome, version: 4 } });
    const archived = await graphql(t.app, 'mutation($input: ArchiveStoryInput!) { archiveStory(input: $input) { message } }', { input: { id, version: 4 } }, t.admin);
    expect(archived.body.data).toEqual({ archiveStory: { message: 'Story archived' } });
    expect(await visitorStories()).toEqual([]);
    expect((await graphql(t.app, 'query($id: ID!) { story(id: $id) { client } }', { id })).body.errors?.[0]).toMatchObject({ message: 'Story not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('testimonials', () => {
  it('creates, publishes and shows them on the site in their order, paragraphs trimmed', async () => {
    const first = await create('testimonials', { ...TESTIMONIAL, lines: ['  Finmesh found us a lender in a week. ', '', 'We will be back.'] });
    expect(first).toMatchObject({ name: 'Priya Nair', lines: ['Finmesh found us a lender in a week.', 'We will be back.'], portrait: null, position: 0 });
    await publish('testimonials', first);
    await publish('testimonials', await create('testimonials', { ...TESTIMONIAL, name: 'Dev Shah', position: 0, portrait: 'kavita-menon' }));
    expect(await visitorTestimonials()).toEqual([
      { name: 'Priya Nair', lines: TESTIMONIAL.lines },
      { name: 'Dev Shah', lines: TESTIMONIAL.lines },
    ]);
  });

  it('refuses a testimonial without a quote, and a stale save', async () => {
    const missing = await call('POST', '/api/admin/testimonials', { ...TESTIMONIAL, lines: [' '] });
    expect(missing.json()).toMatchObject({ success: false, errors: [{ path: 'lines', msg: 'Quote is required' }] });
    const draft = await create('testimonials', TESTIMONIAL);
    await publish('testimonials', draft);
    const stale = await call('PUT', `/api/admin/testimonials/${draft._id}`, { ...TESTIMONIAL, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(
      'Someone else saved this testimonial since you opened it. Your changes were not saved: copy them, reload to see theirs, then apply yours again.',
    );
  });

  it('unpublishes one (off the site) and deletes a draft never published, but not one that was', async () => {
    const shown = await publish('testimonials', await create('testimonials', TESTIMONIAL));
    const unpublished = await call('POST', `/api/admin/testimonials/${shown._id}/unpublish`, { version: shown.version });
    expect(unpublished.json()).toMatchObject({ message: 'Testimonial moved back to draft', data: { status: 'draft' } });
    expect(await visitorTestimonials()).toEqual([]);
    expect((await call('DELETE', `/api/admin/testimonials/${shown._id}`)).json()).toMatchObject({
      success: false,
      message: 'Only a draft that was never published can be deleted; archive it instead',
    });
    const draft = await create('testimonials', { ...TESTIMONIAL, name: 'Never shown' });
    expect((await call('DELETE', `/api/admin/testimonials/${draft._id}`)).json()).toEqual({ success: true, message: 'Testimonial deleted' });
  });

  it('takes a photo of the media library only once described, shows it to visitors, and is listed where the photo is used', async () => {
    const uploaded = async (fileName: string, alt?: string) => {
      const request = mediaUpload(fileName, await jpegOf(400, 400), alt);
      const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { _id: string } }>().data._id;
    };
    const bare = await uploaded('priya.jpg');
    const refused = await call('POST', '/api/admin/testimonials', { ...TESTIMONIAL, photo: bare });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ path: 'photo', msg: MEDIA_MESSAGES.altRequired('priya.jpg') }] });
    expect((await call('POST', '/api/admin/testimonials', { ...TESTIMONIAL, photo: '/media/x/320.webp' })).json()).toMatchObject({ errors: [{ path: 'photo', msg: 'Photo must be an image of the media library' }] });

    const photo = await uploaded('priya-nair.jpg', 'Priya Nair, founder of Nilgiri Textiles');
    const shown = await publish('testimonials', await create('testimonials', { ...TESTIMONIAL, photo }));
    expect(shown).toMatchObject({ photo });
    const { body } = await graphql<{ testimonials: { name: string; photo: string; photoImage: { id: string; alt: string; width: number; webp: string } }[] }>(t.app, '{ testimonials { name photo photoImage { id alt width webp } } }');
    expect(body.data?.testimonials).toEqual([{ name: 'Priya Nair', photo, photoImage: { id: photo, alt: 'Priya Nair, founder of Nilgiri Textiles', width: 400, webp: `/media/${photo}/320.webp 320w` } }]);

    const refusal = await call('DELETE', `/api/admin/media/${photo}`);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json()).toMatchObject({ message: MEDIA_MESSAGES.inUse('priya-nair.jpg', ['Testimonial “Priya Nair”']) });
    expect((await call('GET', `/api/admin/media/${photo}`)).json()).toMatchObject({ data: { usedBy: [{ subjectType: 'Testimonial', subjectId: shown._id, href: `/admin/testimonials/${shown._id}/edit` }] } });
  });

  it('lists every status for the back office, one status on asking', async () => {
    await publish('testimonials', await create('testimonials', TESTIMONIAL));
    await create('testimonials', { ...TESTIMONIAL, name: 'Draft one' });
    const all = (await call('GET', '/api/admin/testimonials')).json<{ data: ItemData[]; total: number }>();
    expect(all.data.map((item) => [item.name, item.status])).toEqual([
      ['Priya Nair', 'published'],
      ['Draft one', 'draft'],
    ]);
    expect((await call('GET', '/api/admin/testimonials?status=draft')).json<{ data: ItemData[] }>().data.map((item) => item.name)).toEqual(['Draft one']);
  });
});

describe('partner logos', () => {
  it('creates a draft visitors do not see, publishes it, and shows it in the strip in its order', async () => {
    const draft = await create('partners', { ...PARTNER, website: ' https://saffron.example.com/ ', position: 5 });
    expect(draft).toMatchObject({ ...PARTNER, slug: 'saffron-capital', status: 'draft', logo: null, website: 'https://saffron.example.com/', position: 5 });
    expect(await visitorPartners()).toEqual([]);

    const response = await call('POST', `/api/admin/partners/${draft._id}/publish`, { version: 1 });
    expect(response.json()).toMatchObject({ success: true, message: 'Partner logo published', data: { status: 'published', version: 2 } });
    await publish('partners', await create('partners', { name: 'Teak Lending', mark: 'tower', position: 0 }));
    expect(await visitorPartners()).toEqual([
      { name: 'Teak Lending', mark: 'tower', website: null },
      { name: 'Saffron Capital', mark: 'leaf', website: 'https://saffron.example.com/' },
    ]);
    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'content.%' }, subjectId: draft._id }, { orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, event.subjectType])).toEqual([
      ['content.created', 'PartnerLogo'],
      ['content.published', 'PartnerLogo'],
    ]);
  });

  it('refuses a mark it does not draw, naming the ones it does, and a website that is not one', async () => {
    const response = await call('POST', '/api/admin/partners', { ...PARTNER, mark: 'star', website: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'mark', msg: 'Mark must be one of: Arc, Three bars, Diamond, Leaf, Ring, Tower, Wave, Peaks' },
        { path: 'website', msg: 'Website must be a web address starting with https://' },
      ],
    });
    const graph = await graphql(t.app, 'mutation($input: CreatePartnerLogoInput!) { createPartnerLogo(input: $input) { message } }', { input: { ...PARTNER, mark: ' ' } }, t.admin);
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'mark', message: 'Mark is required' }] });
  });

  it('through GraphQL: createPartnerLogo, updatePartnerLogo, publishPartnerLogo and partnerLogo(slug:)', async () => {
    const created = await graphql<{ createPartnerLogo: { message: string; partnerLogo: { id: string; slug: string } } }>(
      t.app,
      'mutation($input: CreatePartnerLogoInput!) { createPartnerLogo(input: $input) { message partnerLogo { id slug } } }',
      { input: PARTNER },
      t.admin,
    );
    expect(created.body.data?.createPartnerLogo).toMatchObject({ message: 'Partner logo created', partnerLogo: { slug: 'saffron-capital' } });
    const id = created.body.data?.createPartnerLogo.partnerLogo.id ?? '';
    const updated = await graphql(t.app, 'mutation($input: UpdatePartnerLogoInput!) { updatePartnerLogo(input: $input) { message partnerLogo { mark version } } }', { input: { ...PARTNER, id, version: 1, mark: 'ring' } }, t.admin);
    expect(updated.body.data).toEqual({ updatePartnerLogo: { message: 'Partner logo saved', partnerLogo: { mark: 'ring', version: 2 } } });
    await graphql(t.app, 'mutation($input: PublishPartnerLogoInput!) { publishPartnerLogo(input: $input) { message } }', { input: { id, version: 2 } }, t.admin);
    const one = await graphql<{ partnerLogo: { name: string; mark: string } }>(t.app, '{ partnerLogo(slug: "saffron-capital") { name mark } }');
    expect(one.body.data?.partnerLogo).toEqual({ name: 'Saffron Capital', mark: 'ring' });
  });

  it('takes a logo of the media library once described, shows it to visitors, and is listed where the logo is used', async () => {
    const bare = await uploaded('saffron.jpg');
    const refused = await call('POST', '/api/admin/partners', { ...PARTNER, logo: bare });
    expect(refused.json()).toMatchObject({ errors: [{ path: 'logo', msg: MEDIA_MESSAGES.altRequired('saffron.jpg') }] });
    expect((await call('POST', '/api/admin/partners', { ...PARTNER, logo: 'saffron.jpg' })).json()).toMatchObject({ errors: [{ path: 'logo', msg: 'Logo must be an image of the media library' }] });

    const logo = await uploaded('saffron-capital.jpg', 'Saffron Capital');
    const shown = await publish('partners', await create('partners', { ...PARTNER, logo }));
    const { body } = await graphql<{ partnerLogos: { name: string; logoImage: { id: string; alt: string; width: number; height: number } }[] }>(t.app, '{ partnerLogos { name logoImage { id alt width height } } }');
    expect(body.data?.partnerLogos).toEqual([{ name: 'Saffron Capital', logoImage: { id: logo, alt: 'Saffron Capital', width: 400, height: 200 } }]);

    const refusal = await call('DELETE', `/api/admin/media/${logo}`);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json()).toMatchObject({ message: MEDIA_MESSAGES.inUse('saffron-capital.jpg', ['Partner logo “Saffron Capital”']) });
    expect((await call('GET', `/api/admin/media/${logo}`)).json()).toMatchObject({ data: { usedBy: [{ subjectType: 'PartnerLogo', subjectId: shown._id, href: `/admin/partners/${shown._id}/edit` }] } });
  });
});

describe('profiles', () => {
  it('creates, publishes and lists them for the site in their order, with their group', async () => {
    const draft = await create('profiles', PROFILE);
    expect(draft).toMatchObject({ ...PROFILE, slug: 'leela-menon', status: 'draft', photo: null, portrait: null, position: 0 });
    expect(await visitorProfiles()).toEqual([]);
    await publish('profiles', draft);
    await publish('profiles', await create('profiles', { ...PROFILE, name: 'Kabir Shah', group: 'speaker', bio: null }));
    expect(await visitorProfiles()).toEqual([
      { name: 'Leela Menon', group: 'leadership' },
      { name: 'Kabir Shah', group: 'speaker' },
    ]);
  });

  it('refuses a group it does not have and a profile without its link, with their messages', async () => {
    const response = await call('POST', '/api/admin/profiles', { ...PROFILE, group: 'investor', profileUrl: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'group', msg: 'Group must be one of: Leadership, Adviser, Speaker' },
        { path: 'profileUrl', msg: 'Profile link is required' },
      ],
    });
  });

  it('through GraphQL: createProfile, publishProfile, profileRevisions and archiveProfile (off the site)', async () => {
    const created = await graphql<{ createProfile: { message: string; profile: { id: string; version: number } } }>(
      t.app,
      'mutation($input: CreateProfileInput!) { createProfile(input: $input) { message profile { id version } } }',
      { input: PROFILE },
      t.admin,
    );
    expect(created.body.data?.createProfile.message).toBe('Profile created');
    const id = created.body.data?.createProfile.profile.id ?? '';
    const published = await graphql(t.app, 'mutation($input: PublishProfileInput!) { publishProfile(input: $input) { message profile { status } } }', { input: { id, version: 1 } }, t.admin);
    expect(published.body.data).toEqual({ publishProfile: { message: 'Profile published', profile: { status: 'published' } } });
    const revisions = await graphql<{ profileRevisions: { version: number; changed: string[] }[] }>(t.app, 'query($id: ID!) { profileRevisions(id: $id) { version changed } }', { id }, t.admin);
    expect(revisions.body.data?.profileRevisions.map(({ version }) => version)).toEqual([2, 1]);
    const archived = await graphql(t.app, 'mutation($input: ArchiveProfileInput!) { archiveProfile(input: $input) { message } }', { input: { id, version: 2 } }, t.admin);
    expect(archived.body.data).toEqual({ archiveProfile: { message: 'Profile archived' } });
    expect(await visitorProfiles()).toEqual([]);
  });

  it('takes a photo of the media library, shown to visitors, and listed where the photo is used', async () => {
    const photo = await uploaded('leela.jpg', 'Leela Menon at the Bengaluru office');
    const shown = await publish('profiles', await create('profiles', { ...PROFILE, photo }));
    const { body } = await graphql<{ profiles: { name: string; photoImage: { id: string } | null }[] }>(t.app, '{ profiles { name photoImage { id } } }');
    expect(body.data?.profiles).toEqual([{ name: 'Leela Menon', photoImage: { id: photo } }]);
    expect((await call('GET', `/api/admin/media/${photo}`)).json()).toMatchObject({ data: { usedBy: [{ subjectType: 'Profile', subjectId: shown._id, label: 'Profile “Leela Menon”', href: `/admin/profiles/${shown._id}/edit` }] } });
  });
});

describe('the first run', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("shows today's stories and testimonials, published, in today's order", async () => {
    const stories = await graphql<{ stories: Record<string, unknown>[] }>(fresh.app, '{ stories { slug client sector outcome figureValue figureLabel text status position } }');
    expect(stories.body.data?.stories).toEqual(FIRST_RUN_STORIES.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position })));
    const testimonials = await graphql<{ testimonials: Record<string, unknown>[] }>(fresh.app, '{ testimonials { slug name role lines portrait status position } }');
    expect(testimonials.body.data?.testimonials).toEqual(FIRST_RUN_TESTIMONIALS.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position })));
  });

  it("shows today's partner logos and people (the About page's team, then Event Details' speakers), published, in today's order, each kind once", async () => {
    const partners = await graphql<{ partnerLogos: Record<string, unknown>[] }>(fresh.app, '{ partnerLogos { slug name mark logo website status position } }');
    expect(partners.body.data?.partnerLogos).toEqual(FIRST_RUN_PARTNERS.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position })));
    expect(partners.body.data?.partnerLogos.map((partner) => partner.name)).toEqual([
      'Northwind Capital',
      'Indus Crest Bank',
      'Peregrine Credit',
      'Lotus Ventures',
      'Meridian Finserv',
      'Banyan Growth Fund',
      'Coral Ridge Partners',
      'Arcadia Lending',
    ]);
    const profiles = await graphql<{ profiles: Record<string, unknown>[] }>(fresh.app, '{ profiles { slug name role group profileUrl photo portrait bio status position } }');
    expect(profiles.body.data?.profiles).toEqual(FIRST_RUN_PROFILES.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position })));
    expect(profiles.body.data?.profiles.map((profile) => [profile.name, profile.group])).toEqual([
      ['Aarav Sharma', 'leadership'],
      ['Meera Iyer', 'leadership'],
      ['Vikram Rao', 'leadership'],
      ['Sana Qureshi', 'leadership'],
      ['Dr. Nandini Krishnan', 'speaker'],
      ['Rohit Malhotra', 'speaker'],
      ['Farah Siddiqui', 'speaker'],
      ['Arjun Menon', 'speaker'],
    ]);
    // Each first-run migration adds its own kinds' rows: none twice.
    const counts = await fresh.orm.em.getConnection().execute<{ type: string; count: number }[]>('select "type", count(*)::int as "count" from "content_items" group by "type" order by "type"');
    expect(counts).toEqual([
      { type: 'partner', count: 8 },
      { type: 'profile', count: 8 },
      { type: 'story', count: 3 },
      { type: 'testimonial', count: 3 },
    ]);
  });
});

describe('the Success Stories page, kept until content changes', () => {
  let site: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
    await writeBuiltClient(clientDir);
    site = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await site.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('shows a published story as edited, at once: the kept page is dropped by the save', async () => {
    const page = async () => (await site.app.inject({ method: 'GET', url: '/success-stories' })).body;
    const first = await page();
    expect(first).toContain('Stories: Kiran Foods (₹12 Cr working capital from an NBFC), Ledgerly (₹42 Cr Series B extension), Vistar Logistics (Acquisition of a regional carrier) (render');
    // Kept: asked again, the same render.
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(site.app);
    const [kiran] = (await site.app.inject({ method: 'GET', url: '/api/admin/stories', headers: admin })).json<{ data: ItemData[] }>().data;
    if (!kiran) throw new Error('no first-run story');
    const saved = await site.app.inject({ method: 'PUT', url: `/api/admin/stories/${kiran._id}`, headers: admin, payload: { ...kiran, outcome: '₹15 Cr working capital', version: kiran.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    await site.changes.settled();
    expect(await page()).toContain('Stories: Kiran Foods (₹15 Cr working capital), Ledgerly');
  });
});

describe('the About page, kept until content changes', () => {
  let site: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-client-'));
    await writeBuiltClient(clientDir);
    site = await createTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(async () => {
    await site.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('shows the published leadership as its team, and an edit at once: the kept page is dropped by the save', async () => {
    const page = async () => (await site.app.inject({ method: 'GET', url: '/about' })).body;
    const first = await page();
    expect(first).toContain('Team: Aarav Sharma (Co-founder & CEO), Meera Iyer (Co-founder & CTO), Vikram Rao (Head of Credit & Risk), Sana Qureshi (Head of Partnerships)');
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(site.app);
    const [aarav] = (await site.app.inject({ method: 'GET', url: '/api/admin/profiles', headers: admin })).json<{ data: ItemData[] }>().data;
    if (!aarav) throw new Error('no first-run profile');
    const saved = await site.app.inject({ method: 'PUT', url: `/api/admin/profiles/${aarav._id}`, headers: admin, payload: { ...aarav, role: 'Chief Executive Officer', version: aarav.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    await site.changes.settled();
    expect(await page()).toContain('Team: Aarav Sharma (Chief Executive Officer), Meera Iyer');
  });
});
