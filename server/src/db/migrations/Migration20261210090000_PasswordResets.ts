import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset by email (issue P22): a link per request, of which only its token's hash is kept;
 * used once, valid for a while, voided by a newer one. Gone with its member.
 */
export class Migration20261210090000_PasswordResets extends Migration {

  override name = 'Migration20261210090000_PasswordResets';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_password_resets" ("id" uuid not null, "admin_id" uuid not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "admin_password_resets_admin_id_index" on "admin_password_resets" ("admin_id");`);
    this.addSql(`alter table "admin_password_resets" add constraint "admin_password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "admin_password_resets" add constraint "admin_password_resets_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_password_resets" cascade;`);
  }

}
