import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { FIRST_RUN_HERO_FACTS, FIRST_RUN_SECTIONS, KIND_MESSAGES, SECTION_KIND } from '../../rules/content-kinds.js';
import { PAGE_SECTION_PLACES } from '../../rules/page-sections.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../../test/app.js';
import { useBuiltSite } from '../../test/built-site.js';
import { addPageSections, kindRequests, type KindItemData } from '../../test/content-kinds.js';
import { useTestApp } from '../../test/fixture.js';

/** Page texts (issue P20): the words of the public pages' sections, one per place, edited and published, never added or removed. */
const t = useTestApp({ admin: true });
const { call } = kindRequests(t);

type Section = { slug: string; title: string; eyebrow: string | null; lead: string | null; text: string[]; points: string[] };
const visitorSection = async (slug: string) => (await graphql<{ pageSection: Section }>(t.app, `{ pageSection(slug: "${slug}") { slug title eyebrow lead text points } }`)).body.data?.pageSection;

/** The first run's page texts, as an admin reads one through REST. */
async function sectionOf(slug: string): Promise<KindItemData> {
  await addPageSections(t.orm.em.fork());
  const list = (await call('GET', '/api/admin/page-sections')).json<{ data: KindItemData[] }>().data;
  const item = list.find((row) => row.slug === slug);
  if (!item) throw new Error(`no page text ${slug}`);
  return item;
}

describe('page texts', () => {
  it('saves new words of a place, which visitors see at once, with its event', async () => {
    const hero = await sectionOf('about-hero');
    const saved = await call('PUT', `/api/admin/page-sections/${hero._id}`, { ...hero, title: 'About Finmesh', eyebrow: '', lead: 'Bengaluru, since 2021.', version: hero.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Page text saved', data: { slug: 'about-hero', title: 'About Finmesh', eyebrow: null, status: 'published', version: hero.version + 1 } });
    expect(await visitorSection('about-hero')).toEqual({ slug: 'about-hero', title: 'About Finmesh', eyebrow: null, lead: 'Bengaluru, since 2021.', text: [], points: [] });
    const events = await t.orm.em.fork().find(EventEntity, { type: 'content.updated', subjectId: hero._id });
    expect(events.map((event) => event.subjectType)).toEqual(['PageSection']);
  });

  it('refuses to add one, to take one off the site, or to move one to another place, and changes nothing', async () => {
    const hero = await sectionOf('home-hero');
    const refusals = [
      [await call('POST', '/api/admin/page-sections', { title: 'A new section' }), 'slug', KIND_MESSAGES.fixedNoNew(SECTION_KIND)],
      [await call('DELETE', `/api/admin/page-sections/${hero._id}`), 'id', KIND_MESSAGES.fixedStays(SECTION_KIND)],
      [await call('POST', `/api/admin/page-sections/${hero._id}/archive`, { version: hero.version }), 'id', KIND_MESSAGES.fixedStays(SECTION_KIND)],
      [await call('POST', `/api/admin/page-sections/${hero._id}/unpublish`, { version: hero.version }), 'id', KIND_MESSAGES.fixedStays(SECTION_KIND)],
      [await call('PUT', `/api/admin/page-sections/${hero._id}`, { ...hero, slug: 'home-top', version: hero.version }), 'slug', KIND_MESSAGES.fixedSlug(SECTION_KIND)],
    ] as const;
    for (const [response, path, message] of refusals) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: [{ path, msg: message }] });
    }
    expect(KIND_MESSAGES.fixedNoNew(SECTION_KIND)).toBe("Page texts are the places of the site's own pages: edit one of them; none can be added");
    const graph = await graphql(t.app, 'mutation($input: CreatePageSectionInput!) { createPageSection(input: $input) { message } }', { input: { title: 'A new section' } }, t.admin);
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'slug', message: KIND_MESSAGES.fixedNoNew(SECTION_KIND) }] });
    const after = (await call('GET', `/api/admin/page-sections/${hero._id}`)).json<{ data: KindItemData }>().data;
    expect(after).toMatchObject({ slug: 'home-hero', status: 'published', version: hero.version });
    expect(await t.orm.em.fork().count(EventEntity, { subjectType: 'PageSection' })).toBe(0);
  });

  it('checks each field as any kind does: the heading is required, an eyebrow one short line', async () => {
    const hero = await sectionOf('home-edge');
    const response = await call('PUT', `/api/admin/page-sections/${hero._id}`, { ...hero, title: ' ', eyebrow: 'x'.repeat(61), version: hero.version });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'title', msg: 'Heading is required' }, { path: 'eyebrow', msg: 'Eyebrow must be at most 60 characters' }] });
  });
});

describe('a new database', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("has today's words of every place, published, in the places' order, and the About and Careers heroes' facts as figures", async () => {
    const { body } = await graphql<{ pageSections: Record<string, unknown>[] }>(fresh.app, '{ pageSections { slug title eyebrow lead text points status } }');
    expect(body.data?.pageSections.map((section) => section.slug)).toEqual(Object.keys(PAGE_SECTION_PLACES));
    expect(body.data?.pageSections).toEqual(FIRST_RUN_SECTIONS.map(({ slug, values }) => ({ slug, ...values, status: 'published' })));
    expect(body.data?.pageSections.find((section) => section.slug === 'services-hero')).toMatchObject({ eyebrow: 'What we do', title: 'Service' });
    const figures = await graphql<{ homeFigures: { slug: string; placement: string }[] }>(fresh.app, '{ homeFigures { slug placement } }');
    expect(figures.body.data?.homeFigures.filter((figure) => ['about', 'careers'].includes(figure.placement)).map((figure) => figure.slug)).toEqual(FIRST_RUN_HERO_FACTS.map((fact) => fact.slug));
  });
});

describe('every kept page', () => {
  const built = useBuiltSite();

  it('shows a page text edit at once, the footer\'s newsletter invitation on a page of another area among them', async () => {
    const page = async () => (await built.site.app.inject({ method: 'GET', url: '/careers' })).body;
    const first = await page();
    expect(first).toContain('Footer: Capital markets insight, once a month');
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(built.site.app);
    const list = (await built.site.app.inject({ method: 'GET', url: '/api/admin/page-sections', headers: admin })).json<{ data: KindItemData[] }>().data;
    const newsletter = list.find((section) => section.slug === 'newsletter');
    if (!newsletter) throw new Error('no first-run newsletter page text');
    const saved = await built.site.app.inject({ method: 'PUT', url: `/api/admin/page-sections/${newsletter._id}`, headers: admin, payload: { ...newsletter, title: 'The monthly capital letter', version: newsletter.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    await built.site.changes.settled();
    expect(await page()).toContain('Footer: The monthly capital letter');
  });
});
