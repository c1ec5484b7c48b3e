import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import type { SubmissionWithReplies } from './contact.service.js';

/**
 * A contact submission as integrators see it (spec section 3), its replies oldest first. GraphQL's
 * `ContactSubmission` shows the same fields under the same names (its `id` is the global id).
 */
export const contactRecord = defineRecord('ContactSubmission', ({ submission, replies }: SubmissionWithReplies) => ({
  _id: submission.id,
  ...columns(submission, [
    'source', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'companyName', 'role', 'country', 'pronoun',
    'newsletter', 'landlineNumber', 'message', 'status', 'spam', 'spamReason', 'createdAt',
  ]),
  replies: replies.map((reply) => columns(reply, ['message', 'sentBy', 'createdAt'])),
}));
export type ContactRecord = RecordOf<typeof contactRecord>;
