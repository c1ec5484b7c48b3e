import { FIRST_RUN_SETTINGS, SETTINGS_MESSAGES } from '@rules/settings';
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../entry-server';
import { FIRST_RUN_SITE, type SiteSettings } from './siteSettings';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

/** The server's executor as a page sees it: the settings given, no FAQs published, and nothing else to read. */
const withSettings = (settings: Partial<SiteSettings>) => async ({ query }: { query: string }) =>
  /query SiteSettings\b/.test(query)
    ? { data: { siteSettings: { ...FIRST_RUN_SITE, ...settings } } }
    : /query ContactFaqs\b/.test(query)
      ? { data: { faqs: [] } }
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
