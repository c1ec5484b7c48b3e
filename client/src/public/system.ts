import { buttonRecipe, spinnerRecipe } from '@chakra-ui/react/theme';
import { createFinmeshSystem } from '../app/theme';

/**
 * The public site's styling: only the recipes every page shows (the header's and footer's
 * buttons). Forms, dialogs and toasts bring their own recipes (`ui/FormControls`, `ui/SelectRoot`,
 * the dialogs, `ui/ToastRegion`), so their styles load with them.
 */
export const publicSystem = createFinmeshSystem({ button: buttonRecipe, spinner: spinnerRecipe }, {});

/**
 * The same system for islands: the page's head already holds the global styles (reset, tokens),
 * written once by the server render, so an island's provider adds none of its own.
 */
export const islandSystem: typeof publicSystem = { ...publicSystem, _global: [] };
