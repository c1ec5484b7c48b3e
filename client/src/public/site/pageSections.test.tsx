import { FIRST_RUN_PAGE_SECTIONS } from '@rules/page-sections';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../../test/renderedPage';
import { OVERLAY_WORDS_ID } from './overlayWords';

type Row = { slug: string; title: string; eyebrow: string | null; lead: string | null; text: string[]; points: string[] };

/** A page as the server renders it with the page texts given (the first run's data for every other query): its HTML. */
const htmlOf = async (url: string, pageSections: Row[]) => {
  const { status, page } = await renderedPage(url, { PageSections: { pageSections } });
  return { status, html: page.documentElement.outerHTML };
};

describe("a page's sections show their published page texts", () => {
  it('each in its place, an eyebrow left blank left out', async () => {
    const { status, html } = await htmlOf('/about', [
      { slug: 'about-hero', title: 'About Finmesh', eyebrow: null, lead: 'Bengaluru, since 2021.', text: [], points: [] },
      { slug: 'about-journey', title: 'How we got here', eyebrow: 'Since 2021', lead: null, text: ['One spreadsheet.', 'Then a marketplace.'], points: [] },
    ]);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]* id="about-title"[^>]*>About Finmesh<\/h1>/);
    expect(html).toContain('Bengaluru, since 2021.');
    expect(html).not.toContain(FIRST_RUN_PAGE_SECTIONS['about-hero'].eyebrow);
    expect(html).toMatch(/<h2[^>]* id="journey-title"[^>]*>How we got here<\/h2>/);
    expect(html).toContain('One spreadsheet.');
    expect(html).toContain('Then a marketplace.');
  });

  it("the footer's newsletter invitation on every page, and the first run's words where a place has none", async () => {
    const { html } = await htmlOf('/success-stories', [{ slug: 'newsletter', title: 'The monthly capital letter', eyebrow: 'Letters', lead: 'Once a month.', text: [], points: [] }]);
    expect(html).toMatch(/<h2[^>]* id="newsletter-title"[^>]*>The monthly capital letter<\/h2>/);
    expect(html).toContain(FIRST_RUN_PAGE_SECTIONS['stories-hero'].lead);
  });

  it('on the home page, its heading as the page title and the film caption from its points', async () => {
    const { html } = await htmlOf('/', [{ slug: 'home-hero', title: 'Capital, matched', eyebrow: 'Marketplace', lead: 'Lenders meet borrowers.', text: [], points: ['Deals moving now'] }]);
    expect(html).toMatch(/<h1[^>]* id="hero-title"[^>]*>Capital, matched<\/h1>/);
    expect(html).toContain('Deals moving now');
  });

  it("carries the overlays' words in a data block of its head, for the overlays to read as they open (DemoOverlay.test)", async () => {
    const { page } = await renderedPage('/careers', {
      PageSections: {
        pageSections: [
          { slug: 'demo', title: 'See it on your deals', eyebrow: null, lead: 'Thirty minutes, your questions.', text: [], points: [] },
          { slug: 'demo-aside', title: 'A walkthrough, not a pitch', eyebrow: 'Demo', lead: null, text: ['On a deal like yours.'], points: ['Half an hour', 'No commitment'] },
        ],
      },
    });
    const block = page.head.querySelector(`script#${OVERLAY_WORDS_ID}`);
    expect(block?.getAttribute('type')).toBe('application/json');
    const words = JSON.parse(block?.textContent ?? '{}') as Record<string, { title: string }>;
    expect(Object.keys(words)).toEqual(['demo', 'demo-aside', 'talk-to-us', 'talk-to-us-aside']);
    expect(words['talk-to-us']?.title).toBe(FIRST_RUN_PAGE_SECTIONS['talk-to-us'].title);
    expect(words.demo).toEqual({ title: 'See it on your deals', eyebrow: null, lead: 'Thirty minutes, your questions.', text: [], points: [] });

  });
});
