import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { FIRST_RUN_FAQS, FIRST_RUN_LEGAL_PAGES } from '../../rules/content-kinds.js';
import { PRIVACY_POLICY_TEXT, TERMS_TEXT } from '../../rules/legal-text.js';
import { escapeHtml } from '../../shared/html.js';
import { parseRichText } from '../../shared/rich-text/index.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../../test/app.js';
import { useBuiltSite } from '../../test/built-site.js';
import { kindRequests, type KindItemData } from '../../test/content-kinds.js';
import { useTestApp } from '../../test/fixture.js';

const t = useTestApp({ admin: true });
const { call, create } = kindRequests(t);


const FAQ = { question: 'Can I raise debt and equity at once?', answer: ['Yes: one profile is matched against both kinds of mandate.', 'You choose which introductions to take.'] };

const text = (value: string) => ({ type: 'text', text: value });
const DOCUMENT = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('What we collect')] },
    { type: 'paragraph', content: [text('Your name & email <only>.')] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('Contact forms')] }] }] },
  ],
};
const LEGAL = { title: 'Privacy Policy', slug: 'privacy-policy', lead: 'What we collect, and why.', body: DOCUMENT };


describe('FAQs', () => {
  it('creates a draft visitors do not see, publishes it, and lists it for the site with its answer', async () => {
    const draft = await create('faqs', { ...FAQ, answer: ['  Yes: one profile is matched against both kinds of mandate. ', '', 'You choose which introductions to take.'] });
    expect(draft).toMatchObject({ ...FAQ, slug: 'can-i-raise-debt-and-equity-at-once', status: 'draft', version: 1, position: 0 });
    const visitor = async () => (await graphql<{ faqs: { question: string; answer: string[] }[] }>(t.app, '{ faqs { question answer } }')).body.data?.faqs;
    expect(await visitor()).toEqual([]);

    const published = await call('POST', `/api/admin/faqs/${draft._id}/publish`, { version: 1 });
    expect(published.json()).toMatchObject({ success: true, message: 'FAQ published', data: { status: 'published', version: 2 } });
    expect(await visitor()).toEqual([FAQ]);
    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'content.%' } }, { orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, event.subjectType])).toEqual([
      ['content.created', 'Faq'],
      ['content.published', 'Faq'],
    ]);
  });

  it("refuses an FAQ without its answer or with a question over 160 characters, with each field's message", async () => {
    const response = await call('POST', '/api/admin/faqs', { question: 'x'.repeat(161), answer: [' '] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'question', msg: 'Question must be at most 160 characters' },
        { path: 'answer', msg: 'Answer is required' },
      ],
    });
  });

  it('through GraphQL: createFaq, updateFaq, publishFaq and faq(slug:); a stale save is told', async () => {
    const created = await graphql<{ createFaq: { message: string; faq: { id: string } } }>(t.app, 'mutation($input: CreateFaqInput!) { createFaq(input: $input) { message faq { id } } }', { input: FAQ }, t.admin);
    expect(created.body.data?.createFaq.message).toBe('FAQ created');
    const id = created.body.data?.createFaq.faq.id ?? '';
    const updated = await graphql(t.app, 'mutation($input: UpdateFaqInput!) { updateFaq(input: $input) { message faq { answer version } } }', { input: { ...FAQ, id, version: 1, answer: ['Yes.'] } }, t.admin);
    expect(updated.body.data).toEqual({ updateFaq: { message: 'FAQ saved', faq: { answer: ['Yes.'], version: 2 } } });
    const stale = await graphql(t.app, 'mutation($input: UpdateFaqInput!) { updateFaq(input: $input) { message } }', { input: { ...FAQ, id, version: 1 } }, t.admin);
    expect(stale.body.errors?.[0]).toMatchObject({
      message: 'Someone else saved this FAQ since you opened it. Your changes were not saved: copy them, reload to see theirs, then apply yours again.',
      extensions: { code: 'CONFLICT' },
    });
    await graphql(t.app, 'mutation($input: PublishFaqInput!) { publishFaq(input: $input) { message } }', { input: { id, version: 2 } }, t.admin);
    const one = await graphql(t.app, '{ faq(slug: "can-i-raise-debt-and-equity-at-once") { question answer } }');
    expect(one.body.data).toEqual({ faq: { question: FAQ.question, answer: ['Yes.'] } });
  });
});

describe('legal pages', () => {
  it('keeps the text as a rich-text document and serves it as HTML rendered on the server, headings with their anchors', async () => {
    const draft = await create('legal-pages', LEGAL);
    expect(draft).toMatchObject({ title: 'Privacy Policy', slug: 'privacy-policy', lead: LEGAL.lead, body: DOCUMENT, status: 'draft' });
    expect(draft.bodyHtml).toBe('<h2 id="what-we-collect">What we collect</h2><p>Your name &#38; email &#60;only&#62;.</p><ul><li><p>Contact forms</p></li></ul>');
    expect((await graphql(t.app, '{ legalPage(slug: "privacy-policy") { title } }')).body.errors?.[0]).toMatchObject({ message: 'Legal page not found', extensions: { code: 'NOT_FOUND' } });

    const published = await call('POST', `/api/admin/legal-pages/${draft._id}/publish`, { version: 1 });
    expect(published.json()).toMatchObject({ success: true, message: 'Legal page published' });
    const page = await graphql<{ legalPage: Record<string, unknown> }>(t.app, '{ legalPage(slug: "privacy-policy") { title lead body bodyHtml updatedAt } }');
    expect(page.body.data?.legalPage).toMatchObject({ title: 'Privacy Policy', lead: LEGAL.lead, body: DOCUMENT, bodyHtml: draft.bodyHtml });
    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'content.%' } }, { orderBy: { id: 'asc' } });
    expect(events.map((event) => event.subjectType)).toEqual(['LegalPage', 'LegalPage']);
  });

  it('refuses a node outside the editor\'s schema by its name, a javascript: link, an image and an empty text, saving nothing', async () => {
    const refused = async (body: unknown) => {
      const response = await call('POST', '/api/admin/legal-pages', { ...LEGAL, body });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ errors: { path: string; msg: string }[] }>().errors;
    };
    expect(await refused({ type: 'doc', content: [{ type: 'script', content: [text('alert(1)')] }] })).toEqual([
      { path: 'body', param: 'body', msg: '"script" is not part of the editor’s text: it holds paragraphs, headings, lists, quotes, horizontal rules, line breaks and images of the media library (at content[0])' },
    ]);
    expect((await refused({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] }))[0]?.msg).toMatch(
      /^Links to javascript: addresses are not allowed/,
    );
    expect(await refused({ type: 'doc', content: [{ type: 'image', attrs: { mediaId: '01890a5d-ac96-774b-bcce-b302099a8057', alt: 'A chart' } }] })).toEqual([
      { path: 'body', param: 'body', msg: 'Text holds text only: remove its images' },
    ]);
    expect(await refused({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([{ path: 'body', param: 'body', msg: 'Text is required' }]);
    expect(await refused(null)).toEqual([{ path: 'body', param: 'body', msg: 'Text is required' }]);

    const graph = await graphql(t.app, 'mutation($input: CreateLegalPageInput!) { createLegalPage(input: $input) { message } }', { input: { ...LEGAL, body: { type: 'doc', content: [{ type: 'iframe' }] } } }, t.admin);
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'body', message: expect.stringMatching(/^"iframe" is not part of the editor’s text/) }] });
    expect((await call('GET', '/api/admin/legal-pages')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('saves a new text as a new version, with the body among the fields its revision changed', async () => {
    const draft = await create('legal-pages', LEGAL);
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [text('Shorter now.')] }] };
    const saved = await call('PUT', `/api/admin/legal-pages/${draft._id}`, { ...LEGAL, body, version: 1 });
    expect(saved.json()).toMatchObject({ message: 'Legal page saved', data: { version: 2, bodyHtml: '<p>Shorter now.</p>' } });
    const revisions = (await call('GET', `/api/admin/legal-pages/${draft._id}/revisions`)).json<{ data: { version: number; changed: string[] }[] }>().data;
    expect(revisions.map(({ version, changed }) => [version, changed])).toEqual([
      [2, ['body']],
      [1, ['title', 'slug', 'body', 'fields', 'tags', 'authorId']],
    ]);
  });
});

describe('the first run', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('shows the FAQs, published, in their order', async () => {
    const faqs = await graphql<{ faqs: Record<string, unknown>[] }>(fresh.app, '{ faqs { slug question answer status position } }');
    expect(faqs.body.data?.faqs).toEqual(FIRST_RUN_FAQS.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position })));
    expect(FIRST_RUN_FAQS.length).toBeGreaterThanOrEqual(6);
  });

  it("holds today's Privacy Policy and Terms as documents the strict parser accepts, one h2 for each topic", async () => {
    for (const row of FIRST_RUN_LEGAL_PAGES) expect(parseRichText(row.values.body)).toEqual({ document: row.values.body });
    for (const legal of [PRIVACY_POLICY_TEXT, TERMS_TEXT]) {
      const page = await graphql<{ legalPage: { title: string; lead: string; status: string; bodyHtml: string } }>(fresh.app, 'query($slug: String!) { legalPage(slug: $slug) { title lead status bodyHtml } }', { slug: legal.slug });
      const shown = page.body.data?.legalPage;
      expect(shown).toMatchObject({ title: legal.title, lead: legal.lead, status: 'published' });
      expect(shown?.bodyHtml.match(/<h2 id="[a-z0-9-]+">[^<]+<\/h2>/g)?.length).toBe(legal.sections.length);
      for (const section of legal.sections) expect(shown?.bodyHtml).toContain(`>${escapeHtml(section.title)}</h2>`);
    }
    const privacy = await graphql<{ legalPage: { bodyHtml: string } }>(fresh.app, '{ legalPage(slug: "privacy-policy") { bodyHtml } }');
    expect(privacy.body.data?.legalPage.bodyHtml).toContain('<h2 id="your-rights">Your rights</h2>');
    expect(privacy.body.data?.legalPage.bodyHtml).toContain('<li><p>The right to nominate: under the DPDP Act, you may nominate another person');
  });
});

describe('the Privacy Policy page, kept until content changes', () => {
  const built = useBuiltSite();

  it('shows the published text, and the text as edited at once: the kept page is dropped by the save', async () => {
    const page = async () => (await built.site.app.inject({ method: 'GET', url: '/privacy-policy' })).body;
    const first = await page();
    expect(first).toContain('Privacy Policy: <h2 id="who-we-are-and-what-this-policy-covers">Who we are and what this policy covers</h2>');
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(built.site.app);
    const pages = (await built.site.app.inject({ method: 'GET', url: '/api/admin/legal-pages', headers: admin })).json<{ data: KindItemData[] }>().data;
    const privacy = pages.find((item) => item.slug === 'privacy-policy');
    if (!privacy) throw new Error('no first-run Privacy Policy');
    const body = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [text('Our new policy')] }] };
    const saved = await built.site.app.inject({ method: 'PUT', url: `/api/admin/legal-pages/${privacy._id}`, headers: admin, payload: { ...privacy, body, version: privacy.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    await built.site.changes.settled();
    expect(await page()).toContain('Privacy Policy: <h2 id="our-new-policy">Our new policy</h2> (render');
  });
});
