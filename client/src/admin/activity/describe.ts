import { ADMIN_SCREENS } from '@rules/admin-screens';
import { SUBJECT_TYPE_LABELS, type SubjectType } from '@rules/events';

/** What the Activity screen and the History panel show of an event. */
export interface AuditEventView {
  type: string;
  subjectType: string;
  subject: string | null;
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

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '(none)' : entries.map(([key, item]) => `${fieldName(key)} = ${valueText(item)}`).join(', ');
  }
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids are for machines: the screen names the record by its type and links to it. */
const HIDDEN = /(^|[a-z])Id$|^sessionId$/;

/**
 * What changed, one line each: "status: new → read" for a field kept before and after (in a
 * change's `changes`, or an event that is itself a change of status or a release from spam),
 * "name changed" for a field whose values are not kept (`changed`), and the event's other facts
 * that have a value.
 */
export function changesOf(type: string, data: Record<string, unknown>): string[] {
  const pairs = /\.(status_changed|released)$/.test(type);
  return linesOf(data, pairs);
}

function linesOf(data: Record<string, unknown>, pairs: boolean): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key === 'changes' && isRecord(value)) lines.push(...linesOf(value, true));
    else if (key === 'changed' && Array.isArray(value)) lines.push(`${value.map((name) => fieldName(String(name))).join(', ')} changed`);
    else if (pairs && Array.isArray(value) && value.length === 2) lines.push(`${fieldName(key)}: ${valueText(value[0])} → ${valueText(value[1])}`);
    else if (!HIDDEN.test(key) && value !== null && value !== '') lines.push(`${fieldName(key)}: ${valueText(value)}`);
  }
  return lines;
}

/** The Activity screen showing one record's whole history (`subject`: its global id). */
export const historyPath = (subject: string): string => `${ADMIN_SCREENS.activity.path}?${new URLSearchParams({ subject }).toString()}`;
