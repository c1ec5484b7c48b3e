import { Migration } from '@mikro-orm/migrations';

/**
 * One job's applications (issue P14, the applications board): by status, each column paged by
 * cursor newest first, and all of them for the table. Both indexes lead with `job_id`, so the
 * foreign key's lookups (a job deleted) use them and its own index goes.
 */
export class Migration20261127051517_ApplicationsByJob extends Migration {

  override name = 'Migration20261127051517_ApplicationsByJob';

  override up(): void | Promise<void> {
    this.addSql(`drop index "job_applications_job_id_index";`);
    this.addSql(`create index "job_applications_job_id_spam_applied_at_id_index" on "job_applications" ("job_id", "spam", "applied_at", "id");`);
    this.addSql(`create index "job_applications_job_id_spam_status_applied_at_id_index" on "job_applications" ("job_id", "spam", "status", "applied_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "job_applications_job_id_spam_applied_at_id_index";`);
    this.addSql(`drop index "job_applications_job_id_spam_status_applied_at_id_index";`);
    this.addSql(`create index "job_applications_job_id_index" on "job_applications" ("job_id");`);
  }

}
