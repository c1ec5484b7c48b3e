import type { PageSectionValues } from '@rules/page-sections';

/** A section's words as a page shows them; blank fields are null, lists empty. */
export interface SectionWords {
  eyebrow: string | null;
  title: string;
  lead: string | null;
  text: readonly string[];
  points: readonly string[];
}

/** A page text's values (a first-run row's, which leave blank fields out) as a page shows them. */
export const sectionWordsOf = ({ title, eyebrow, lead, text, points }: PageSectionValues): SectionWords => ({
  title,
  eyebrow: eyebrow ?? null,
  lead: lead ?? null,
  text: text ?? [],
  points: points ?? [],
});
