import { Migration } from '@mikro-orm/migrations';

/** Each table of leads: its name, the SQL of a row's source, and its arrival time's column. */
const LEAD_TABLES = [
  { table: 'contact_submissions', source: 'r.source', at: 'created_at' },
  { table: 'demo_requests', source: `'demo'`, at: 'created_at' },
  { table: 'subscribers', source: `'newsletter'`, at: 'subscribed_at' },
  { table: 'job_applications', source: `'application'`, at: 'applied_at' },
] as const;

/**
 * The dashboard's roll-up (issue P14): leads per source and day (UTC), held spam apart, kept by
 * statement triggers on each lead table. A statement's rows are counted once, as a set (the
 * public forms insert many at once), and only a net change is written: changing a status adds
 * and takes away the same row, so it writes nothing. Filled from the rows already there.
 */
export class Migration20261127044643_LeadDays extends Migration {

  override name = 'Migration20261127044643_LeadDays';

  override up(): void | Promise<void> {
    this.addSql(`create table "lead_days" ("source" text not null, "day" date not null, "spam" boolean not null, "count" int not null, primary key ("source", "day", "spam"));`);
    for (const { table, source, at } of LEAD_TABLES) {
      const rows = (transition: string, sign: string) => `select ${source} as source, (r.${at} at time zone 'UTC')::date as day, r.spam, ${sign}1 as delta from ${transition} r`;
      const apply = (deltas: string) => `insert into lead_days (source, day, spam, count)
          select source, day, spam, sum(delta)::int from (${deltas}) d group by source, day, spam having sum(delta) <> 0
          on conflict (source, day, spam) do update set count = lead_days.count + excluded.count;`;
      this.addSql(`create function "${table}_lead_days_fn"() returns trigger language plpgsql as $$
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
      this.addSql(`create trigger "${table}_lead_days_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function "${table}_lead_days_fn"();`);
      this.addSql(`create trigger "${table}_lead_days_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "${table}_lead_days_fn"();`);
      this.addSql(`create trigger "${table}_lead_days_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function "${table}_lead_days_fn"();`);
      this.addSql(`insert into lead_days (source, day, spam, count)
        select source, day, spam, sum(delta)::int from (${rows(`"${table}"`, '+')}) d group by source, day, spam
        on conflict (source, day, spam) do update set count = lead_days.count + excluded.count;`);
    }
  }

  override down(): void | Promise<void> {
    for (const { table } of LEAD_TABLES) {
      for (const event of ['insert', 'update', 'delete']) this.addSql(`drop trigger "${table}_lead_days_${event}" on "${table}";`);
      this.addSql(`drop function "${table}_lead_days_fn"();`);
    }
    this.addSql(`drop table if exists "lead_days" cascade;`);
  }

}
