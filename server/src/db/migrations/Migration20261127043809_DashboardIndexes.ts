import { Migration } from '@mikro-orm/migrations';

/** The dashboard's "last delivery" (issue P14): the newest sent_at by the index, not by reading every sent message. */
export class Migration20261127043809_DashboardIndexes extends Migration {

  override name = 'Migration20261127043809_DashboardIndexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "mail_messages_sent_at_index" on "mail_messages" ("sent_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_messages_sent_at_index";`);
  }

}
