import type { Permission } from '@rules/access';
import { ADMIN_SCREENS, mayUseScreen, type AdminScreenKey } from '@rules/admin-screens';
import { SUBJECT_TYPE_LABELS, type SubjectType } from '@rules/events';
import { valueLabel } from '@rules/value-labels';
import { screenLink } from '../dashboard/links';

/** What the Activity screen and the History panel show of an event. */
export interface AuditEventView {
  type: string;
  subjectType: string;
  subject: string | null;
  /** What the record is called now, as the reader may see it (null: gone, none, or not theirs to read). */
  subjectName?: string | null;
  principalKind: string;
  principalName: string | null;
  data: Record<string, unknown>;
}

/** Who did it: the admin's (or key's) name as it was then, else a visitor of the website or the app itself. */
export function whoOf(event: Pick<AuditEventView, 'principalKind' | 'principalName'>): string {
  if (event.principalName) return event.principalName;
  return event.principalKind === 'system' ? 'The app (scheduled job)' : event.principalKind === 'visitor' ? 'A visitor' : 'Unknown';
}

/** "Contact message", from the stored type name. */
export const subjectLabelOf = (subjectType: string): string => SUBJECT_TYPE_LABELS[subjectType as SubjectType] ?? subjectType;

/** "notificationTypes" as "notification types". */
const fieldName = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A moment as the Activity screen writes it: in the admin's language and time zone, to the minute ("27 Nov 2026, 09:30" in en-GB). */
export const momentText = (instant: Date): string => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(instant);

/** The same moment exactly, as the Activity screen says it on hover: with the seconds and the time zone. */
export const exactMomentText = (instant: Date): string => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'full', timeStyle: 'long' }).format(instant);

/** An instant as events store it (ISO 8601, to the second or finer, with its zone). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A value as a line says it: labels for stored values (`field` of a record of `subjectType`), moments in the admin's words, yes and no. */
function valueText(value: unknown, subjectType = '', field = ''): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => valueText(item, subjectType, field)).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '(none)' : entries.map(([key, item]) => `${fieldName(key)} = ${valueText(item)}`).join(', ');
  }
  if (typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return momentText(new Date(value));
  return typeof value === 'string' ? valueLabel(subjectType, field, value) : String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids are for machines: the screen names the record by its type and links to it. */
const HIDDEN = /(^|[a-z])Id$|^sessionId$/;

/**
 * What changed, one line each: "status: New → In progress" for a field kept before and after (in a
 * change's `changes`, or an event that is itself a change of status or a release from spam),
 * "name changed" for a field whose values are not kept (`changed`), and the event's other facts
 * that have a value. Stored values read as their labels, moments in the admin's words.
 */
export function changesOf({ type, subjectType, data }: Pick<AuditEventView, 'type' | 'subjectType' | 'data'>): string[] {
  const pairs = /\.(status_changed|released)$/.test(type);
  return linesOf(data, pairs, subjectType);
}

function linesOf(data: Record<string, unknown>, pairs: boolean, subjectType: string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key === 'changes' && isRecord(value)) lines.push(...linesOf(value, true, subjectType));
    else if (key === 'changed' && Array.isArray(value)) lines.push(`${value.map((name) => fieldName(String(name))).join(', ')} changed`);
    else if (pairs && Array.isArray(value) && value.length === 2) lines.push(`${fieldName(key)}: ${valueText(value[0], subjectType, key)} → ${valueText(value[1], subjectType, key)}`);
    else if (!HIDDEN.test(key) && value !== null && value !== '') lines.push(`${fieldName(key)}: ${valueText(value, subjectType, key)}`);
  }
  return lines;
}

/**
 * Where a record of each type opens (issue P19: the Activity screen's links open the record itself,
 * not its history): its screen, with the record alone (`open`) or its own page, for those who may
 * use that screen (and `requires`, where opening it is changing it).
 */
const RECORD_PLACES: Partial<Record<SubjectType, (subject: string, name: string | null) => { screen: AdminScreenKey; path: string; requires?: Permission }>> = {
  ContactSubmission: (subject) => ({ screen: 'formSubmissions', path: screenLink('formSubmissions', { open: subject }) }),
  DemoRequest: (subject) => ({ screen: 'demoRequests', path: screenLink('demoRequests', { open: subject }) }),
  JobApplication: (subject) => ({ screen: 'careers', path: screenLink('careers', { tab: 'applications', 'applications.open': subject }) }),
  Job: (subject) => ({ screen: 'careers', path: `${ADMIN_SCREENS.careers.path}/${encodeURIComponent(subject)}/edit`, requires: 'careers:write' }),
  Subscriber: (subject) => ({ screen: 'newsletter', path: screenLink('newsletter', { open: subject }) }),
  EmailRecipient: (subject) => ({ screen: 'emailRecipients', path: `${ADMIN_SCREENS.emailRecipients.path}/edit/${encodeURIComponent(subject)}` }),
  // The Team screen finds a member by username (unique).
  Admin: (_subject, name) => ({ screen: 'team', path: screenLink('team', { q: name ?? '' }) }),
  AdminInvite: () => ({ screen: 'team', path: screenLink('team') }),
  ApiKey: () => ({ screen: 'apiKeys', path: screenLink('apiKeys') }),
  WebhookEndpoint: (subject) => ({ screen: 'webhooks', path: `${ADMIN_SCREENS.webhooks.path}/${encodeURIComponent(subject)}` }),
};

/** Where the record an event is about opens, for an admin with `permissions`; null when it names none, or none they may open. */
export function recordPathOf(event: Pick<AuditEventView, 'subjectType' | 'subject' | 'subjectName'>, permissions: ReadonlySet<Permission>): string | null {
  const place = event.subject ? RECORD_PLACES[event.subjectType as SubjectType]?.(event.subject, event.subjectName ?? null) : undefined;
  if (!place || !mayUseScreen(place.screen, permissions) || (place.requires && !permissions.has(place.requires))) return null;
  return place.path;
}

/** The Activity screen showing one record's whole history (`subject`: its global id). */
export const historyPath = (subject: string): string => `${ADMIN_SCREENS.activity.path}?${new URLSearchParams({ subject }).toString()}`;
