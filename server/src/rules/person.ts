import { isBlank, type Rule } from './rule.js';

/**
 * The pronouns the lead forms offer (Contact, Talk to us, job applications). Records store the
 * value; the forms show the label.
 */
export const PRONOUNS = [
  { value: 'she/her', label: 'She/her' },
  { value: 'he/him', label: 'He/him' },
  { value: 'they/them', label: 'They/them' },
  { value: 'prefer_not_say', label: 'Prefer not to say' },
  { value: 'other', label: 'Other' },
] as const;
export type PronounValue = (typeof PRONOUNS)[number]['value'];

const PRONOUN_VALUES = PRONOUNS.map((pronoun) => pronoun.value).join(', ');

/** A job application takes one of the values, or none. */
export const knownPronoun: Rule = (value) =>
  isBlank(value) || PRONOUNS.some((pronoun) => pronoun.value === value) ? null : `Pronoun must be one of ${PRONOUN_VALUES}`;

/** What the API documents about the field. */
export const PRONOUN_FIELD_DESCRIPTION = `One of ${PRONOUN_VALUES}.`;

/**
 * What a record stores for a pronoun an integrator sent: one of the values, also when given as
 * its label ("She/her"); other text (the contact API takes any) as given, trimmed; nothing as null.
 */
export function pronounValue(text: string | null | undefined): string | null {
  if (isBlank(text) || typeof text !== 'string') return null;
  const trimmed = text.trim();
  const known = PRONOUNS.find((pronoun) => pronoun.value === trimmed.toLowerCase() || pronoun.label.toLowerCase() === trimmed.toLowerCase());
  return known?.value ?? trimmed;
}
