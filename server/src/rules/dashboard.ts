import type { Permission } from './access.js';
import type { AdminScreenKey } from './admin-screens.js';
import type { Rule } from './rule.js';

/**
 * The back office's landing page (issue P14): where leads come from, and what each figure opens.
 * Shared by the server (which counts only what the principal may read) and the dashboard screen.
 */
export const LEAD_SOURCES = ['contact', 'services', 'demo', 'newsletter', 'application'] as const;
export type LeadSourceKey = (typeof LEAD_SOURCES)[number];

export interface LeadSourceRule {
  label: string;
  /** Who may see its figures: whoever may read its list. */
  permission: Permission;
  /** The list a figure opens, and what its address needs to show it (a tab, the page the messages came from). */
  screen: AdminScreenKey;
  query?: Readonly<Record<string, string>>;
  /** The address parameter of the list's status filter (`spam` shows what is held). */
  statusParam: string;
}

export const LEAD_SOURCE_RULES: Readonly<Record<LeadSourceKey, LeadSourceRule>> = {
  // Contact and Services messages share one list, filtered by the page they came from.
  contact: { label: 'Contact', permission: 'leads:read', screen: 'formSubmissions', query: { source: 'contact' }, statusParam: 'status' },
  services: { label: 'Services', permission: 'leads:read', screen: 'formSubmissions', query: { source: 'services' }, statusParam: 'status' },
  demo: { label: 'Demo requests', permission: 'demos:read', screen: 'demoRequests', statusParam: 'status' },
  newsletter: { label: 'Newsletter', permission: 'newsletter:read', screen: 'newsletter', statusParam: 'status' },
  application: { label: 'Applications', permission: 'careers:read', screen: 'careers', query: { tab: 'applications' }, statusParam: 'applications.status' },
};

/** The chart's span, in days (UTC), today included. */
export const DASHBOARD_DAYS = 90;

/** "This week": the last 7 days, today included; "last week" the 7 before. */
export const WEEK_DAYS = 7;

/** How many confirmed meetings the dashboard lists. */
export const NEXT_MEETINGS = 5;

/** The bookings' figures (bookings this week, the next event's fill rate): for whoever manages events. */
export const BOOKINGS_PERMISSION: Permission = 'events:manage';

/** A fill rate in whole percent of the capacity (never more than 100 shown as more: an event over capacity says so). */
export const fillPercent = (seated: number, capacity: number): number => (capacity > 0 ? Math.round((seated / capacity) * 100) : 0);

/** The mail outbox's figures are the system's: for whoever manages the notification emails. */
export const OUTBOX_PERMISSION: Permission = 'recipients:manage';

/**
 * The change from last week to this, in whole percent, or null when last week had none (no
 * percentage of nothing): 12 → 15 is +25.
 */
export function changePercent(thisWeek: number, lastWeek: number): number | null {
  return lastWeek === 0 ? null : Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
}

/**
 * The lists whose sidebar entry says how many records arrived since the admin last opened it, by
 * screen: the table and the arrival column the count reads (on the list's `(spam, <at>, id)` index).
 */
export const NEW_ITEM_SCREENS = ['formSubmissions', 'demoRequests', 'careers', 'newsletter'] as const satisfies readonly AdminScreenKey[];
export type NewItemScreen = (typeof NEW_ITEM_SCREENS)[number];

/** Counted up to this many; the sidebar shows "99+" beyond. */
export const NEW_ITEMS_LIMIT = 100;

export const isNewItemScreen = (value: string): value is NewItemScreen => (NEW_ITEM_SCREENS as readonly string[]).includes(value);

/** What `markListSeen` (and `POST /api/admin/new-items/:screen/seen`) answers for a screen that has no such list, or one the admin may not open. */
export const NEW_ITEMS_MESSAGES = { screenUnknown: `screen must be one of ${NEW_ITEM_SCREENS.join(', ')}` } as const;

/** `markListSeen`'s screen: one of the lists that count what is new (whether the admin may open it is the server's to say). */
export const newItemScreen: Rule = (value) => (typeof value === 'string' && isNewItemScreen(value) ? null : NEW_ITEMS_MESSAGES.screenUnknown);

/** The sidebar's badge for a count: nothing for none, "99+" from 100. */
export const newItemsLabel = (count: number): string | null => (count <= 0 ? null : count >= NEW_ITEMS_LIMIT ? `${NEW_ITEMS_LIMIT - 1}+` : String(count));
