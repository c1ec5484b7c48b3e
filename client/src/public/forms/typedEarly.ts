/**
 * What a visitor typed into a server-rendered form before its code arrived: the page's HTML took
 * it, React's state (built while hydrating) did not. Only fields of `template` are read, with
 * their type: text for strings, the tick for booleans; files and hidden fields are left alone.
 */
export function valuesTypedEarly<TValues extends object>(form: HTMLFormElement | null, template: TValues): Partial<TValues> {
  const typed: Record<string, string | boolean> = {};
  if (!form) return typed as Partial<TValues>;
  const fields = template as Record<string, unknown>;
  for (const control of Array.from(form.elements)) {
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) continue;
    const expected = fields[control.name];
    if (control instanceof HTMLInputElement && (control.type === 'file' || control.type === 'hidden')) continue;
    if (typeof expected === 'boolean' && control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked !== expected) typed[control.name] = control.checked;
    } else if (typeof expected === 'string' && control.value !== '' && control.value !== expected) {
      typed[control.name] = control.value;
    }
  }
  return typed as Partial<TValues>;
}
