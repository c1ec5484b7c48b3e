import { FIRST_RUN_SERVICES } from '@rules/content-kinds';
import { describe, expect, it } from 'vitest';
import { islandPropsOf, renderedPage } from '../../test/renderedPage';
import type { Service } from './ServiceShowcase';

const service = (id: string, label: string, icon: string) => ({
  __typename: 'ServiceOffering',
  id,
  label,
  icon,
  title: `${label}, done well`,
  summary: `What ${label} does.`,
  points: [`${label}: the first point`, `${label}: the second point`],
  highlightValue: '2 days',
  highlightLabel: `to a first ${label.toLowerCase()}`,
});

const tabsOf = (page: Document) => [...page.querySelectorAll('[data-island="service-showcase"] [role="tab"]')].map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);

describe("the Services page's showcase (issue P20: the published services, edited in the back office)", () => {
  it('renders the first run’s six tabs in order, the first selected with its panel shown, before any script runs', async () => {
    const { status, page } = await renderedPage('/services');
    expect(status).toBe(200);
    expect(tabsOf(page)).toEqual(FIRST_RUN_SERVICES.map(({ values }, index) => [`${String(index + 1).padStart(2, '0')}${String(values.label)}`, String(index === 0)]));
    const shown = [...page.querySelectorAll('[data-island="service-showcase"] [role="tabpanel"]')].filter((panel) => !panel.hasAttribute('hidden'));
    expect(shown.map((panel) => panel.querySelector('h3')?.textContent)).toEqual(['AI-driven matchmaking for borrowers, lenders and investors']);
    expect(shown[0]?.textContent).toContain('01 / 06 · Match Making');
    expect(shown[0]?.textContent).toContain('Minutesfrom profile to first qualified match');
    expect(page.querySelector('a[href="#showcase"]')?.textContent).toBe('Six services, one marketplace');
  });

  it('hands the island the services the team published, in their order, leaving out one whose icon it cannot draw', async () => {
    const { page } = await renderedPage('/services', {
      ServicesShowcase: { serviceOfferings: [service('s1', 'Treasury', 'intelligence'), service('s2', 'Escrow', 'star'), service('s3', 'Advisory', 'venture')] },
    });
    expect(tabsOf(page)).toEqual([
      ['01Treasury', 'true'],
      ['02Advisory', 'false'],
    ]);
    const props = islandPropsOf<{ services: Service[] }>(page, 'service-showcase');
    expect(props?.services).toEqual([
      {
        id: 's1',
        label: 'Treasury',
        icon: 'intelligence',
        title: 'Treasury, done well',
        summary: 'What Treasury does.',
        points: ['Treasury: the first point', 'Treasury: the second point'],
        highlight: { value: '2 days', label: 'to a first treasury' },
      },
      {
        id: 's3',
        label: 'Advisory',
        icon: 'venture',
        title: 'Advisory, done well',
        summary: 'What Advisory does.',
        points: ['Advisory: the first point', 'Advisory: the second point'],
        highlight: { value: '2 days', label: 'to a first advisory' },
      },
    ]);
  });

  it('leaves the showcase, and the hero’s button to it, out while no service is published', async () => {
    const { status, page } = await renderedPage('/services', { ServicesShowcase: { serviceOfferings: [] } });
    expect(status).toBe(200);
    expect(page.querySelector('#showcase')).toBeNull();
    expect(page.querySelector('a[href="#showcase"]')).toBeNull();
    // The rest of the page is there.
    expect(page.querySelector('#impact-title')?.textContent).toBe('What our partners report');
  });
});
