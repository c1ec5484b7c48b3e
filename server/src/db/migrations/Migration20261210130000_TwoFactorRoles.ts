import { Migration } from '@mikro-orm/migrations';

/** The roles the team's sign-in policy requires two factors of (issue P22); a policy saved before keeps the first run's: Owners and Admins. */
export class Migration20261210130000_TwoFactorRoles extends Migration {

  override name = 'Migration20261210130000_TwoFactorRoles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "account_policies" add "two_factor_roles" text[] not null default '{owner,admin}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "account_policies" drop column "two_factor_roles";`);
  }

}
