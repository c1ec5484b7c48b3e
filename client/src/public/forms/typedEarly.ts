/**
 * A form's values read from outside React: the fields of a post the server answered (sent before
 * the page's scripts ran, or without them), or what a visitor typed into the server's HTML before
 * its code arrived. Only fields of `template` are read, with their type: text for strings, for
 * booleans whether the checkbox was sent (ticked) at all, and for lists the files chosen, if any.
 */
export function formValues<TValues extends object>(entries: Iterable<readonly [string, unknown]>, template: TValues): Partial<TValues> {
  // Each value appended in place: one pass, however often a name repeats (a copy per repeat made a
  // post of 21,800 repeats of one field hold the server for seconds).
  const sent = new Map<string, unknown[]>();
  for (const [name, value] of entries) {
    const values = sent.get(name);
    if (values) values.push(value);
    else sent.set(name, [value]);
  }
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
 * it, React's state (built while hydrating) did not. Only the controls the visitor changed since
 * the page was served count (a value unlike the one in the HTML, a tick or a choice moved, files
 * chosen): what the browser itself made of a served value (an address trimmed, line breaks
 * normalised) is not the visitor's doing, and must not clear the messages served beside it.
 */
export function valuesTypedEarly<TValues extends object>(form: HTMLFormElement | null, template: TValues): Partial<TValues> {
  if (!form) return {};
  const changed = Array.from(form.elements).filter(changedSinceServed);
  const entries = changed.flatMap((control): [string, unknown][] => {
    if (control instanceof HTMLInputElement && control.type === 'file') return Array.from(control.files ?? []).map((file) => [control.name, file]);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked ? [[control.name, control.value]] : [];
    return [[control.name, control.value]];
  });
  const names = new Set(changed.map((control) => control.name));
  const typed = formValues(entries, template) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(typed).filter(([name]) => names.has(name))) as Partial<TValues>;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedSinceServed(element: Element): element is Control {
  if (element instanceof HTMLSelectElement) {
    // Served, the first option marked selected was chosen, or else the first option.
    const served = Math.max(0, Array.from(element.options).findIndex((option) => option.defaultSelected));
    return element.selectedIndex !== served;
  }
  // A text area's value has its line breaks as LF; its served text may keep CRLF (React writes it so).
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue.replace(/\r\n?/g, '\n');
  if (!(element instanceof HTMLInputElement) || element.type === 'hidden') return false;
  if (element.type === 'file') return (element.files?.length ?? 0) > 0;
  if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked;
  return element.value !== servedValue(element);
}

/** The served value as the browser holds it in a field of this type (an address trimmed, a date tidied). */
function servedValue(input: HTMLInputElement): string {
  const probe = document.createElement('input');
  probe.type = input.type;
  probe.value = input.defaultValue;
  return probe.value;
}

/**
 * A form as the server answered a post of it: the values sent and what is wrong with them, by
 * field (`form` for the whole form). Plain JSON, as it crosses to the browser in an island's props.
 */
export interface PostedForm {
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
}

/** What an overlay's form takes on its own page (`/forms/<name>`): the answer to a post, and that it was shown with the page. */
export interface PageFormProps {
  posted?: PostedForm | null;
  /** For the spam guard's token: `with-page` on the form's own page (asked for as the page loads), `on-open` in an overlay. */
  shown?: 'with-page' | 'on-open';
}
