import { Migration } from '@mikro-orm/migrations';

export class Migration20261121195548_MailOutboxAndRecipients extends Migration {

  override name = 'Migration20261121195548_MailOutboxAndRecipients';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_recipients" ("id" uuid not null, "name" text not null, "email" text not null, "notification_types" text[] not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "email_recipients" add constraint "email_recipients_email_unique" unique ("email");`);
    this.addSql(`create index "email_recipients_name_id_index" on "email_recipients" ("name", "id");`);

    this.addSql(`create table "mail_messages" ("id" uuid not null, "kind" text not null, "to_address" text not null, "to_name" text null, "subject" text not null, "text" text not null, "html" text not null, "headers" jsonb not null default '{}', "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "locked_until" timestamptz null, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "mail_messages_status_next_attempt_at_index" on "mail_messages" ("status", "next_attempt_at");`);
    this.addSql(`create index "mail_messages_created_at_index" on "mail_messages" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_recipients" cascade;`);
    this.addSql(`drop table if exists "mail_messages" cascade;`);
  }

}
