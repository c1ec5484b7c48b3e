import { buttonRecipe, fieldSlotRecipe, inputRecipe, spinnerRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { createFinmeshSystem } from '../app/theme';

/** The public site's styling: only the recipes its pages render. */
export const publicSystem = createFinmeshSystem(
  { button: buttonRecipe, input: inputRecipe, spinner: spinnerRecipe },
  { field: fieldSlotRecipe, toast: toastSlotRecipe },
);
