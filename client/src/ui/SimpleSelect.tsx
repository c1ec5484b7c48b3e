import { Box, chakra } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';

interface SimpleSelectProps {
  label: string;
  name: string;
  value: string;
  /** The choices as [value, label]. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}

/**
 * A labelled native select that looks like the forms' selects, without Chakra's field and slot
 * machinery: for the lists' filters, which need nothing more and sit on pages' first download.
 */
export function SimpleSelect({ label, name, value, options, onChange }: SimpleSelectProps) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="600" mb="1.5">
        {label}
      </chakra.label>
      <Box position="relative">
        <chakra.select
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          appearance="none"
          w="full"
          h="10"
          ps="3"
          pe="9"
          fontSize="sm"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          cursor="pointer"
          _hover={{ borderColor: 'border.emphasized' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '0', borderColor: 'brand.500' }}
        >
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </chakra.select>
        <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted">
          <ChevronDown aria-hidden size={16} />
        </Box>
      </Box>
    </Box>
  );
}
