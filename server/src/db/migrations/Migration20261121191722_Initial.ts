import { Migration } from '@mikro-orm/migrations';

export class Migration20261121191722_Initial extends Migration {

  override name = 'Migration20261121191722_Initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscribers" ("id" uuid not null, "email" text not null, "subscribed_at" timestamptz not null, "is_active" boolean not null default true, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "subscribers" add constraint "subscribers_email_unique" unique ("email");`);
    this.addSql(`create index "subscribers_subscribed_at_id_index" on "subscribers" ("subscribed_at", "id");`);
    this.addSql(`create index "subscribers_is_active_subscribed_at_index" on "subscribers" ("is_active", "subscribed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscribers" cascade;`);
  }

}
