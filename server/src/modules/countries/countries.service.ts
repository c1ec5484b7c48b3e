import { createRequire } from 'node:module';
import type { Countries } from 'world-countries';
import { countriesFrom, type Country } from '../../rules/countries.js';

export type { Country };

// The package is CommonJS with types written for a default export; require gives the array itself.
const worldCountries = createRequire(import.meta.url)('world-countries') as Countries;

/** Every country with its calling code, sorted by name (see `countriesFrom`). */
export const COUNTRIES: readonly Country[] = countriesFrom(worldCountries);
