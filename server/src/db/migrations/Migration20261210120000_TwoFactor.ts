import { Migration } from '@mikro-orm/migrations';

/** Two-factor authentication (issue P22): the authenticator app's secret, recovery codes, the second step of a sign-in and its lock. */
export class Migration20261210120000_TwoFactor extends Migration {

  override name = 'Migration20261210120000_TwoFactor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add "totp_secret" text null, add "totp_pending_secret" text null, add "totp_enabled_at" timestamptz null, add "totp_last_step" bigint null, add "second_factor_failures" int not null default 0, add "second_factor_locked_until" timestamptz null;`);
    this.addSql(`create table "admin_recovery_codes" ("id" uuid not null, "admin_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "admin_recovery_codes_admin_id_index" on "admin_recovery_codes" ("admin_id");`);
    this.addSql(`alter table "admin_recovery_codes" add constraint "admin_recovery_codes_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "admin_sign_in_steps" ("id" uuid not null, "admin_id" uuid not null, "token_hash" text not null, "password_change_required" boolean not null default false, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "admin_sign_in_steps_admin_id_index" on "admin_sign_in_steps" ("admin_id");`);
    this.addSql(`alter table "admin_sign_in_steps" add constraint "admin_sign_in_steps_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "admin_sign_in_steps" add constraint "admin_sign_in_steps_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "admin_sign_in_steps";`);
    this.addSql(`drop table "admin_recovery_codes";`);
    this.addSql(`alter table "admins" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step", drop column "second_factor_failures", drop column "second_factor_locked_until";`);
  }

}
