import { NativeSelect } from '@chakra-ui/react';
import { enumName, type EnumName } from '@rules/choices';

export interface StatusOption<T extends string> {
  value: T;
  label: string;
}

/**
 * The options for statuses listed in `rules/`, each under its GraphQL name (the value the
 * generated types use), labelled by `labelOf` (the value as stored by default).
 */
export function statusOptions<V extends string>(values: readonly V[], labelOf: (value: V) => string = (value) => value): StatusOption<EnumName<V>>[] {
  return values.map((value) => ({ value: enumName(value), label: labelOf(value) }));
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
