import { PRIVACY_POLICY_TEXT, TERMS_TEXT } from '@rules/legal-text';
import { describe, expect, it } from 'vitest';
import { buildTimeData, renderDocument } from '../entry-server';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

const UPDATED = '2026-11-30T10:00:00.000Z';

/** The first run's pages as the server answers them, last changed on 30 November 2026; any other legal page is not published. */
const legalPages: typeof buildTimeData = async (operation) => {
  if (!/query LegalPage\b/.test(operation.query)) return buildTimeData(operation);
  const answer = await buildTimeData(operation);
  if (!answer.data) return { errors: [{ message: 'Legal page not found', extensions: { code: 'NOT_FOUND' } }] };
  return { data: { legalPage: { ...(answer.data.legalPage as Record<string, unknown>), updatedAt: UPDATED } } };
};

describe('the Privacy Policy page', () => {
  it('shows the published title, lead and text, its topics numbered and listed to jump to, and when it last changed', async () => {
    const { status, html } = await renderDocument('/privacy-policy', TEMPLATE, { graphql: legalPages });
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]* id="privacy-title"[^>]*>Privacy Policy<\/h1>/);
    expect(html).toContain(PRIVACY_POLICY_TEXT.lead);
    expect(html).toContain('Last updated<!-- -->: <time dateTime="2026-11-30">30 November 2026</time>');
    // The server's HTML, headings with their anchors; the list of topics links to each.
    expect(html).toContain('<h2 id="your-rights">Your rights</h2>');
    expect(html).toContain('<li><p>The right to erasure: to have your personal data deleted');
    const contents = /<nav[^>]*aria-label="On this page"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const links = [...contents.matchAll(/href="#([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(links).toHaveLength(PRIVACY_POLICY_TEXT.sections.length);
    expect(links[0]).toBe('who-we-are-and-what-this-policy-covers');
    for (const id of links) expect(html).toContain(`<h2 id="${id}">`);
    expect(contents).toMatch(/>6<!-- -->\.<\/span>Your rights<\/a>/);
  });

  it('answers 404, not indexed, when the page has no published text', async () => {
    const { status, html } = await renderDocument('/privacy-policy', TEMPLATE, {
      graphql: async (operation) => (/query LegalPage\b/.test(operation.query) ? { errors: [{ message: 'Legal page not found', extensions: { code: 'NOT_FOUND' } }] } : buildTimeData(operation)),
    });
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('This page is being updated.');
  });
});

describe('the Terms of Use page', () => {
  it('shows the published terms under the hero with its tagline and film', async () => {
    const { status, html } = await renderDocument('/terms', TEMPLATE, { graphql: legalPages });
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]* id="terms-title"[^>]*>Terms of Use<\/h1>/);
    expect(html).toContain('Smart Capital Solutions for Every Business Need');
    expect(html).toContain(TERMS_TEXT.lead);
    expect(html).toContain('<h2 id="fees">Fees</h2>');
    expect(html.match(/<h2 id="[a-z0-9-]+">/g)).toHaveLength(TERMS_TEXT.sections.length);
  });
});
