import { Migration } from '@mikro-orm/migrations';

/** When each admin last opened each list: the sidebar's "new since you last opened it" (issue P14). */
export class Migration20261127045601_ListVisits extends Migration {

  override name = 'Migration20261127045601_ListVisits';

  override up(): void | Promise<void> {
    this.addSql(`create table "list_visits" ("admin_id" uuid not null, "screen" text not null, "seen_at" timestamptz not null, primary key ("admin_id", "screen"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "list_visits" cascade;`);
  }

}
