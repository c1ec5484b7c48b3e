import { FIRST_RUN_PAGE_SECTIONS } from '@rules/page-sections';
import { describe, expect, it } from 'vitest';
import { renderedPage } from '../../test/renderedPage';
import { FIRST_RUN_SITE } from '../site/siteSettings';

/** The header's links marked as the page's own (`aria-current="page"`), by their words. */
const currentLinks = (page: Document) => [...page.querySelectorAll('header nav a[aria-current="page"]')].map((link) => link.textContent?.trim());

/** The page's header and footer, which every page renders from the part kept for its inputs. */
const frameOf = (page: Document) => ({ header: page.querySelector('header')?.outerHTML, footer: page.querySelector('footer')?.outerHTML });

describe('the header and footer, rendered once for the pages that show them alike (KeptMarkup)', () => {
  it("mark the page's section in the header, whatever page was rendered before", async () => {
    const job = await renderedPage('/careers/job-1');
    expect(new Set(currentLinks(job.page))).toEqual(new Set(['Careers']));
    const about = await renderedPage('/about');
    expect(new Set(currentLinks(about.page))).toEqual(new Set(['Company']));
    const otherJob = await renderedPage('/careers/job-2');
    expect(new Set(currentLinks(otherJob.page))).toEqual(new Set(['Careers']));
    // A page of the same route, from the same part: the very same header and footer.
    expect(frameOf(otherJob.page)).toEqual(frameOf(job.page));
  });

  it('show a change of the settings or of the newsletter invitation on the next page rendered, never what was kept before', async () => {
    const before = await renderedPage('/services');
    expect(before.page.querySelector('header a[aria-label$=" home"]')?.getAttribute('aria-label')).toBe(`${FIRST_RUN_SITE.siteName} home`);
    expect(before.page.getElementById('newsletter-title')?.textContent).toBe(FIRST_RUN_PAGE_SECTIONS.newsletter.title);

    const after = await renderedPage('/services', {
      SiteSettings: { siteSettings: { ...FIRST_RUN_SITE, siteName: 'Finmesh Capital' } },
      PageSections: { pageSections: [{ slug: 'newsletter', title: 'The capital letter', eyebrow: null, lead: null, text: [], points: [] }] },
    });
    expect(after.page.querySelector('header a[aria-label$=" home"]')?.getAttribute('aria-label')).toBe('Finmesh Capital home');
    expect(after.page.querySelector('footer a[aria-label$=" home"]')?.getAttribute('aria-label')).toBe('Finmesh Capital home');
    expect(after.page.getElementById('newsletter-title')?.textContent).toBe('The capital letter');

    // And back: the first part again, as it was.
    expect(frameOf((await renderedPage('/services')).page)).toEqual(frameOf(before.page));
  });

});
