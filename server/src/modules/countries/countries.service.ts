import { createRequire } from 'node:module';
import type { Countries } from 'world-countries';

// The package is CommonJS with types written for a default export; require gives the array itself.
const worldCountries = createRequire(import.meta.url)('world-countries') as Countries;

export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** `+<digits>`: the country's international calling code. */
  callingCode: string;
}

/**
 * Every country with its calling code, sorted by name (from the `world-countries` package, the
 * same data as the public countries service the spec's forms read). A root with a single suffix
 * is one code (`+9` `1` is India's +91); a root with many suffixes is shared by area codes
 * (`+1` for the United States and Canada), so the root alone is the calling code.
 */
export const COUNTRIES: readonly Country[] = worldCountries
  .filter((country) => country.idd.root)
  .map((country) => ({
    name: country.name.common,
    code: country.cca2,
    callingCode: country.idd.suffixes.length === 1 ? `${country.idd.root}${country.idd.suffixes[0]}` : country.idd.root,
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
