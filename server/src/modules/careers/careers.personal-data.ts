import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows } from '../../db/stored-rows.js';
import { personalTable } from '../privacy/personal-table.js';
import { ApplicationFileEntity, JobApplicationEntity } from './careers.entity.js';
import { applicationRecord, uploadPathOf } from './careers.record.js';

const filesOf = (em: EntityManager, ids: readonly string[]) => storedRows(em, ApplicationFileEntity, { application: { $in: [...ids] } }, ['application'], { orderBy: { createdAt: 'asc', id: 'asc' } });

/**
 * Where the careers area keeps people's addresses (data-subject requests): the applications, with
 * their resumes in the object store, each named in the export as it was uploaded (the export's
 * README says which record's `path` each file is).
 */
export const careersPersonalData = {
  applications: personalTable({
    label: 'Job applications',
    subjectType: 'JobApplication',
    erasedEvent: 'application.erased',
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
    files: async (em, ids) =>
      (
        await executeBound<{ storage_key: string; original_name: string }>(
          em,
          `select "storage_key", "original_name" from "application_files" where "application_id" = any($1::uuid[]) order by "created_at", "id"`,
          [[...ids]],
        )
      ).map((file) => ({ storageKey: file.storage_key, name: file.original_name, path: uploadPathOf(file.storage_key) })),
  }),
};
