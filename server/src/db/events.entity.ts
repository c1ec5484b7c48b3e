import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EventType, PrincipalKind, SubjectType } from '../rules/events.js';
import { newId } from './ids.js';

/**
 * What happened (issue P18 §2): written by the transaction or statement that made the change, so
 * neither exists without the other. Services record them through `EventRecorder`, never here.
 * Deliberately few indexes: every index costs the public forms' write.
 */
export const EventEntity = defineEntity({
  name: 'Event',
  tableName: 'events',
  indexes: [
    { name: 'events_subject_index', properties: ['subjectType', 'subjectId', 'id'] },
    // The Activity screen's "by person" (P14): partial, so the public forms' writes (no principal name) never touch it.
    {
      name: 'events_principal_name_index',
      properties: ['principalName', 'id'],
      expression: `create index "events_principal_name_index" on "events" (lower("principal_name"), "id") where "principal_name" is not null`,
    },
  ],
  checks: [{ name: 'events_principal_kind_check', expression: `"principal_kind" in ('visitor', 'admin', 'key', 'system')` }],
  properties: {
    /** v7: time-ordered, so a time range is a range of the key. */
    id: p.uuid().primary().onCreate(newId),
    type: p.text().$type<EventType>(),
    subjectType: p.text().$type<SubjectType>(),
    /** Null for summary events (the spam purge) and failed sign-ins of unknown usernames. */
    subjectId: p.uuid().nullable(),
    principalKind: p.text().$type<PrincipalKind>(),
    principalId: p.uuid().nullable(),
    /** The name the principal had then (username, key name), so the trail reads after it is gone. */
    principalName: p.text().nullable(),
    requestId: p.text().nullable(),
    /** The client address, hashed with a server secret; never the address itself. */
    clientAddressHash: p.text().nullable(),
    occurredAt: p.datetime().onCreate(() => new Date()),
    /** Ids and changed fields (before and after for `RECORDED_FIELDS`); no personal free text. */
    data: p.json<Record<string, unknown>>().default('{}'),
  },
});
export type EventEntity = InferEntity<typeof EventEntity>;

/**
 * Work on an event for a consumer that must act on it exactly once (mail now, webhooks in P15),
 * claimed `for update skip locked`; done deliveries are deleted. Created now, used from the mail switch.
 */
export const EventDeliveryEntity = defineEntity({
  name: 'EventDelivery',
  tableName: 'event_deliveries',
  indexes: [{ name: 'event_deliveries_due_index', properties: ['consumer', 'nextAttemptAt'], expression: `create index "event_deliveries_due_index" on "event_deliveries" ("consumer", "next_attempt_at") where "status" <> 'failed'` }],
  checks: [{ name: 'event_deliveries_status_check', expression: `"status" in ('pending', 'working', 'failed')` }],
  properties: {
    consumer: p.text().primary(),
    // No foreign key: one index lookup less per write; a delivery whose event is gone is dropped.
    eventId: p.uuid().primary(),
    status: p.text().$type<'pending' | 'working' | 'failed'>().default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    lockedUntil: p.datetime().nullable(),
    /** The lease token of an external consumer's claim. */
    claim: p.uuid().nullable(),
    lastError: p.text().nullable(),
  },
});
export type EventDeliveryEntity = InferEntity<typeof EventDeliveryEntity>;
