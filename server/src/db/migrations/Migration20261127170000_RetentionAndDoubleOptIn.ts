import { Migration } from '@mikro-orm/migrations';

/**
 * P15 privacy. Retention: the hourly job finds applications and leads by their last change.
 * Double opt-in: a subscriber is `pending` until the confirmation link is followed (`is_active`
 * stays the list's "gets the newsletter", held equal to `status = 'active'`), with the proof of
 * consent (when, from which page, a keyed hash of the address it came from) and the link's nonce.
 */
export class Migration20261127170000_RetentionAndDoubleOptIn extends Migration {

  override name = 'Migration20261127170000_RetentionAndDoubleOptIn';

  override up(): void | Promise<void> {
    this.addSql(`create index "job_applications_updated_at_index" on "job_applications" ("updated_at");`);
    this.addSql(`create index "contact_submissions_updated_at_index" on "contact_submissions" ("updated_at");`);
    this.addSql(`create index "demo_requests_updated_at_index" on "demo_requests" ("updated_at");`);

    this.addSql(`alter table "subscribers" add "status" text not null default 'active', add "confirmed_at" timestamptz null, add "consent_at" timestamptz null, add "consent_source" text null, add "consent_address_hash" text null, add "confirmation_nonce" text null, add "confirmation_sent_at" timestamptz null;`);
    this.addSql(`update "subscribers" set "status" = case when "is_active" then 'active' else 'inactive' end;`);
    this.addSql(`alter table "subscribers" add constraint "subscribers_status_check" check ("status" in ('active', 'pending', 'inactive')), add constraint "subscribers_active_status_check" check ("is_active" = ("status" = 'active'));`);
    // Whichever of the two a writer sets (the list's older writers set only `is_active`), the other follows.
    this.addSql(`create function "subscribers_status_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.status is distinct from old.status then
          new.is_active := new.status = 'active';
        elsif tg_op = 'UPDATE' and new.is_active is distinct from old.is_active then
          new.status := case when new.is_active then 'active' else 'inactive' end;
        elsif tg_op = 'INSERT' and new.is_active <> (new.status = 'active') then
          new.status := case when new.is_active then 'active' else 'inactive' end;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "subscribers_status" before insert or update on "subscribers" for each row execute function "subscribers_status_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "subscribers_status" on "subscribers";`);
    this.addSql(`drop function "subscribers_status_fn"();`);
    this.addSql(`alter table "subscribers" drop constraint "subscribers_active_status_check", drop constraint "subscribers_status_check";`);
    this.addSql(`alter table "subscribers" drop column "status", drop column "confirmed_at", drop column "consent_at", drop column "consent_source", drop column "consent_address_hash", drop column "confirmation_nonce", drop column "confirmation_sent_at";`);
    this.addSql(`drop index "demo_requests_updated_at_index";`);
    this.addSql(`drop index "contact_submissions_updated_at_index";`);
    this.addSql(`drop index "job_applications_updated_at_index";`);
  }

}
