import { enumName } from '@rules/choices';
import { RestRefusal } from '../../app/graphql-errors';
import { session } from '../auth/session';
import { STEP_UP_REQUIRED, stepUp } from '../auth/stepUp';

/** The server's answer to an export request. */
interface ExportLink {
  data: { url: string; expiresAt: string };
}

/**
 * Asks the server for a list's CSV export (with the admin's token), then opens the one-minute link
 * it answers: the browser saves the file as it streams (the server says it is an attachment), so
 * the page stays and no tab holds the file, and the token never goes in an address. A refusal
 * throws a `RestRefusal` with the server's message, and tells the session what it says of the admin.
 */
export async function downloadExport(list: string, filter: Readonly<Record<string, string>>, open: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const token = session.token();
  const ask = () =>
    fetch('/api/admin/exports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ list, filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')) }),
    });
  let response = await ask();
  // An export hands out the list: a member whose sign-in is not recent confirms it is them first (issue P22).
  if (!response.ok) {
    let refusal = await RestRefusal.of(response);
    if (refusal.code === STEP_UP_REQUIRED && (await stepUp.ask())) {
      response = await ask();
      if (!response.ok) refusal = await RestRefusal.of(response);
    }
    if (!response.ok) {
      if (token) session.refused(refusal.code);
      throw refusal;
    }
  }
  const { data } = (await response.json()) as ExportLink;
  open(data.url);
}

/** A filter value of the screen (a GraphQL enum name, `in_progress`) as the list's REST query takes it (`in-progress`); `spam` as it is. */
export function restValue(value: string, values: readonly string[]): string {
  return values.find((candidate) => enumName(candidate) === value) ?? value;
}
