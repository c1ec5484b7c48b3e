import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox keeps what a message says (`content`, JSON) and the mail worker renders it when it
 * sends it, instead of storing the rendered text and HTML of every copy: a public form's receipt
 * and staff notices were most of what its statement wrote. Messages queued before this keep their
 * rendered text and HTML, so one or the other is always there.
 */
export class Migration20261124210000_MailContent extends Migration {

  override name = 'Migration20261124210000_MailContent';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_messages" add column "content" jsonb null, alter column "text" drop not null, alter column "html" drop not null;`);
    this.addSql(`alter table "mail_messages" add constraint "mail_messages_content_or_rendered" check ("content" is not null or ("text" is not null and "html" is not null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_messages" drop constraint "mail_messages_content_or_rendered";`);
    this.addSql(`alter table "mail_messages" drop column "content";`);
  }

}
