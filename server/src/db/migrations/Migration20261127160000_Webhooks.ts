import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue P15): the Owners' endpoints, and each event's delivery to each endpoint with its
 * attempts. The worker finds due deliveries by the partial index; the log reads an endpoint's newest first.
 */
export class Migration20261127160000_Webhooks extends Migration {
  override name = 'Migration20261127160000_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "url" text not null, "event_types" text[] not null, "secret" text not null, "enabled" boolean not null, "created_by_id" uuid null, "created_by_name" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "failing_since" timestamptz null, "disabled_at" timestamptz null, "last_delivery_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoints_created_at_id_index" on "webhook_endpoints" ("created_at", "id");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" text not null, "webhook_id" text not null, "payload" text not null, "status" text not null, "attempts" int not null, "next_attempt_at" timestamptz null, "locked_until" timestamptz null, "first_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "response_status" int null, "response_body" text null, "error" text null, "duration_ms" int null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check" check ("status" in ('pending', 'delivered', 'retrying', 'failed'));`);
    this.addSql(`create index "webhook_deliveries_endpoint_id_created_at_id_index" on "webhook_deliveries" ("endpoint_id", "created_at", "id");`);
    this.addSql(`create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" in ('pending', 'retrying');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }
}
