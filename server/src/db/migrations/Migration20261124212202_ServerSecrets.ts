import { Migration } from '@mikro-orm/migrations';

/** Secrets every server of the database shares (the token secret); see `resolveJwtSecret`. */
export class Migration20261124212202_ServerSecrets extends Migration {

  override name = 'Migration20261124212202_ServerSecrets';

  override up(): void | Promise<void> {
    this.addSql(`create table "server_secrets" ("name" text not null, "value" text not null, "created_at" timestamptz not null, primary key ("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "server_secrets" cascade;`);
  }

}
