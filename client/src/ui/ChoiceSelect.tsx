import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { SelectRoot } from './SelectRoot';

/** A choice: the value sent and the text shown, or one text for both. */
export type Choice = string | { value: string; label: string };

interface ChoiceSelectProps {
  name: string;
  /** The chosen value; empty for none (the placeholder shows). */
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  placeholder: string;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
  /** Marks a country picker (see `CountrySelect`). */
  'data-countries'?: '';
}

const optionOf = (choice: Choice) => (typeof choice === 'string' ? { value: choice, label: choice } : choice);

/** A native select for a `FormField`: the placeholder, then the choices. */
export function ChoiceSelect({ choices, onChange, ...field }: ChoiceSelectProps) {
  return (
    <SelectRoot>
      <NativeSelect.Field {...field} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)} bg="bg">
        {choices.map(optionOf).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </SelectRoot>
  );
}
