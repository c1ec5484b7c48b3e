import { personalTable } from '../privacy/personal-table.js';
import { DemoRequestEntity } from './demo.entity.js';
import { demoRecord } from './demo.record.js';

/** Where the demo area keeps people's addresses (data-subject requests): the demo requests. */
export const demoPersonalData = {
  'demo-requests': personalTable({
    label: 'Demo requests',
    subjectType: 'DemoRequest',
    erasedEvent: 'demo.erased',
    entity: DemoRequestEntity,
    address: 'email',
    records: async (_em, rows) => rows.map((request) => demoRecord.of(request)),
  }),
};
