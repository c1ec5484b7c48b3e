import userEvent from '@testing-library/user-event';

type Options = Parameters<typeof userEvent.setup>[0];

/**
 * A user-event session that types without pausing between keys (`delay: null`): a busy machine
 * makes every real pause longer, and the tests are about what the form does, not typing speed.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ delay: null, ...options });
}

/** Puts a long text into a field the way a paste does: one change, not one event per key. */
export async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
