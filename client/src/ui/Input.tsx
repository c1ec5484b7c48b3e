import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/**
 * Chakra's control with its recipe given here rather than registered in the public system, so
 * its styles load with the pages and overlays that have forms, not with every page.
 */
export function Input(props: ComponentProps<typeof ChakraInput>) {
  return <ChakraInput recipe={inputRecipe} {...props} />;
}
