import { NativeSelect, Textarea as ChakraTextarea } from '@chakra-ui/react';
import { nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/*
 * Form controls that bring their own recipes instead of registering them in the public system,
 * so their styles load with the pages that have forms rather than with every page.
 */

export function SelectRoot(props: ComponentProps<typeof NativeSelect.Root>) {
  return <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
