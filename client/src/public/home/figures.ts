import { countingFigureOf, type FigurePlacement } from '@rules/figures';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import type { Figure } from '../layout/CountUpFigures';

/** The published figures, in the order the team gave them (issue P20: edited in the back office as Figures). */
const HomeFiguresQuery = graphql(`
  query HomeFigures {
    homeFigures {
      id
      value
      label
      placement
    }
  }
`);

export interface PlacedFigure {
  id: string;
  value: string;
  label: string;
}

/** The published figures of one place (the home hero, the Services page's impact band), in order. */
export function usePlacedFigures(placement: FigurePlacement): PlacedFigure[] {
  return (usePageQuery(HomeFiguresQuery, {}).data?.homeFigures ?? []).filter((figure) => figure.placement === placement).map(({ id, value, label }) => ({ id, value, label }));
}

/** Figures as the count-up shows them: "90%" counts to 90, then "%". The rule keeps impact values so; any other is left out. */
export function countingFiguresOf(figures: readonly Pick<PlacedFigure, 'value' | 'label'>[]): Figure[] {
  return figures.flatMap(({ value, label }) => {
    const counting = countingFigureOf(value);
    return counting ? [{ ...counting, label }] : [];
  });
}
