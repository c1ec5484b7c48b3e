/** Figures that count up as they come into view (Services, Event Details; see `islands/island.ts`). */
export const countUp = () => import('./CountUpFigures').then((module) => module.CountUpFigures);
