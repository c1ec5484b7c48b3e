import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { setupUser } from '../../test/user';
import { ValuesAccordion } from './ValuesAccordion';

const expanded = () => screen.queryAllByRole('button', { expanded: true }).map((button) => button.textContent?.replace(/^\d+/, ''));

describe('What We Stand For', () => {
  it('has the four items, the first open', () => {
    renderPublic(<ValuesAccordion />);
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
    renderPublic(<ValuesAccordion />);
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
