import { Migration } from '@mikro-orm/migrations';

/** Seat bookings of events (issue P21): one live booking per event and address, seats checked under the event's lock. */
export class Migration20261207110000_EventBookings extends Migration {
  override name = 'Migration20261207110000_EventBookings';

  override up(): void | Promise<void> {
    this.addSql(`create table "event_bookings" ("id" uuid not null, "event_id" uuid not null, "first_name" text not null, "middle_name" text null, "last_name" text not null, "pronoun" text null, "company_name" text null, "designation" text null, "email" text not null, "country" text null, "phone_number" text null, "seats" int not null, "answers" jsonb not null default '[]', "status" text not null, "waitlisted_at" timestamptz null, "checked_in_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_token_hash" text not null, "invite_sequence" int not null default 0, "reminder_24h_sent_at" timestamptz null, "reminder_1h_sent_at" timestamptz null, "spam" boolean not null default false, "spam_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "event_bookings" add constraint "event_bookings_cancel_token_hash_unique" unique ("cancel_token_hash");`);
    this.addSql(`create index "event_bookings_event_id_created_at_id_index" on "event_bookings" ("event_id", "created_at", "id");`);
    this.addSql(`create index "event_bookings_event_id_status_created_at_index" on "event_bookings" ("event_id", "status", "created_at");`);
    this.addSql(`create index "event_bookings_email_index" on "event_bookings" ("email");`);
    this.addSql(`create unique index "event_bookings_live_unique" on "event_bookings" ("event_id", "email") where status in ('booked', 'waitlisted', 'pending_approval', 'attended') and not spam;`);
    this.addSql(`alter table "event_bookings" add constraint "event_bookings_event_id_foreign" foreign key ("event_id") references "content_items" ("id") on delete cascade;`);
    this.addSql(`alter table "event_bookings" add constraint "event_bookings_status_check" check (status IN ('booked', 'waitlisted', 'pending_approval', 'declined', 'cancelled', 'attended'));`);
    this.addSql(`alter table "event_bookings" add constraint "event_bookings_seats_check" check (seats >= 1 and seats <= 10);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_bookings" cascade;`);
  }
}
