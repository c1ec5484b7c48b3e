import { ROLE_LABELS } from './access.js';
import { APPLICATION_STATUS_LABELS } from './careers.js';
import { CONTACT_STATUS_LABELS } from './contact.js';
import { DEMO_STATUS_LABELS } from './demo.js';
import type { SubjectType } from './events.js';
import { SUBSCRIBER_STATUS_LABELS } from './newsletter.js';
import { SPAM_REASON_LABELS } from './spam.js';
import { ADMIN_STATUS_LABELS } from './team.js';

/**
 * How the back office names the stored values of a record's fields, by the record's type and the
 * field: the lists its badges, selects and board columns show, in one table, so the Activity
 * screen's "status: New → In progress" reads as the screens do (issue P19: "in-progress" showed
 * where a label belongs).
 */
const VALUE_LABELS: Partial<Record<SubjectType, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  ContactSubmission: { status: CONTACT_STATUS_LABELS, spamReason: SPAM_REASON_LABELS },
  DemoRequest: { status: DEMO_STATUS_LABELS, spamReason: SPAM_REASON_LABELS },
  JobApplication: { status: APPLICATION_STATUS_LABELS, spamReason: SPAM_REASON_LABELS },
  Subscriber: { status: SUBSCRIBER_STATUS_LABELS, spamReason: SPAM_REASON_LABELS },
  Admin: { role: ROLE_LABELS, status: ADMIN_STATUS_LABELS },
  AdminInvite: { role: ROLE_LABELS },
};

/** A stored value of `field` of a record of `subjectType` as the back office names it; the value itself where it has no label. */
export function valueLabel(subjectType: string, field: string, value: string): string {
  return VALUE_LABELS[subjectType as SubjectType]?.[field]?.[value] ?? value;
}
