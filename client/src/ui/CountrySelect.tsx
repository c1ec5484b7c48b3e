import { NativeSelect } from '@chakra-ui/react';
import { SelectRoot } from './SelectRoot';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import type { CountryOption } from '../content/forms';

interface CountrySelectProps {
  countries: readonly CountryOption[];
  /** The chosen country's ISO code; empty for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  placeholder: string;
  name: string;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A country picker for a `Field`: names in the list, the ISO code as the value. */
export function CountrySelect({ countries, value, onChange, onBlur, placeholder, name, autoComplete = 'off', ref }: CountrySelectProps) {
  return (
    <SelectRoot>
      <NativeSelect.Field
        ref={ref}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        bg="bg"
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name} ({country.callingCode})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </SelectRoot>
  );
}
