import { FIRST_RUN_SETTINGS, SETTINGS_MESSAGES } from '@rules/settings';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../entry-server';
import { FIRST_RUN_SITE, type SiteSettings } from './siteSettings';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

/** The server's executor as a page sees it: the settings given, no FAQs or page texts published (the pages show the first run's words), and nothing else to read. */
const withSettings = (settings: Partial<SiteSettings>) => async ({ query }: { query: string }) =>
  /query SiteSettings\b/.test(query)
    ? { data: { siteSettings: { ...FIRST_RUN_SITE, ...settings } } }
    : /query ContactFaqs\b/.test(query)
      ? { data: { faqs: [] } }
      : /query PageSections\b/.test(query)
        ? { data: { pageSections: [] } }
        : { errors: [{ message: 'Not here.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };

describe('a public page shows the site settings', () => {
  it('in its header, footer, contact details, cookie banner and head', async () => {
    const { status, html } = await renderDocument('/contact', TEMPLATE, {
      graphql: withSettings({
        siteName: 'Finmesh Capital',
        phone: '+91 80 4000 3030',
        phoneHref: 'tel:+918040003030',
        contactEmail: 'team@finmesh.example',
        addressLines: ['12 MG Road', 'Bengaluru 560001'],
        socialLinks: [{ __typename: 'SocialLink', network: 'youtube', url: 'https://www.youtube.com/@finmesh' }],
        cookieBannerTitle: 'Cookies, briefly',
      }),
    });
    expect(status).toBe(200);
    expect(html).toContain('<meta property="og:site_name" content="Finmesh Capital" />');
    expect(html).toContain('aria-label="Finmesh Capital home"');
    expect(html).toContain('href="tel:+918040003030"');
    expect(html).toContain('mailto:team@finmesh.example');
    expect(html).toContain('12 MG Road');
    expect(html).toContain('aria-label="Finmesh Capital on YouTube (opens in a new tab)"');
    expect(html).not.toContain('linkedin.com/company/finmesh');
    // The cookie banner's words travel in its island's props too, so it wakes with them.
    expect(html).toContain('Cookies, briefly');
    expect(html).toContain('&quot;title&quot;:&quot;Cookies, briefly&quot;');
    expect(html).not.toContain(SETTINGS_MESSAGES.staffBanner);
  });

  it("gives the home page the settings' default title and description", async () => {
    const { html } = await renderDocument('/', TEMPLATE, { graphql: withSettings({ seoTitle: 'Finmesh: capital, matched', seoDescription: 'Debt, equity and mergers in one place.' }) });
    expect(html).toContain('<title>Finmesh: capital, matched</title>');
    expect(html).toContain('<meta name="description" content="Debt, equity and mergers in one place." />');
  });

  describe("the settings' default sharing image and description", () => {
    const image = { __typename: 'ImageSources' as const, src: '/media/0190a4d6-2c3b-7c3e-9a8b-0123456789ab/960.webp' };
    const shared = `%PUBLIC_URL%${image.src}`;

    it('is the og:image and twitter:image of every page without one of its own, as an absolute address', async () => {
      for (const url of ['/', '/about', '/success-stories', '/insights', '/contact', '/no-such-page']) {
        const { html } = await renderDocument(url, TEMPLATE, { graphql: withSettings({ seoImage: image }) });
        expect(html, url).toContain(`<meta property="og:image" content="${shared}" />`);
        expect(html, url).toContain(`<meta name="twitter:image" content="${shared}" />`);
      }
    });

    it("gives way to an Insights post's own sharing image", async () => {
      const post = {
        __typename: 'Post', id: 'p1', slug: 'capital-2027', title: 'Capital in 2027', summary: 'What lenders want.', html: '<p>Words.</p>', tags: [], status: 'PUBLISHED',
        publishedAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-01T10:00:00.000Z', readingMinutes: 1, seoTitle: null, seoDescription: null, canonicalUrl: null, author: null,
        coverImage: null, ogImage: { __typename: 'ImageSources', src: '/media/0190a4d6-2c3b-7c3e-9a8b-0000000000ff/960.webp' }, relatedPosts: [],
      };
      const graphql = async ({ query }: { query: string }) =>
        /query PostPage\b/.test(query) ? { data: { post } } : withSettings({ seoImage: image })({ query });
      const { html } = await renderDocument('/insights/capital-2027', TEMPLATE, { graphql });
      expect(html).toContain('<meta property="og:image" content="%PUBLIC_URL%/media/0190a4d6-2c3b-7c3e-9a8b-0000000000ff/960.webp" />');
      expect(html).not.toContain(shared);
    });

    it("is the site's own picture while none is set", async () => {
      const { html } = await renderDocument('/about', TEMPLATE, { graphql: withSettings({}) });
      expect(html).toContain('<meta property="og:image" content="%PUBLIC_URL%/og-image.png" />');
    });

    it("keeps a route's own description, and gives a page without one (an unknown path's) the settings'", async () => {
      const { html } = await renderDocument('/about', TEMPLATE, { graphql: withSettings({ seoDescription: 'Capital, matched.' }) });
      // The route's own description stays.
      expect(html).not.toContain('content="Capital, matched."');
      const home = await renderDocument('/no-such-page', TEMPLATE, { graphql: withSettings({ seoDescription: 'Capital, matched.' }) });
      expect(home.html).toContain('<meta name="description" content="Capital, matched." />');
      expect(home.html).toContain('<meta property="og:description" content="Capital, matched." />');
    });
  });

  it('tells staff, shown the site in maintenance mode, that visitors do not see it', async () => {
    const { html } = await renderDocument('/about', TEMPLATE, { graphql: withSettings({ maintenanceMode: true }) });
    expect(html).toContain(SETTINGS_MESSAGES.staffBanner);
  });

  it('is a 503 nobody keeps when the settings cannot be read, showing the first-run values meanwhile', async () => {
    const { status, html } = await renderDocument('/about', TEMPLATE, { graphql: async () => ({ errors: [{ message: 'Down.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }) });
    expect(status).toBe(503);
    expect(html).toContain(FIRST_RUN_SETTINGS.contactEmail);
  });
});
