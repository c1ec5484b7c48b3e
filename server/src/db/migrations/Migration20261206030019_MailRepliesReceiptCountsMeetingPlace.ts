import { Migration } from '@mikro-orm/migrations';

/**
 * Issue P19, the team's mail: the Reply-To of an outbox message (a member's reply reaches them or
 * the team), the receipts sent to each address per hour (kept as a keyed hash, for the cap on
 * receipts), and where a demo meeting is held (its invitations' LOCATION and link).
 */
export class Migration20261206030019_MailRepliesReceiptCountsMeetingPlace extends Migration {

  override name = 'Migration20261206030019_MailRepliesReceiptCountsMeetingPlace';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_messages" add "reply_to" jsonb null;`);
    this.addSql(`create table "receipt_counts" ("address_hash" text not null, "hour_start" timestamptz not null, "count" int not null, primary key ("address_hash", "hour_start"));`);
    this.addSql(`create index "receipt_counts_hour_start_index" on "receipt_counts" ("hour_start");`);
    this.addSql(`alter table "demo_requests" add "meeting_place" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "demo_requests" drop column "meeting_place";`);
    this.addSql(`drop table if exists "receipt_counts" cascade;`);
    this.addSql(`alter table "mail_messages" drop column "reply_to";`);
  }

}
