import { Migration } from '@mikro-orm/migrations';

/**
 * Issue P18: roles. Every admin from before roles had the one legacy role and could do everything,
 * so each becomes an Owner; from now on a role is one of `rules/access.ts` ROLES. The column's
 * default stays 'admin' (DEFAULT_NEW_ADMIN_ROLE).
 */
export class Migration20261126110000_AdminRoles extends Migration {

  override name = 'Migration20261126110000_AdminRoles';

  override up(): void | Promise<void> {
    this.addSql(`update "admins" set "role" = 'owner';`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check (role IN ('owner', 'admin', 'recruiter', 'sales', 'viewer'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(`update "admins" set "role" = 'admin';`);
  }

}
