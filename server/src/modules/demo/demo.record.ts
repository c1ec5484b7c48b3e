import { columns, defineRecord, projectionOf, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { DemoRequestEntity } from './demo.entity.js';

/** A demo request as integrators see it (spec section 3); GraphQL's `DemoRequest` differs only in its `id` (the global id). */
export const demoRecord = defineRecord('DemoRequest', (request: StoredRow<DemoRequestEntity>) => ({
  _id: request.id,
  ...columns(request, ['firstName', 'lastName', 'companyName', 'designation', 'email', 'meetingDate', 'timeZone', 'meetingPlace', 'message', 'status', 'notes', 'spam', 'spamReason', 'createdAt']),
}));
export type DemoRecord = RecordOf<typeof demoRecord>;

/** A confirmed meeting to come, as the dashboard shows it: who and when, of the request's record. */
export const upcomingMeetingView = projectionOf(demoRecord, ['_id', 'firstName', 'lastName', 'companyName', 'meetingDate']);
