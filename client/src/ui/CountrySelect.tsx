import type { ComponentProps } from 'react';
import type { CountryOption } from '../content/forms';
import { ChoiceSelect } from './ChoiceSelect';

interface CountrySelectProps extends Omit<ComponentProps<typeof ChoiceSelect>, 'choices'> {
  countries: readonly CountryOption[];
}

/** A country picker for a `FormField`: names with their calling codes in the list, the ISO code as the value. */
export function CountrySelect({ countries, autoComplete = 'off', ...select }: CountrySelectProps) {
  return <ChoiceSelect {...select} autoComplete={autoComplete} choices={countries.map(({ code, name, callingCode }) => ({ value: code, label: `${name} (${callingCode})` }))} />;
}
