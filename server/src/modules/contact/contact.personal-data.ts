import { storedRows } from '../../db/stored-rows.js';
import { personalTable } from '../privacy/personal-table.js';
import { ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';
import { contactRecord } from './contact.record.js';

/** Where the contact area keeps people's addresses (data-subject requests): the submissions, with the replies sent to them. */
export const contactPersonalData = {
  'contact-submissions': personalTable({
    label: 'Contact messages',
    subjectType: 'ContactSubmission',
    erasedEvent: 'contact.erased',
    entity: ContactSubmissionEntity,
    address: 'email',
    async records(em, rows) {
      const replies = await storedRows(em, ContactReplyEntity, { submission: { $in: rows.map((row) => row.id) } }, ['submission'], { orderBy: { createdAt: 'asc', id: 'asc' } });
      return rows.map((submission) => contactRecord.of({ submission, replies: replies.filter((reply) => reply.submission === submission.id) }));
    },
  }),
};
