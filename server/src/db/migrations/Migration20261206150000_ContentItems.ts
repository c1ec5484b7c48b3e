import { Migration } from '@mikro-orm/migrations';

/**
 * The site's content (P20): items with their revisions and the old addresses that answer 301; the
 * Editor role; and the change notices of the `content` topic, so every server drops its kept
 * Insights pages when content changes anywhere.
 */
export class Migration20261206150000_ContentItems extends Migration {

  override name = 'Migration20261206150000_ContentItems';

  override up(): void | Promise<void> {
    this.addSql(`create table "content_items" ("id" uuid not null, "type" text not null, "slug" text not null, "title" text not null, "status" text not null default 'draft', "version" int not null default 1, "body" jsonb null, "fields" jsonb not null default '{}', "tags" text[] not null default '{}', "media_ids" text[] not null default '{}', "author_id" uuid null, "publish_at" timestamptz null, "published_at" timestamptz null, "archived_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "content_items_author_id_index" on "content_items" ("author_id");`);
    this.addSql(`create index "content_items_type_status_published_at_id_index" on "content_items" ("type", "status", "published_at", "id");`);
    this.addSql(`create index "content_items_type_updated_at_id_index" on "content_items" ("type", "updated_at", "id");`);
    this.addSql(`create index "content_items_status_publish_at_index" on "content_items" ("status", "publish_at");`);
    // The tag filter (`tags @> array[...]`) and related posts (`tags && ...`).
    this.addSql(`create index "content_items_tags_index" on "content_items" using gin ("tags");`);
    // The media library's "used by" (`media_ids && $1`).
    this.addSql(`create index "content_items_media_ids_index" on "content_items" using gin ("media_ids");`);
    this.addSql(`alter table "content_items" add constraint "content_items_type_slug_unique" unique ("type", "slug");`);
    this.addSql(`alter table "content_items" add constraint "content_items_author_id_foreign" foreign key ("author_id") references "admins" ("id") on delete set null;`);
    this.addSql(`alter table "content_items" add constraint "content_items_status_check" check (status IN ('draft', 'scheduled', 'published', 'archived'));`);

    this.addSql(`create table "content_redirects" ("id" uuid not null, "type" text not null, "slug" text not null, "item_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "content_redirects_item_id_index" on "content_redirects" ("item_id");`);
    this.addSql(`alter table "content_redirects" add constraint "content_redirects_type_slug_unique" unique ("type", "slug");`);
    this.addSql(`alter table "content_redirects" add constraint "content_redirects_item_id_foreign" foreign key ("item_id") references "content_items" ("id") on delete cascade;`);

    this.addSql(`create table "content_revisions" ("id" uuid not null, "item_id" uuid not null, "version" int not null, "title" text not null, "slug" text not null, "status" text not null, "body" jsonb null, "fields" jsonb not null default '{}', "tags" text[] not null default '{}', "media_ids" text[] not null default '{}', "author_id" uuid null, "publish_at" timestamptz null, "changed" text[] not null default '{}', "by_kind" text not null, "by_name" text null, "by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "content_revisions" add constraint "content_revisions_item_id_version_unique" unique ("item_id", "version");`);
    this.addSql(`alter table "content_revisions" add constraint "content_revisions_item_id_foreign" foreign key ("item_id") references "content_items" ("id") on delete cascade;`);

    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check (role IN ('owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'));`);
    this.addSql(`alter table "admin_invites" drop constraint "admin_invites_role_check";`);
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_role_check" check (role IN ('owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'));`);

    for (const table of ['content_items', 'content_redirects']) {
      this.addSql(`create trigger "${table}_changed" after insert or update or delete or truncate on "${table}" for each statement execute function finmesh_notify_change('content');`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_redirects" cascade;`);
    this.addSql(`drop table if exists "content_revisions" cascade;`);
    this.addSql(`drop table if exists "content_items" cascade;`);
    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check (role IN ('owner', 'admin', 'recruiter', 'sales', 'viewer'));`);
    this.addSql(`alter table "admin_invites" drop constraint "admin_invites_role_check";`);
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_role_check" check (role IN ('owner', 'admin', 'recruiter', 'sales', 'viewer'));`);
  }

}
