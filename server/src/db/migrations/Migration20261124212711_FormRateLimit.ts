import { Migration } from '@mikro-orm/migrations';

/** The public forms' rate limit, counted in the database so it holds across servers (`FormRateLimit`). */
export class Migration20261124212711_FormRateLimit extends Migration {

  override name = 'Migration20261124212711_FormRateLimit';

  override up(): void | Promise<void> {
    // Unlogged: counts that need no crash safety (a restart forgets at most a minute of them) cost no WAL.
    this.addSql(`create unlogged table "form_submission_counts" ("form" text not null, "address" text not null, "window_start" timestamptz not null, "count" int not null, primary key ("form", "address", "window_start"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "form_submission_counts" cascade;`);
  }

}
