import { Migration } from '@mikro-orm/migrations';

/** Issue P19: each session keeps the account's sign-in before it, which the signed-in admin is shown. */
export class Migration20261206025022_PreviousSignIn extends Migration {

  override name = 'Migration20261206025022_PreviousSignIn';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" add "previous_sign_in_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop column "previous_sign_in_at";`);
  }

}
