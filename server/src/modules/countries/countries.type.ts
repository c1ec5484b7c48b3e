import { Field, ObjectType } from 'type-graphql';

@ObjectType('Country', { description: 'A country the forms offer, with its calling code.' })
export class CountryType {
  @Field(() => String, { description: 'The common English name, for example India.' })
  name!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code, for example IN.' })
  code!: string;

  @Field(() => String, { description: 'International calling code, for example +91.' })
  callingCode!: string;
}
