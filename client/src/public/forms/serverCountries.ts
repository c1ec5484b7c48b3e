import { createContext } from 'react';
import type { CountryOption } from '../../content/forms';

/**
 * The countries, while the server renders a page: its country pickers list them in the HTML, so a
 * form works before (and without) the page's script. In the browser, the pickers' options are the
 * list (`countriesOnPage`).
 */
export const ServerCountriesContext = createContext<readonly CountryOption[] | null>(null);
