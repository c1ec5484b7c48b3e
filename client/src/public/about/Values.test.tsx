import { FIRST_RUN_VALUES } from '@rules/content-kinds';
import { describe, expect, it } from 'vitest';
import { islandPropsOf, renderedPage } from '../../test/renderedPage';
import type { Value } from './ValuesAccordion';

const buttonsOf = (page: Document) => [...page.querySelectorAll('[data-island="values-accordion"] button')].map((button) => [button.textContent, button.getAttribute('aria-expanded')]);

describe('the About page’s What We Stand For (issue P20: the published values, edited in the back office)', () => {
  it('renders the first run’s four values in order, the first open with its text, before any script runs', async () => {
    const { status, page } = await renderedPage('/about');
    expect(status).toBe(200);
    expect(buttonsOf(page)).toEqual(FIRST_RUN_VALUES.map(({ values }, index) => [`${String(index + 1).padStart(2, '0')}${String(values.title)}`, String(index === 0)]));
    const open = [...page.querySelectorAll('[data-island="values-accordion"] [role="region"]')].filter((region) => !region.hasAttribute('hidden'));
    expect(open.map((region) => region.textContent)).toEqual([FIRST_RUN_VALUES[0]?.values.text]);
    expect(page.querySelector('#values-title')?.textContent).toBe('What We Stand For');
  });

  it('hands the island the values the team published, in their order', async () => {
    const values = [
      { __typename: 'CompanyValue', id: 'v1', title: 'Say No Early', text: 'When a deal will not fit, we say so on the first call.' },
      { __typename: 'CompanyValue', id: 'v2', title: 'Understand Our Clients', text: 'We start by listening.' },
    ];
    const { page } = await renderedPage('/about', { AboutValues: { companyValues: values } });
    expect(buttonsOf(page)).toEqual([
      ['01Say No Early', 'true'],
      ['02Understand Our Clients', 'false'],
    ]);
    expect(islandPropsOf<{ items: Value[] }>(page, 'values-accordion')?.items).toEqual(values.map(({ id, title, text }) => ({ id, title, text })));
  });

  it('leaves the section out while no value is published', async () => {
    const { status, page } = await renderedPage('/about', { AboutValues: { companyValues: [] } });
    expect(status).toBe(200);
    expect(page.querySelector('#values-title')).toBeNull();
    expect(page.querySelector('[data-island="values-accordion"]')).toBeNull();
    expect(page.querySelector('#journey-title')).not.toBeNull();
  });
});
