import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import type { DemoRequestEntity } from '../demo/demo.entity.js';

/**
 * A confirmed demo meeting still to come, as the dashboard shows it: the demo request (its `_id`),
 * who and when. GraphQL's `UpcomingMeeting` differs only in its `id` (the request's global id).
 */
export const upcomingMeetingRecord = defineRecord('DemoRequest', (request: StoredRow<DemoRequestEntity>) => ({
  _id: request.id,
  name: fullName(request),
  ...columns(request, ['companyName', 'meetingDate']),
}));
export type UpcomingMeetingRecord = RecordOf<typeof upcomingMeetingRecord>;
