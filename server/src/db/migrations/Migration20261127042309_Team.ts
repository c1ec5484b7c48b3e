import { Migration } from '@mikro-orm/migrations';

/**
 * The team (issue P14): an account's status (a deactivated one cannot sign in) and the address it
 * joined from, and the invitations that bring a person in (only each link's token hash is kept).
 */
export class Migration20261127042309_Team extends Migration {

  override name = 'Migration20261127042309_Team';

  override up(): void | Promise<void> {
    this.addSql(`create table "admin_invites" ("id" uuid not null, "email" text not null, "role" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "invited_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "admin_invites_email_index" on "admin_invites" ("email");`);

    this.addSql(`alter table "admins" add "email" text null, add "status" text not null default 'active';`);
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);
    this.addSql(`alter table "admins" add constraint "admins_status_check" check (status IN ('active', 'deactivated'));`);

    this.addSql(`alter table "admin_invites" add constraint "admin_invites_invited_by_id_foreign" foreign key ("invited_by_id") references "admins" ("id") on delete set null;`);
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_role_check" check (role IN ('owner', 'admin', 'recruiter', 'sales', 'viewer'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_invites" cascade;`);

    this.addSql(`alter table "admins" drop constraint "admins_email_unique";`);
    this.addSql(`alter table "admins" drop constraint "admins_status_check";`);
    this.addSql(`alter table "admins" drop column "email", drop column "status";`);
  }

}
