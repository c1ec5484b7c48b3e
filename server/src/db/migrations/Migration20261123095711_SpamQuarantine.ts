import { Migration } from '@mikro-orm/migrations';

export class Migration20261123095711_SpamQuarantine extends Migration {

  override name = 'Migration20261123095711_SpamQuarantine';

  override up(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_created_at_id_index";`);
    this.addSql(`drop index "contact_submissions_status_created_at_index";`);
    this.addSql(`alter table "contact_submissions" add "spam" boolean not null default false, add "spam_reason" text null;`);
    this.addSql(`create index "contact_submissions_spam_created_at_id_index" on "contact_submissions" ("spam", "created_at", "id");`);
    this.addSql(`create index "contact_submissions_spam_status_created_at_index" on "contact_submissions" ("spam", "status", "created_at");`);

    this.addSql(`drop index "demo_requests_created_at_id_index";`);
    this.addSql(`drop index "demo_requests_status_created_at_index";`);
    this.addSql(`alter table "demo_requests" add "spam" boolean not null default false, add "spam_reason" text null;`);
    this.addSql(`create index "demo_requests_spam_created_at_id_index" on "demo_requests" ("spam", "created_at", "id");`);
    this.addSql(`create index "demo_requests_spam_status_created_at_index" on "demo_requests" ("spam", "status", "created_at");`);

    this.addSql(`drop index "job_applications_applied_at_id_index";`);
    this.addSql(`drop index "job_applications_status_applied_at_index";`);
    this.addSql(`alter table "job_applications" add "spam" boolean not null default false, add "spam_reason" text null;`);
    this.addSql(`create index "job_applications_spam_applied_at_id_index" on "job_applications" ("spam", "applied_at", "id");`);
    this.addSql(`create index "job_applications_spam_status_applied_at_index" on "job_applications" ("spam", "status", "applied_at");`);

    this.addSql(`drop index "subscribers_is_active_subscribed_at_index";`);
    this.addSql(`drop index "subscribers_subscribed_at_id_index";`);
    this.addSql(`alter table "subscribers" add "spam" boolean not null default false, add "spam_reason" text null;`);
    this.addSql(`create index "subscribers_spam_subscribed_at_id_index" on "subscribers" ("spam", "subscribed_at", "id");`);
    this.addSql(`create index "subscribers_spam_is_active_subscribed_at_index" on "subscribers" ("spam", "is_active", "subscribed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_spam_created_at_id_index";`);
    this.addSql(`drop index "contact_submissions_spam_status_created_at_index";`);
    this.addSql(`alter table "contact_submissions" drop column "spam", drop column "spam_reason";`);
    this.addSql(`create index "contact_submissions_created_at_id_index" on "contact_submissions" ("created_at", "id");`);
    this.addSql(`create index "contact_submissions_status_created_at_index" on "contact_submissions" ("status", "created_at");`);

    this.addSql(`drop index "demo_requests_spam_created_at_id_index";`);
    this.addSql(`drop index "demo_requests_spam_status_created_at_index";`);
    this.addSql(`alter table "demo_requests" drop column "spam", drop column "spam_reason";`);
    this.addSql(`create index "demo_requests_created_at_id_index" on "demo_requests" ("created_at", "id");`);
    this.addSql(`create index "demo_requests_status_created_at_index" on "demo_requests" ("status", "created_at");`);

    this.addSql(`drop index "job_applications_spam_applied_at_id_index";`);
    this.addSql(`drop index "job_applications_spam_status_applied_at_index";`);
    this.addSql(`alter table "job_applications" drop column "spam", drop column "spam_reason";`);
    this.addSql(`create index "job_applications_applied_at_id_index" on "job_applications" ("applied_at", "id");`);
    this.addSql(`create index "job_applications_status_applied_at_index" on "job_applications" ("status", "applied_at");`);

    this.addSql(`drop index "subscribers_spam_subscribed_at_id_index";`);
    this.addSql(`drop index "subscribers_spam_is_active_subscribed_at_index";`);
    this.addSql(`alter table "subscribers" drop column "spam", drop column "spam_reason";`);
    this.addSql(`create index "subscribers_is_active_subscribed_at_index" on "subscribers" ("is_active", "subscribed_at");`);
    this.addSql(`create index "subscribers_subscribed_at_id_index" on "subscribers" ("subscribed_at", "id");`);
  }

}
