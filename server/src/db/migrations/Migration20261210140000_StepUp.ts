import { Migration } from '@mikro-orm/migrations';

/** Step-up (issue P22): when the member last proved it is them in a session; a session from before proved it when it began. */
export class Migration20261210140000_StepUp extends Migration {

  override name = 'Migration20261210140000_StepUp';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" add "proven_at" timestamptz null;`);
    this.addSql(`update "admin_sessions" set "proven_at" = "created_at";`);
    this.addSql(`alter table "admin_sessions" alter column "proven_at" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop column "proven_at";`);
  }

}
