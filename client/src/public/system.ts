import { buttonRecipe, fieldSlotRecipe, inputRecipe, spinnerRecipe } from '@chakra-ui/react/theme';
import { createFinmeshSystem } from '../app/theme';

/**
 * The public site's styling: the recipes of what every page shows (header, footer, newsletter
 * form). Form pages bring the rest with them (`ui/FormControls`, the dialogs, the toasts).
 */
export const publicSystem = createFinmeshSystem({ button: buttonRecipe, input: inputRecipe, spinner: spinnerRecipe }, { field: fieldSlotRecipe });
