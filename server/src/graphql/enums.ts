import { registerEnumType } from 'type-graphql';
import { enumName, type EnumName } from '../rules/choices.js';

/** An enum object as type-graphql takes it: each GraphQL name maps to the stored value. */
export type EnumOf<V extends string> = { readonly [Value in V as EnumName<Value>]: Value };

/**
 * Registers a GraphQL enum made from a list in `rules/`, the one place the values live. Use the
 * result in `@Field(() => Enum)`; the field's TypeScript type is the rules' value type. The enum
 * and each of its values are described for the explorer: the compiler asks for every value's.
 */
export function graphqlEnum<const V extends string>(
  name: string,
  values: readonly V[],
  options: { description: string; values: Readonly<Record<V, string>> },
): EnumOf<V> {
  const enumObject = Object.fromEntries(values.map((value) => [enumName(value), value])) as EnumOf<V>;
  const valuesConfig = Object.fromEntries(values.map((value) => [enumName(value), { description: options.values[value] }])) as Record<EnumName<V>, { description: string }>;
  registerEnumType(enumObject, { name, description: options.description, valuesConfig });
  return enumObject;
}
