import { FIRST_RUN_VALUES } from '@rules/content-kinds';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { setupUser } from '../../test/user';
import { ValuesAccordion, type Value } from './ValuesAccordion';

/** The first run's values, as the About page's query hands them to the island. */
const VALUES = FIRST_RUN_VALUES.map(({ slug, values }) => ({ id: slug, ...values }) as unknown as Value);

const expanded = () => screen.queryAllByRole('button', { expanded: true }).map((button) => button.textContent?.replace(/^\d+/, ''));

describe('What We Stand For', () => {
  it('has the four items, the first open', () => {
    renderPublic(<ValuesAccordion items={VALUES} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent?.replace(/^\d+/, ''))).toEqual([
      'Understand Our Clients',
      'AI-Driven Matchmaking At Its Best',
      'Funding In Minutes Not Months',
      'More Than A Platform-A Growth Partner',
    ]);
    expect(expanded()).toEqual(['Understand Our Clients']);
    expect(screen.getByRole('region', { name: /Understand Our Clients/ }).textContent).toMatch(/^Every business raising capital/);
  });

  it('keeps one item open at a time, and closes the open one when it is pressed again', async () => {
    const user = setupUser();
    renderPublic(<ValuesAccordion items={VALUES} />);
    await user.click(screen.getByRole('button', { name: /Funding In Minutes Not Months/ }));
    expect(expanded()).toEqual(['Funding In Minutes Not Months']);
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Funding In Minutes Not Months/ }));
    expect(expanded()).toEqual([]);
    expect(screen.queryAllByRole('region')).toEqual([]);

    // From the keyboard too: the buttons take Enter and Space.
    screen.getByRole('button', { name: /More Than A Platform/ }).focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['More Than A Platform-A Growth Partner']);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });
});

describe('What We Stand For, as the team edits it', () => {
  it('shows the published values in their order, however many, the first open', () => {
    renderPublic(<ValuesAccordion items={[{ id: 'v1', title: 'Say No Early', text: 'When a deal will not fit, we say so.' }, VALUES[0] as Value]} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['01Say No Early', '02Understand Our Clients']);
    expect(screen.getByRole('region', { name: /Say No Early/ }).textContent).toBe('When a deal will not fit, we say so.');
  });
});
