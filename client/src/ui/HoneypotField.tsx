import { chakra } from '@chakra-ui/react';

/**
 * The spam guard's hidden field (`website`): people never see or reach it, bots that fill every
 * input do. Off screen rather than `display: none`, which some bots skip.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <chakra.div aria-hidden="true" position="absolute" left="-10000px" top="auto" width="1px" height="1px" overflow="hidden">
      <label>
        Website (leave empty)
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </chakra.div>
  );
}
