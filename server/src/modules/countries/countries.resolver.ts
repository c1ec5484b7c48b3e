import { Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/access.js';
import { COUNTRIES, type Country } from './countries.service.js';
import { CountryType } from './countries.type.js';

@Resolver()
export class CountriesResolver {
  @Public()
  @Query(() => [CountryType], { description: 'Every country with its calling code, by name.' })
  countries(): readonly Country[] {
    return COUNTRIES;
  }
}
