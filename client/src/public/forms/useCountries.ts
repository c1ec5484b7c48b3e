import { use, useEffect, useState } from 'react';
import { FALLBACK_COUNTRIES, type CountryOption } from '../../content/forms';
import { countriesOnPage } from '../../ui/CountrySelect';
import { toaster } from '../../ui/toaster';
import { FORM_MESSAGES } from './messages';
import { ServerCountriesContext } from './serverCountries';

const byName = (a: CountryOption, b: CountryOption) => a.name.localeCompare(b.name, 'en');

/** The list once loaded, shared by every form on the page; a failed load is tried again by the next form. */
let loaded: readonly CountryOption[] | undefined;
let loading: Promise<readonly CountryOption[]> | undefined;

/**
 * The list, if already known: in a picker the server rendered into the page (first, so a form
 * waking on that page renders exactly the options it was served with), or loaded.
 */
function knownCountries(): readonly CountryOption[] | undefined {
  const onPage = countriesOnPage();
  if (onPage.length > 0) loaded ??= onPage;
  return onPage.length > 0 ? onPage : loaded;
}

function loadCountries(): Promise<readonly CountryOption[]> {
  loading ??= import('./countries')
    .then(({ fetchCountries }) => fetchCountries())
    .then((countries) => (loaded = [...countries].sort(byName)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export interface Countries {
  /** Sorted by name; empty until loaded. */
  countries: readonly CountryOption[];
  loading: boolean;
}

/**
 * The countries every public form offers, with their calling codes (spec section 7). A form the
 * server rendered lists them in its HTML (and wakes with that list); elsewhere the list loads
 * after the page is shown (Apollo and the query come with it). When it cannot be loaded the forms
 * fall back to India, the United Kingdom and the United States, and say so in a toast.
 */
export function useCountries(): Countries {
  const rendering = use(ServerCountriesContext);
  const [countries, setCountries] = useState<readonly CountryOption[]>(() => rendering ?? knownCountries() ?? []);

  useEffect(() => {
    if (knownCountries()) return;
    let current = true;
    loadCountries().then(
      (list) => current && setCountries(list),
      () => {
        if (!current) return;
        setCountries(FALLBACK_COUNTRIES);
        toaster.warning({ title: FORM_MESSAGES.countriesFallback, closable: true });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return { countries, loading: countries.length === 0 };
}

/** The country with this ISO code in the list, if any. */
export function countryByCode(countries: readonly CountryOption[], code: string): CountryOption | undefined {
  return code ? countries.find((country) => country.code === code) : undefined;
}
