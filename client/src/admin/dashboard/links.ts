import { ADMIN_SCREENS, type AdminScreenKey } from '@rules/admin-screens';
import { LEAD_SOURCE_RULES, type LeadSourceKey } from '@rules/dashboard';
import { SPAM_FILTER } from '@rules/spam';

/** A screen's address with `query` in it (empty values left out). */
export function screenLink(screen: AdminScreenKey, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
  return `${ADMIN_SCREENS[screen].path}${search ? `?${search}` : ''}`;
}

/** The list a source's figures open, filtered by `status` (`spam`: what the guard held), or all of it. */
export function sourceLink(source: LeadSourceKey, status = ''): string {
  const rule = LEAD_SOURCE_RULES[source];
  return screenLink(rule.screen, { ...rule.query, [rule.statusParam]: status });
}

export const heldLink = (source: LeadSourceKey): string => sourceLink(source, SPAM_FILTER);
