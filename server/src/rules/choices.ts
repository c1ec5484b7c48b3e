/**
 * A fixed set of stored values (a status, a source, a notification type) and how GraphQL names
 * them. GraphQL enum names cannot hold a dash, so "in-progress" is `in_progress` there; every
 * other value keeps its own name. The server registers its enums with these names and the
 * browser maps the codegen types back with the same function, so the two cannot drift.
 */
export type EnumName<V extends string> = V extends `${infer Head}-${infer Tail}` ? `${Head}_${EnumName<Tail>}` : V;

export function enumName<V extends string>(value: V): EnumName<V> {
  return value.replaceAll('-', '_') as EnumName<V>;
}

