import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/**
 * Chakra's control with its recipe given here rather than registered in the public system, so
 * its styles load with the pages and overlays that have forms, not with every page.
 */
export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
