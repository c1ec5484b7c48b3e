/**
 * The home page's figures and its borrower chart, as the public pages read them without the
 * content kinds' declarations (`content-kinds.ts` declares them; a page needs only these).
 */

/** Where a figure is shown: in the home page's hero, counting up in the Services page's impact band, or among the About or Careers heroes' facts. */
export const FIGURE_PLACEMENTS = [
  { value: 'hero', label: 'Home page hero' },
  { value: 'impact', label: 'Services page: impact' },
  { value: 'about', label: 'About page hero' },
  { value: 'careers', label: 'Careers page hero' },
  { value: 'event', label: "Every event's page: the figures band" },
] as const;
export type FigurePlacement = (typeof FIGURE_PLACEMENTS)[number]['value'];

/** A figure that counts up: a whole number and what follows it ("90%" is 90 and "%", "300+" is 300 and "+"). */
export interface CountingFigure {
  value: number;
  suffix: string;
}

const COUNTING_FIGURE = /^(\d{1,9})(\D.*)?$/;

/** A figure's value as the count-up shows it, or null when it does not start with a whole number ("Minutes"). */
export function countingFigureOf(value: string): CountingFigure | null {
  const match = COUNTING_FIGURE.exec(value.trim());
  return match ? { value: Number(match[1]), suffix: match[2] ?? '' } : null;
}

export const FIGURE_MESSAGES = {
  impactNotCounting: "An impact or event figure counts up (on the Services page, on an event's page): its value must be a whole number, then what follows it (for example 90% or 300+)",
} as const;

/** How risky lending at a stage is, from highest to lowest (the chart colours each). */
export const RISK_LEVELS = ['High', 'Medium-High', 'Medium', 'Medium-Low', 'Low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
