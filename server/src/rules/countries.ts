/** A country the forms offer, with its calling code. */
export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** `+<digits>`: the country's international calling code. */
  callingCode: string;
}

/** What this module reads of a `world-countries` entry. */
export interface WorldCountry {
  name: { common: string };
  cca2: string;
  idd: { root?: string; suffixes?: readonly string[] };
}

/**
 * Every country with a calling code, sorted by name, from the `world-countries` data (the same data
 * as the public countries service the spec's forms read). The server answers with it and the pages
 * list it in their country pickers. A root with a single suffix is one code (`+9` `1` is India's
 * +91); a root with many suffixes is shared by area codes (`+1` for the United States and Canada),
 * so the root alone is the calling code.
 */
export function countriesFrom(worldCountries: readonly WorldCountry[]): Country[] {
  return worldCountries
    .filter((country) => country.idd.root)
    .map(({ name, cca2, idd }) => ({
      name: name.common,
      code: cca2,
      callingCode: idd.suffixes?.length === 1 ? `${idd.root}${idd.suffixes[0]}` : (idd.root ?? ''),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
