import { buttonRecipe, inputRecipe, spinnerRecipe } from '@chakra-ui/react/theme';
import { fieldSlotRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { createFinmeshSystem } from '../app/theme';

/** The back office's styling: the recipes its screens render. */
export const adminSystem = createFinmeshSystem(
  { button: buttonRecipe, input: inputRecipe, spinner: spinnerRecipe },
  { field: fieldSlotRecipe, toast: toastSlotRecipe },
);
