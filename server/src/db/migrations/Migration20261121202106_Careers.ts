import { Migration } from '@mikro-orm/migrations';

export class Migration20261121202106_Careers extends Migration {

  override name = 'Migration20261121202106_Careers';

  override up(): void | Promise<void> {
    this.addSql(`create table "jobs" ("id" uuid not null, "slug" text not null, "title" text not null, "location" text null, "role" text not null default 'Developer', "description" text[] not null, "status" text not null default 'Draft', "skills" text[] not null default '{}', "job_types" text[] not null, "pay" text null, "expected_hours" text not null default '40 per week', "benefits" text[] not null default '{}', "schedule" text not null default 'Monday to Friday', "supplemental_pay" text null, "education" text null, "experience" text[] not null default '{}', "start_date" text null, "posted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "jobs" add constraint "jobs_slug_unique" unique ("slug");`);
    this.addSql(`create index "jobs_status_created_at_index" on "jobs" ("status", "created_at");`);
    this.addSql(`create index "jobs_created_at_id_index" on "jobs" ("created_at", "id");`);

    this.addSql(`create table "job_applications" ("id" uuid not null, "job_id" uuid null, "position" text not null, "first_name" text not null, "middle_name" text null, "last_name" text not null, "pronoun" text null, "email" text not null, "country" text not null, "country_code" text not null, "phone" text not null, "cover_note" text not null, "subscribe" boolean not null default false, "status" text not null default 'new', "applied_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_applications_job_id_index" on "job_applications" ("job_id");`);
    this.addSql(`create index "job_applications_applied_at_id_index" on "job_applications" ("applied_at", "id");`);
    this.addSql(`create index "job_applications_status_applied_at_index" on "job_applications" ("status", "applied_at");`);

    this.addSql(`create table "application_files" ("id" uuid not null, "application_id" uuid not null, "storage_key" text not null, "original_name" text not null, "content_type" text not null, "size" int not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "application_files_application_id_index" on "application_files" ("application_id");`);

    this.addSql(`alter table "job_applications" add constraint "job_applications_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete set null;`);

    this.addSql(`alter table "application_files" add constraint "application_files_application_id_foreign" foreign key ("application_id") references "job_applications" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_applications" drop constraint "job_applications_job_id_foreign";`);
    this.addSql(`alter table "application_files" drop constraint "application_files_application_id_foreign";`);

    this.addSql(`drop table if exists "jobs" cascade;`);
    this.addSql(`drop table if exists "job_applications" cascade;`);
    this.addSql(`drop table if exists "application_files" cascade;`);
  }

}
