import { Migration } from '@mikro-orm/migrations';

/**
 * The media library (issue P20): one row per image, its variants' keys in `variants`. Also lets
 * the Editor role (P20's groundwork added it to `rules/access.ts`) be stored: the role checks
 * on `admins` and `admin_invites` named the roles before it. Dropping and adding the check again
 * is harmless if another P20 migration does the same.
 */
export class Migration20261206140000_MediaLibrary extends Migration {

  override name = 'Migration20261206140000_MediaLibrary';

  override up(): void | Promise<void> {
    this.addSql(`create table "media_assets" ("id" uuid not null, "file_name" text not null, "format" text not null, "content_type" text not null, "width" int not null, "height" int not null, "bytes" int not null, "alt" text null, "focal_x" double precision not null default 0.5, "focal_y" double precision not null default 0.5, "original_key" text not null, "variants" jsonb not null, "created_by_id" uuid null, "created_by_name" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "media_assets_created_at_id_index" on "media_assets" ("created_at", "id");`);

    this.addSql(`alter table "admins" drop constraint if exists "admins_role_check";`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check (role IN ('owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'));`);
    this.addSql(`alter table "admin_invites" drop constraint if exists "admin_invites_role_check";`);
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_role_check" check (role IN ('owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "media_assets" cascade;`);
  }

}
