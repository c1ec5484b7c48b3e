import { Migration } from '@mikro-orm/migrations';

export class Migration20261121201309_LeadsContactAndDemo extends Migration {

  override name = 'Migration20261121201309_LeadsContactAndDemo';

  override up(): void | Promise<void> {
    // Trigram indexes serve the admin searches (LIKE '%…%'); PGlite loads the extension in db/orm.ts.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "contact_submissions" ("id" uuid not null, "source" text not null default 'contact', "pronoun" text null, "first_name" text not null, "middle_name" text null, "last_name" text not null, "company_name" text null, "email" text not null, "newsletter" boolean not null default false, "country" text null, "country_code" text null, "phone_number" text null, "landline_country" text null, "landline_country_code" text null, "landline_number" text null, "role" text null, "message" text not null, "status" text not null default 'new', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_submissions_created_at_id_index" on "contact_submissions" ("created_at", "id");`);
    this.addSql(`create index "contact_submissions_status_created_at_index" on "contact_submissions" ("status", "created_at");`);
    this.addSql(`create index "contact_submissions_search_trgm" on "contact_submissions" using gin ((lower("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company_name", ''))) gin_trgm_ops);`);

    this.addSql(`create table "contact_replies" ("id" uuid not null, "submission_id" uuid not null, "message" text not null, "sent_by" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contact_replies_submission_id_index" on "contact_replies" ("submission_id");`);

    this.addSql(`create table "demo_requests" ("id" uuid not null, "first_name" text not null, "last_name" text not null, "company_name" text null, "designation" text null, "email" text not null, "meeting_date" timestamptz not null, "message" text not null, "status" text not null default 'pending', "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "demo_requests_created_at_id_index" on "demo_requests" ("created_at", "id");`);
    this.addSql(`create index "demo_requests_status_created_at_index" on "demo_requests" ("status", "created_at");`);

    this.addSql(`create index "subscribers_email_trgm" on "subscribers" using gin ("email" gin_trgm_ops);`);

    this.addSql(`alter table "contact_replies" add constraint "contact_replies_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_replies" drop constraint "contact_replies_submission_id_foreign";`);

    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "contact_replies" cascade;`);
    this.addSql(`drop table if exists "demo_requests" cascade;`);

    this.addSql(`drop index "subscribers_email_trgm";`);
  }

}
