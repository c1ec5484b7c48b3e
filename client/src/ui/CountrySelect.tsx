import type { ComponentProps } from 'react';
import type { CountryOption } from '../content/forms';
import { ChoiceSelect } from './ChoiceSelect';

interface CountrySelectProps extends Omit<ComponentProps<typeof ChoiceSelect>, 'choices'> {
  countries: readonly CountryOption[];
}

const labelOf = ({ name, callingCode }: CountryOption) => `${name} (${callingCode})`;
const LABEL = /^(.+) \((\+\d+)\)$/;

/** A country picker for a `FormField`: names with their calling codes in the list, the ISO code as the value. */
export function CountrySelect({ countries, autoComplete = 'off', ...select }: CountrySelectProps) {
  return <ChoiceSelect {...select} data-countries="" autoComplete={autoComplete} choices={countries.map((country) => ({ value: country.code, label: labelOf(country) }))} />;
}

/** The countries a picker the server rendered into this page lists, read back from its options; none without one. */
export function countriesOnPage(): CountryOption[] {
  if (typeof document === 'undefined') return [];
  const picker = document.querySelector<HTMLSelectElement>('select[data-countries]');
  return [...(picker?.options ?? [])].flatMap((option) => {
    const [, name, callingCode] = LABEL.exec(option.text) ?? [];
    return option.value && name && callingCode ? [{ code: option.value, name, callingCode }] : [];
  });
}
