import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

/**
 * class-validator finds a class's rules on every validation by testing every class it knows with
 * `instanceof` (`getTargetValidationMetadatas`): a cost of each public form that grows with the
 * number of input classes in the app, for an answer that is fixed once the classes are declared.
 * Here the answer is kept per class and options, and forgotten whenever a rule is added (decorators
 * run as modules load, so in practice once). Installed once per process; the storage is
 * class-validator's own single instance.
 */
export function keepValidationLookups(storage: Storage = getMetadataStorage()): void {
  if (kept.has(storage)) return;
  kept.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const answers = new Map<Parameters<Lookup>[0], Map<string, ReturnType<Lookup>>>();
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const options = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0000') ?? ''}`;
    let byOptions = answers.get(targetConstructor);
    if (!byOptions) answers.set(targetConstructor, (byOptions = new Map()));
    let answer = byOptions.get(options);
    if (!answer) byOptions.set(options, (answer = lookup(targetConstructor, targetSchema, always, strictGroups, groups)));
    // A copy: the caller may change the list it is given.
    return [...answer];
  };
  for (const adds of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const add = storage[adds].bind(storage) as (...args: unknown[]) => void;
    (storage as unknown as Record<typeof adds, (...args: unknown[]) => void>)[adds] = (...args) => {
      answers.clear();
      add(...args);
    };
  }
}

const kept = new WeakSet<Storage>();
