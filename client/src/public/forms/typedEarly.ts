/**
 * A form's values read from outside React: the fields of a post the server answered (sent before
 * the page's scripts ran, or without them), or what a visitor typed into the server's HTML before
 * its code arrived. Only fields of `template` are read, with their type: text for strings, for
 * booleans whether the checkbox was sent (ticked) at all, and for lists the files chosen, if any.
 */
export function formValues<TValues extends object>(entries: Iterable<readonly [string, unknown]>, template: TValues): Partial<TValues> {
  const sent = new Map<string, unknown[]>();
  for (const [name, value] of entries) sent.set(name, [...(sent.get(name) ?? []), value]);
  const values: Record<string, string | boolean | File[]> = {};
  for (const [name, expected] of Object.entries(template)) {
    const [first] = sent.get(name) ?? [];
    if (typeof expected === 'boolean') values[name] = first !== undefined;
    else if (typeof expected === 'string' && typeof first === 'string') values[name] = first;
    else if (Array.isArray(expected)) {
      // A file field with nothing chosen sends one empty, nameless file.
      const files = (sent.get(name) ?? []).filter((value): value is File => typeof File !== 'undefined' && value instanceof File && value.name !== '');
      if (files.length > 0) values[name] = files;
    }
  }
  return values as Partial<TValues>;
}

/**
 * What a visitor typed into a server-rendered form before its code arrived: the page's HTML took
 * it, React's state (built while hydrating) did not. Only what differs from `shown` (the values
 * the form was rendered with) is returned.
 */
export function valuesTypedEarly<TValues extends object>(form: HTMLFormElement | null, shown: TValues): Partial<TValues> {
  if (!form) return {};
  const typed = formValues(new FormData(form), shown) as Record<string, unknown>;
  const before = shown as Record<string, unknown>;
  return Object.fromEntries(Object.entries(typed).filter(([name, value]) => value !== before[name])) as Partial<TValues>;
}

/**
 * A form as the server answered a post of it: the values sent and what is wrong with them, by
 * field (`form` for the whole form). Plain JSON, as it crosses to the browser in an island's props.
 */
export interface PostedForm {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
}
