import { Migration } from '@mikro-orm/migrations';

/** Domain events (issue P18 §2) and the deliveries of the consumers that act on them exactly once. */
export class Migration20261126120000_Events extends Migration {

  override name = 'Migration20261126120000_Events';

  override up(): void | Promise<void> {
    this.addSql(`create table "events" ("id" uuid not null, "type" text not null, "subject_type" text not null, "subject_id" uuid null, "principal_kind" text not null, "principal_id" uuid null, "principal_name" text null, "request_id" text null, "client_address_hash" text null, "occurred_at" timestamptz not null, "data" jsonb not null default '{}', primary key ("id"));`);
    this.addSql(`create index "events_subject_index" on "events" ("subject_type", "subject_id", "id");`);

    this.addSql(`create table "event_deliveries" ("consumer" text not null, "event_id" uuid not null, "status" text not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "locked_until" timestamptz null, "claim" uuid null, "last_error" text null, primary key ("consumer", "event_id"));`);
    this.addSql(`create index "event_deliveries_due_index" on "event_deliveries" ("consumer", "next_attempt_at") where "status" <> 'failed';`);

    this.addSql(`alter table "events" add constraint "events_principal_kind_check" check ("principal_kind" in ('visitor', 'admin', 'key', 'system'));`);

    this.addSql(`alter table "event_deliveries" add constraint "event_deliveries_status_check" check ("status" in ('pending', 'working', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "events" cascade;`);
    this.addSql(`drop table if exists "event_deliveries" cascade;`);
  }

}
