import { chakra } from '@chakra-ui/react';

/** A white card on the back office's grey background. */
export const Panel = chakra('section', {
  base: { bg: 'bg', borderWidth: '1px', borderColor: 'border', rounded: 'xl', shadow: 'xs', overflow: 'hidden' },
});
