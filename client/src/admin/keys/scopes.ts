import { isPermission, type Permission } from '@rules/access';
import { API_KEY_SCOPES } from '@rules/keys';

/** One area a key may be given access to (`leads`), with its scopes in the shared list's order (`leads:read`, `leads:write`). */
export interface ScopeArea {
  area: string;
  label: string;
  /** What the area holds, in a few words. */
  hint: string;
  scopes: readonly { scope: Permission; access: string }[];
}

/** The areas' names on this screen; an area the shared list gains later shows by its own name until it gets one here. */
const AREAS: Readonly<Record<string, { label: string; hint: string }>> = {
  leads: { label: 'Leads', hint: 'Contact form submissions' },
  demos: { label: 'Demo requests', hint: 'Demo bookings from the site' },
  careers: { label: 'Careers', hint: 'Jobs and applications' },
  newsletter: { label: 'Newsletter', hint: 'Newsletter subscribers' },
  recipients: { label: 'Email recipients', hint: 'Who gets notification emails' },
  audit: { label: 'Activity log', hint: 'What happened, and who did it' },
  privacy: { label: 'Privacy', hint: 'Data-subject requests' },
};

const areaOf = (scope: string) => scope.slice(0, scope.indexOf(':'));
const accessOf = (scope: string) => scope.slice(scope.indexOf(':') + 1);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The grantable scopes (`API_KEY_SCOPES`) grouped by area, in the shared list's order. */
export const SCOPE_AREAS: readonly ScopeArea[] = [...new Set(API_KEY_SCOPES.map(areaOf))].map((area) => ({
  area,
  label: AREAS[area]?.label ?? capitalised(area),
  hint: AREAS[area]?.hint ?? '',
  scopes: API_KEY_SCOPES.filter((scope) => areaOf(scope) === area).map((scope) => ({ scope, access: capitalised(accessOf(scope)) })),
}));

/** The scope a scope brings with it (`x:write` brings `x:read`), or the one it is brought by (`x:read` by `x:write`). */
const partner = (scope: Permission, from: string, to: string): Permission | null => {
  if (!scope.endsWith(from)) return null;
  const other = `${scope.slice(0, -from.length)}${to}`;
  return isPermission(other) && API_KEY_SCOPES.includes(other) ? other : null;
};

/**
 * The scopes after one is checked or unchecked: a write brings its read (as the server reads it),
 * so checking write checks read, and unchecking read unchecks write. In the shared list's order.
 */
export function toggleScope(scopes: readonly Permission[], scope: Permission, on: boolean): Permission[] {
  const next = new Set(scopes);
  if (on) {
    next.add(scope);
    const read = partner(scope, ':write', ':read');
    if (read) next.add(read);
  } else {
    next.delete(scope);
    const write = partner(scope, ':read', ':write');
    if (write) next.delete(write);
  }
  return API_KEY_SCOPES.filter((grantable) => next.has(grantable));
}

/** A key's scopes by area, for the list: "Leads: read, write". */
export function scopeSummary(scopes: readonly string[]): { area: string; text: string }[] {
  const granted = new Set(scopes);
  const known = SCOPE_AREAS.flatMap(({ area, label, scopes: areaScopes }) => {
    const accesses = areaScopes.filter(({ scope }) => granted.has(scope)).map(({ access }) => access.toLowerCase());
    return accesses.length > 0 ? [{ area, text: `${label}: ${accesses.join(', ')}` }] : [];
  });
  // Anything the list no longer grants (an older key's scope) is shown as it is written.
  const grantable: readonly string[] = API_KEY_SCOPES;
  const others = scopes.filter((scope) => !grantable.includes(scope)).map((scope) => ({ area: scope, text: scope }));
  return [...known, ...others];
}
