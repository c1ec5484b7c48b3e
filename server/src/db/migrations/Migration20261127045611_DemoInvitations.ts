import { Migration } from '@mikro-orm/migrations';

/**
 * Demo invitations (issue P14 S6): the zone the requester picked the meeting time in (unknown for
 * the requests before, whose invitations are in UTC), and the SEQUENCE of the next calendar message.
 */
export class Migration20261127045611_DemoInvitations extends Migration {

  override name = 'Migration20261127045611_DemoInvitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "demo_requests" add "time_zone" text null, add "invite_sequence" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "demo_requests" drop column "time_zone", drop column "invite_sequence";`);
  }

}
