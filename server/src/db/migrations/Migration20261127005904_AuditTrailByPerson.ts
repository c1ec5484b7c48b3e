import { Migration } from '@mikro-orm/migrations';

/**
 * The Activity screen finds a person's events (issue P14) by the name the event kept, in any case.
 * Partial: the public forms' events have no principal name and never touch this index.
 */
export class Migration20261127005904_AuditTrailByPerson extends Migration {

  override name = 'Migration20261127005904_AuditTrailByPerson';

  override up(): void | Promise<void> {
    this.addSql(`create index "events_principal_name_index" on "events" (lower("principal_name"), "id") where "principal_name" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "events_principal_name_index";`);
  }

}
