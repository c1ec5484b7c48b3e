import { FIRST_RUN_FAQS } from '@rules/content-kinds';
import { describe, expect, it } from 'vitest';
import { buildTimeData, renderDocument } from '../entry-server';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

/** The page's schema.org data, as its head carries it. */
const structuredDataOf = (html: string) => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : null;
};

describe('the Contact page FAQs', () => {
  it('shows each published question as a disclosure that opens without any script, in the team’s order', async () => {
    const { status, html } = await renderDocument('/contact', TEMPLATE, { graphql: buildTimeData });
    expect(status).toBe(200);
    expect(html).toContain('Questions we hear most');
    const questions = [...html.matchAll(/<details[^>]* id="([a-z0-9-]+)"[^>]*><summary[^>]*><span>([^<]+)<\/span>/g)].map((match) => [match[1], match[2]]);
    expect(questions).toEqual(FIRST_RUN_FAQS.map(({ slug, values }) => [slug, String(values.question).replaceAll("'", '&#x27;')]));
    expect(html).toContain('<p class="');
    expect(html).toContain('There is no upfront or sign-up fee.');
    // Closed until opened: no details starts open.
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('gives the page FAQPage structured data with every question and its answer', async () => {
    const { html } = await renderDocument('/contact', TEMPLATE, { graphql: buildTimeData });
    const data = structuredDataOf(html);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const [first] = FIRST_RUN_FAQS;
    expect((data?.mainEntity as unknown[])[0]).toEqual({
      '@type': 'Question',
      name: first?.values.question,
      acceptedAnswer: { '@type': 'Answer', text: (first?.values.answer as string[]).join('\n\n') },
    });
    expect((data?.mainEntity as unknown[]).length).toBe(FIRST_RUN_FAQS.length);
  });

  it('shows no FAQ section and no FAQPage data while none is published', async () => {
    const { status, html } = await renderDocument('/contact', TEMPLATE, {
      graphql: async (operation) => (/query ContactFaqs\b/.test(operation.query) ? { data: { faqs: [] } } : buildTimeData(operation)),
    });
    expect(status).toBe(200);
    expect(html).not.toContain('Questions we hear most');
    expect(html).not.toContain('FAQPage');
  });
});
