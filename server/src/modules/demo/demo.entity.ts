import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';
import type { DemoStatusValue } from '../../rules/demo.js';

/** A visitor asking for a demo from the header's "Book a Demo". */
export const DemoRequestEntity = defineEntity({
  name: 'DemoRequest',
  tableName: 'demo_requests',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    firstName: p.text(),
    lastName: p.text(),
    companyName: p.text().nullable(),
    designation: p.text().nullable(),
    email: p.text(),
    meetingDate: p.datetime(),
    /** The IANA zone the requester picked the time in (their browser's); `null` when not known: the invitation is then in UTC. */
    timeZone: p.text().nullable(),
    message: p.text(),
    status: p.text().$type<DemoStatusValue>().default('pending'),
    /** Where the meeting is held, as the staff gave it when confirming: a link to join, or a place; `null` until given. */
    meetingPlace: p.text().nullable(),
    /** The SEQUENCE (RFC 5545) the next calendar message about this meeting carries: one more after each invitation, update or cancellation. */
    inviteSequence: p.integer().default(0),
    /** The team's own notes about the request. */
    notes: p.text().nullable(),
    ...spamColumns(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['spam', 'createdAt', 'id'] },
    { properties: ['spam', 'status', 'createdAt'] },
    // The dashboard's next confirmed meetings, soonest first.
    { name: 'demo_requests_upcoming_index', expression: `create index "demo_requests_upcoming_index" on "demo_requests" ("meeting_date") where status = 'confirmed' and not spam` },
  ],
});
export type DemoRequestEntity = InferEntity<typeof DemoRequestEntity>;
