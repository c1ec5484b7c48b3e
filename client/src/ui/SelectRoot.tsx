import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

/** A native select's frame, with its own recipe (see `Input`): its styles load with the forms. */
export function SelectRoot(props: ComponentProps<typeof NativeSelect.Root>) {
  return <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...props} />;
}
