import { Migration } from '@mikro-orm/migrations';

/**
 * P19 privacy. An erasure deletes a person's rows a batch at a time by their address: an index on
 * (email, id) of each table that keeps one, so each batch starts where the last ended. The
 * retention finds a record's webhook deliveries by their event, deletes finished deliveries by age,
 * and unsubscribed sign-ups by when they unsubscribed. And the list exports' events kept a search's
 * text (an address, perhaps) in the trail a Viewer reads: those events now keep only that a search
 * was used, as new ones do (the append-only trigger is set aside for this one rewrite).
 */
export class Migration20261206120000_PrivacyErasureAndCopies extends Migration {

  override name = 'Migration20261206120000_PrivacyErasureAndCopies';

  override up(): void | Promise<void> {
    this.addSql(`create index "contact_submissions_email_id_index" on "contact_submissions" ("email", "id");`);
    this.addSql(`create index "demo_requests_email_id_index" on "demo_requests" ("email", "id");`);
    this.addSql(`create index "job_applications_email_id_index" on "job_applications" ("email", "id");`);
    this.addSql(`create index "webhook_deliveries_event_id_index" on "webhook_deliveries" ("event_id");`);
    this.addSql(`create index "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(`create index "subscribers_unsubscribed_at_index" on "subscribers" ("unsubscribed_at") where "status" = 'inactive';`);

    this.addSql(`alter table "events" disable trigger "events_append_only";`);
    this.addSql(`update "events" set "data" = jsonb_set("data", '{filter}', ("data" -> 'filter') - 'search' - 'person') || jsonb_build_object('searched', ("data" -> 'filter') ?| array['search', 'person'])
      where "type" = 'export.created' and jsonb_typeof("data" -> 'filter') = 'object';`);
    this.addSql(`alter table "events" enable trigger "events_append_only";`);
  }

  override down(): void | Promise<void> {
    // The searches' text is not brought back: it is gone.
    this.addSql(`drop index "subscribers_unsubscribed_at_index";`);
    this.addSql(`drop index "webhook_deliveries_created_at_index";`);
    this.addSql(`drop index "webhook_deliveries_event_id_index";`);
    this.addSql(`drop index "job_applications_email_id_index";`);
    this.addSql(`drop index "demo_requests_email_id_index";`);
    this.addSql(`drop index "contact_submissions_email_id_index";`);
  }

}
