import { Migration } from '@mikro-orm/migrations';

/**
 * Every change to a table that something is kept in memory from (today: jobs, for the open jobs and
 * the careers pages) notifies the channel `finmesh_changes` when it commits, whoever made it: the
 * app on any server, or an operator with psql. See `ChangeFeed` (src/db/changes.ts).
 */
export class Migration20261124200000_ChangeNotices extends Migration {

  override name = 'Migration20261124200000_ChangeNotices';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function finmesh_notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('finmesh_changes', tg_argv[0]);
  return null;
end
$$;`);
    this.addSql(`create trigger "jobs_changed" after insert or update or delete or truncate on "jobs" for each statement execute function finmesh_notify_change('jobs');`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "jobs_changed" on "jobs";`);
    this.addSql(`drop function finmesh_notify_change();`);
  }

}
