import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';

/**
 * A contact submission as integrators see it (spec section 3), its replies oldest first. GraphQL's
 * `ContactSubmission` shows the same fields under the same names (its `id` is the global id).
 */
/** What a record is made from: the submission and its replies, as entities or as stored rows (an export). */
interface ContactSource {
  submission: StoredRow<ContactSubmissionEntity>;
  replies: readonly Pick<ContactReplyEntity, 'message' | 'sentBy' | 'createdAt'>[];
}

export const contactRecord = defineRecord('ContactSubmission', ({ submission, replies }: ContactSource) => ({
  _id: submission.id,
  ...columns(submission, [
    'source', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'companyName', 'role', 'country', 'pronoun',
    'newsletter', 'landlineNumber', 'message', 'status', 'spam', 'spamReason', 'createdAt',
  ]),
  replies: replies.map((reply) => columns(reply, ['message', 'sentBy', 'createdAt'])),
}));
export type ContactRecord = RecordOf<typeof contactRecord>;
