import { personalTable } from '../privacy/personal-table.js';
import { SubscriberEntity } from './newsletter.entity.js';
import { subscriberRecord } from './newsletter.record.js';

/** Where the newsletter keeps people's addresses (data-subject requests): the subscribers. */
export const newsletterPersonalData = {
  subscribers: personalTable({
    label: 'Newsletter subscriptions',
    subjectType: 'Subscriber',
    erasedEvent: 'subscriber.erased',
    entity: SubscriberEntity,
    address: 'email',
    records: async (_em, rows) => rows.map((subscriber) => subscriberRecord.of(subscriber)),
  }),
};
