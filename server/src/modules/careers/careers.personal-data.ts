import type { EntityManager } from '../../db/orm.js';
import { storedRows } from '../../db/stored-rows.js';
import { personalTable } from '../privacy/personal-table.js';
import { ApplicationFileEntity, JobApplicationEntity } from './careers.entity.js';
import { applicationRecord } from './careers.record.js';

const filesOf = (em: EntityManager, ids: readonly string[]) => storedRows(em, ApplicationFileEntity, { application: { $in: [...ids] } }, ['application'], { orderBy: { createdAt: 'asc', id: 'asc' } });

/**
 * Where the careers area keeps people's addresses (data-subject requests): the applications, with
 * their resumes in the object store (an application record's file `path`, `uploads/<key>`, is
 * `files/<key>` in the export).
 */
export const careersPersonalData = {
  applications: personalTable({
    label: 'Job applications',
    subjectType: 'JobApplication',
    entity: JobApplicationEntity,
    address: 'email',
    relations: ['job'],
    async records(em, rows) {
      const files = await filesOf(
        em,
        rows.map((row) => row.id),
      );
      return rows.map((application) => applicationRecord.of({ application, files: files.filter((file) => file.application === application.id) }));
    },
    files: async (em, ids) => (await filesOf(em, ids)).map((file) => ({ storageKey: file.storageKey, name: file.storageKey })),
  }),
};
