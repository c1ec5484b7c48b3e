import { Migration } from '@mikro-orm/migrations';

export class Migration20261121194313_AdminAccounts extends Migration {

  override name = 'Migration20261121194313_AdminAccounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "admins" ("id" uuid not null, "username" text not null, "password_hash" text not null, "role" text not null default 'admin', "last_login_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "admins" add constraint "admins_username_unique" unique ("username");`);

    this.addSql(`create table "admin_sessions" ("id" uuid not null, "admin_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "admin_sessions_admin_id_index" on "admin_sessions" ("admin_id");`);
    this.addSql(`create index "admin_sessions_expires_at_index" on "admin_sessions" ("expires_at");`);

    this.addSql(`create table "login_failures" ("id" uuid not null, "username_key" text not null, "ip" text not null, "failed_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "login_failures_failed_at_index" on "login_failures" ("failed_at");`);
    this.addSql(`create index "login_failures_username_key_failed_at_index" on "login_failures" ("username_key", "failed_at");`);
    this.addSql(`create index "login_failures_ip_failed_at_index" on "login_failures" ("ip", "failed_at");`);

    this.addSql(`alter table "admin_sessions" add constraint "admin_sessions_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop constraint "admin_sessions_admin_id_foreign";`);

    this.addSql(`drop table if exists "admins" cascade;`);
    this.addSql(`drop table if exists "admin_sessions" cascade;`);
    this.addSql(`drop table if exists "login_failures" cascade;`);
  }

}
