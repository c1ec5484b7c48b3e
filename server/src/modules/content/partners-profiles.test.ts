import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { FIRST_RUN_PARTNERS, FIRST_RUN_PROFILES } from '../../rules/content-kinds.js';
import { MEDIA_MESSAGES } from '../../rules/media.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../../test/app.js';
import { useBuiltSite } from '../../test/built-site.js';
import { kindRequests, type KindItemData } from '../../test/content-kinds.js';
import { useTestApp } from '../../test/fixture.js';

/** Partner logos and profiles (issue P20): the content kinds of the home page's logo strip and the About page's team. */
const t = useTestApp({ admin: true });
const { call, create, publish, uploaded } = kindRequests(t);

const PARTNER = { name: 'Saffron Capital', mark: 'leaf' };
const PROFILE = { name: 'Leela Menon', role: 'Chief Operating Officer', group: 'leadership', profileUrl: 'https://www.linkedin.com/in/leela-menon', bio: 'Ran lending operations at two banks.' };


const visitorPartners = async () => (await graphql<{ partnerLogos: { name: string; mark: string; website: string | null }[] }>(t.app, '{ partnerLogos { name mark website } }')).body.data?.partnerLogos;
const visitorProfiles = async () => (await graphql<{ profiles: { name: string; group: string }[] }>(t.app, '{ profiles { name group } }')).body.data?.profiles;

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

describe('the first run of partner logos and profiles', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("shows today's partner logos and people (the About page's team, then the first-run conference's speakers), published, in today's order, each kind once", async () => {
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
      { type: 'event', count: 3 },
      { type: 'faq', count: 8 },
      { type: 'figure', count: 15 },
      { type: 'legal', count: 2 },
      { type: 'panel', count: 4 },
      { type: 'partner', count: 8 },
      { type: 'profile', count: 8 },
      { type: 'section', count: 54 },
      { type: 'service', count: 6 },
      { type: 'stage', count: 5 },
      { type: 'story', count: 3 },
      { type: 'testimonial', count: 3 },
      { type: 'tile', count: 8 },
      { type: 'value', count: 4 },
    ]);
  });
});

describe('the About page, kept until content changes', () => {
  const built = useBuiltSite();

  it('shows the published leadership as its team, and an edit at once: the kept page is dropped by the save', async () => {
    const page = async () => (await built.site.app.inject({ method: 'GET', url: '/about' })).body;
    const first = await page();
    expect(first).toContain('Team: Aarav Sharma (Co-founder & CEO), Meera Iyer (Co-founder & CTO), Vikram Rao (Head of Credit & Risk), Sana Qureshi (Head of Partnerships)');
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(built.site.app);
    const [aarav] = (await built.site.app.inject({ method: 'GET', url: '/api/admin/profiles', headers: admin })).json<{ data: KindItemData[] }>().data;
    if (!aarav) throw new Error('no first-run profile');
    const saved = await built.site.app.inject({ method: 'PUT', url: `/api/admin/profiles/${aarav._id}`, headers: admin, payload: { ...aarav, role: 'Chief Executive Officer', version: aarav.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    await built.site.changes.settled();
    expect(await page()).toContain('Team: Aarav Sharma (Chief Executive Officer), Meera Iyer');
  });
});
