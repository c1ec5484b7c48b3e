import { defineArea } from '../area.js';
import { CountriesResolver } from './countries.resolver.js';
import { countriesRoutes } from './countries.rest.js';

/** The country list with calling codes the forms offer. */
export const countriesArea = defineArea({
  name: 'countries',
  resolvers: [CountriesResolver],
  rest: countriesRoutes,
});
