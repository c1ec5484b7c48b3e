import { NativeSelect } from '@chakra-ui/react';

export interface StatusOption<T extends string> {
  value: T;
  label: string;
}

/** A compact dropdown for a record's status (or a list's status filter). */
export function StatusSelect<T extends string>({
  value,
  options,
  onChange,
  label,
  disabled = false,
  size = 'sm',
}: {
  value: T | '';
  options: readonly StatusOption<T>[];
  onChange(value: T | ''): void;
  label: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={size} width="auto" minW="36" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {options.map((option) => (
          <option key={option.value || 'all'} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
