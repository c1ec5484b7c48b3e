import { Migration } from '@mikro-orm/migrations';

/**
 * The Form Submissions list filtered by the page a message came from (`source`: the Dashboard's
 * Contact and Services figures open it): its first page and its count read the index, newest
 * first, as the unfiltered list reads `(spam, created_at, id)`.
 */
export class Migration20261127081949_ContactSourceIndex extends Migration {

  override name = 'Migration20261127081949_ContactSourceIndex';

  override up(): void | Promise<void> {
    this.addSql(`create index "contact_submissions_source_spam_created_at_id_index" on "contact_submissions" ("source", "spam", "created_at", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_source_spam_created_at_id_index";`);
  }

}
