/**
 * The value `kept` holds for `key`, made by `make` the first time it is asked for. For values that
 * cost far more to make than to keep, of few keys (time zones, an event's start and end): past
 * `bound` keys everything kept is forgotten, a guard rather than a cache policy.
 */
export function keptFor<TKey, TValue>(kept: Map<TKey, TValue>, key: TKey, make: () => TValue, bound: number): TValue {
  if (kept.has(key)) return kept.get(key) as TValue;
  const value = make();
  if (kept.size > bound) kept.clear();
  kept.set(key, value);
  return value;
}
