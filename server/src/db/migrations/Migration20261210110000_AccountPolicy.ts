import { Migration } from '@mikro-orm/migrations';

/**
 * The team's sign-in policy (issue P22): one row, made when an Owner first saves it (until then the
 * first run's values hold). Every server keeps it in memory until it changes (topic `accounts`).
 */
export class Migration20261210110000_AccountPolicy extends Migration {

  override name = 'Migration20261210110000_AccountPolicy';

  override up(): void | Promise<void> {
    this.addSql(`create table "account_policies" ("id" uuid not null, "session_idle_hours" int not null, "session_max_days" int not null, "version" int not null, "updated_at" timestamptz not null, "updated_by_id" uuid null, primary key ("id"));`);
    // One row at most: a second first save fails on this index and is told the policy changed.
    this.addSql(`create unique index "account_policies_one_row" on "account_policies" ((true));`);
    this.addSql(`create trigger "account_policies_changed" after insert or update or delete or truncate on "account_policies" for each statement execute function finmesh_notify_change('accounts');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "account_policies";`);
  }

}
