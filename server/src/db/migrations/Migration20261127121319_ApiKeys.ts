import { Migration } from '@mikro-orm/migrations';

/**
 * API keys (issue P15): only each key's SHA-256 is kept (unique: one indexed read per keyed
 * request), with its prefix for the lists; and each key's requests in the current minute, for its
 * rate limit.
 */
export class Migration20261127121319_ApiKeys extends Migration {

  override name = 'Migration20261127121319_ApiKeys';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_keys" ("id" uuid not null, "name" text not null, "prefix" text not null, "secret_hash" text not null, "scopes" text[] not null, "created_by_id" uuid null, "created_by_name" text not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "expires_at" timestamptz null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_keys_created_at_id_index" on "api_keys" ("created_at", "id");`);

    // Unlogged, as the forms' counts: a crash forgets at most a minute of them, and they cost no WAL.
    this.addSql(`create unlogged table "api_key_request_counts" ("key_id" uuid not null, "window_start" timestamptz not null, "count" int not null, primary key ("key_id"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_key_request_counts" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }

}
