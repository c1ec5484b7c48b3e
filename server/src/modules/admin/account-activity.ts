import { EventEntity } from '../../db/events.entity.js';
import type { EntityManager } from '../../db/orm.js';
import { ACCOUNT_EVENT_TYPES, EVENT_LABELS, type EventType } from '../../rules/events.js';
import { AdminSessionEntity } from './admin.entity.js';

/** How many of the account's latest events the profile shows. */
export const ACCOUNT_ACTIVITY_LIMIT = 20;

/** One thing that happened to a member's account, as their profile lists it. */
export interface AccountActivityItem {
  id: string;
  type: EventType;
  /** What happened, as the Activity screen names it ("Signed in"). */
  label: string;
  occurredAt: Date;
  /** The session's device and network, for a sign-in or an ended session (while the session is kept). */
  device: string | null;
  clientAddress: string | null;
  /** Done by someone else (an Owner ended a session, changed the role). */
  byOther: boolean;
}

/**
 * The latest events about a member's account (`ACCOUNT_EVENT_TYPES`), newest first, each with the
 * device and network of the session it names: one query for the events (by `events_subject_index`),
 * one for their sessions.
 */
export async function accountActivity(em: EntityManager, adminId: string, limit = ACCOUNT_ACTIVITY_LIMIT): Promise<AccountActivityItem[]> {
  const events = await em.find(
    EventEntity,
    { subjectType: 'Admin', subjectId: adminId, type: { $in: [...ACCOUNT_EVENT_TYPES] } },
    { orderBy: { id: 'desc' }, limit },
  );
  const sessionIds = [...new Set(events.map((event) => sessionIdOf(event)).filter((id): id is string => id !== null))];
  const sessions = sessionIds.length > 0 ? await em.find(AdminSessionEntity, { id: { $in: sessionIds } }, { fields: ['id', 'device', 'clientAddress'] }) : [];
  const sessionById = new Map(sessions.map((session) => [session.id, session]));
  return events.map((event) => {
    const session = sessionById.get(sessionIdOf(event) ?? '');
    return {
      id: event.id,
      type: event.type,
      label: EVENT_LABELS[event.type],
      occurredAt: event.occurredAt,
      device: session?.device ?? null,
      clientAddress: session?.clientAddress ?? null,
      byOther: event.principalKind !== 'admin' ? event.principalKind !== 'visitor' : event.principalId !== adminId,
    };
  });
}

const sessionIdOf = (event: EventEntity): string | null => (typeof event.data['sessionId'] === 'string' ? event.data['sessionId'] : null);
