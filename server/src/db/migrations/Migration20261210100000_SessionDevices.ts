import { Migration } from '@mikro-orm/migrations';

/** Sessions as the member's profile lists them (issue P22): the device, the coarse network, when last seen. */
export class Migration20261210100000_SessionDevices extends Migration {

  override name = 'Migration20261210100000_SessionDevices';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" add "last_seen_at" timestamptz null, add "device" text null, add "client_address" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "admin_sessions" drop column "last_seen_at", drop column "device", drop column "client_address";`);
  }

}
