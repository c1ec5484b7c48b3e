import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/**
 * Chakra's control with its recipe given here rather than registered in the public system, so
 * its styles load with the pages and overlays that have forms, not with every page.
 */
export function FieldRoot(props: ComponentProps<typeof Field.Root>) {
  return <Field.Root recipe={fieldSlotRecipe} {...props} />;
}
