import { Box, Text, chakra } from '@chakra-ui/react';

interface CheckboxFieldProps {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A native checkbox in the brand colour with its label and an optional hint. Native rather than
 * Chakra's Checkbox, whose state machine would add to every form page's first download.
 */
export function CheckboxField({ name, label, hint, checked, onChange }: CheckboxFieldProps) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="3" cursor="pointer" w="fit-content">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        boxSize="4.5"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.600"
        cursor="inherit"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        _disabled={{ cursor: 'not-allowed' }}
      />
      <Box>
        <Text as="span" display="block" fontWeight="600" fontSize="sm">
          {label}
        </Text>
        {hint && (
          <Text as="span" display="block" fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Box>
    </chakra.label>
  );
}
