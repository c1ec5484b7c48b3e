import { FIRST_RUN_FIGURES } from '@rules/content-kinds';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render';
import { HeroFigures } from './HeroFigures';

/** The first run's hero figures, as the home page reads them. */
const HERO = FIRST_RUN_FIGURES.filter(({ values }) => values.placement === 'hero').map(({ slug, values }) => ({ id: slug, value: String(values.value), label: String(values.label) }));

const shown = () => screen.queryAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the home hero’s figures', () => {
  it('shows the first run’s three, each value over its label, in order', () => {
    renderPublic(<HeroFigures figures={HERO} />);
    expect(shown()).toEqual(['Minutes to your first funding match', '3 markets debt, equity and M&A', '15-point compliance assessment']);
  });

  it('shows the figures as the team edited and ordered them', () => {
    renderPublic(<HeroFigures figures={[{ id: 'b', value: '4 markets', label: 'debt, equity, M&A and leasing' }, HERO[0] as (typeof HERO)[number]]} />);
    expect(shown()).toEqual(['4 markets debt, equity, M&A and leasing', 'Minutes to your first funding match']);
  });

  it('shows nothing when none is published', () => {
    const { container } = renderPublic(<HeroFigures figures={[]} />);
    expect(container.querySelector('dl')).toBeNull();
  });
});
