import { Migration } from '@mikro-orm/migrations';

/** Issue P17: an admin whose password predates the 12-character rule is asked for a new one at sign-in. */
export class Migration20261126071057_PasswordChangeRequired extends Migration {

  override name = 'Migration20261126071057_PasswordChangeRequired';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add "password_change_required" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admins" drop column "password_change_required";`);
  }

}
