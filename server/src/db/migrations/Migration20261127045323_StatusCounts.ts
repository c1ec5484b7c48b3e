import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's applications by status (issue P14): `status_counts` keeps how many applications
 * (not held as spam) have each status, by statement triggers that write one net change per status
 * (a status change moves one from the old to the new; releasing a held one adds it). Filled from
 * the rows already there. With it, the index of the next confirmed demo meetings.
 */
export class Migration20261127045323_StatusCounts extends Migration {

  override name = 'Migration20261127045323_StatusCounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "status_counts" ("list" text not null, "status" text not null, "count" int not null, primary key ("list", "status"));`);
    this.addSql(`create index "demo_requests_upcoming_index" on "demo_requests" ("meeting_date") where status = 'confirmed' and not spam;`);

    const rows = (transition: string, sign: string) => `select r.status, ${sign}1 as delta from ${transition} r where not r.spam`;
    const apply = (deltas: string) => `insert into status_counts (list, status, count)
        select 'applications', status, sum(delta)::int from (${deltas}) d group by status having sum(delta) <> 0
        on conflict (list, status) do update set count = status_counts.count + excluded.count;`;
    this.addSql(`create function "job_applications_status_counts_fn"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${apply(rows('new_rows', '+'))}
        elsif tg_op = 'DELETE' then
          ${apply(rows('old_rows', '-'))}
        else
          ${apply(`${rows('new_rows', '+')} union all ${rows('old_rows', '-')}`)}
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "job_applications_status_counts_insert" after insert on "job_applications" referencing new table as new_rows for each statement execute function "job_applications_status_counts_fn"();`);
    this.addSql(`create trigger "job_applications_status_counts_update" after update on "job_applications" referencing old table as old_rows new table as new_rows for each statement execute function "job_applications_status_counts_fn"();`);
    this.addSql(`create trigger "job_applications_status_counts_delete" after delete on "job_applications" referencing old table as old_rows for each statement execute function "job_applications_status_counts_fn"();`);
    this.addSql(apply(rows('"job_applications"', '+')));
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger "job_applications_status_counts_${event}" on "job_applications";`);
    this.addSql(`drop function "job_applications_status_counts_fn"();`);
    this.addSql(`drop index "demo_requests_upcoming_index";`);
    this.addSql(`drop table if exists "status_counts" cascade;`);
  }

}
