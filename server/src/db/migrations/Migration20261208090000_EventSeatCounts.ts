import { Migration } from '@mikro-orm/migrations';

/** A booking's part in its event's counts: seats held while booked or attended, one in the queue while waitlisted; none when held as spam. */
const PART = (table: string, sign: '' | '-') => `
  select event_id,
         ${sign}(case when status in ('booked', 'attended') then seats else 0 end) as seated,
         ${sign}(case when status = 'waitlisted' then 1 else 0 end) as waitlisted
    from ${table} where not spam`;

const ADD = (parts: string) => `
  insert into "event_seat_counts" as c ("event_id", "seated", "waitlisted")
  select event_id, sum(seated)::int, sum(waitlisted)::int from (${parts}) d
   group by event_id having sum(seated) <> 0 or sum(waitlisted) <> 0
  on conflict ("event_id") do update set "seated" = c."seated" + excluded."seated", "waitlisted" = c."waitlisted" + excluded."waitlisted";`;

/**
 * The seats each event's bookings hold and how many wait (issue P21's booking throughput): kept by
 * the database itself, whatever writes the bookings (a booking, the team, an erasure, a retention
 * run), so a booking under the event's lock reads two numbers instead of summing every booking of
 * the event. Statement triggers with transition tables: one update of the counts per statement.
 */
export class Migration20261208090000_EventSeatCounts extends Migration {
  override name = 'Migration20261208090000_EventSeatCounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "event_seat_counts" ("event_id" uuid not null, "seated" int not null default 0, "waitlisted" int not null default 0, primary key ("event_id"));`);
    this.addSql(`create function "event_seat_counts_follow"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then${ADD(PART('"changed_new"', ''))}
  elsif tg_op = 'UPDATE' then${ADD(`${PART('"changed_new"', '')} union all ${PART('"changed_old"', '-')}`)}
  else${ADD(PART('"changed_old"', '-'))}
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "event_bookings_counts_insert" after insert on "event_bookings" referencing new table as "changed_new" for each statement execute function "event_seat_counts_follow"();`);
    this.addSql(`create trigger "event_bookings_counts_update" after update on "event_bookings" referencing old table as "changed_old" new table as "changed_new" for each statement execute function "event_seat_counts_follow"();`);
    this.addSql(`create trigger "event_bookings_counts_delete" after delete on "event_bookings" referencing old table as "changed_old" for each statement execute function "event_seat_counts_follow"();`);
    // The bookings made before: counted once, as they stand.
    this.addSql(`insert into "event_seat_counts" ("event_id", "seated", "waitlisted")
      select event_id, coalesce(sum(seats) filter (where status in ('booked', 'attended')), 0)::int, (count(*) filter (where status = 'waitlisted'))::int
        from "event_bookings" where not spam group by event_id;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "event_bookings_counts_insert" on "event_bookings";`);
    this.addSql(`drop trigger if exists "event_bookings_counts_update" on "event_bookings";`);
    this.addSql(`drop trigger if exists "event_bookings_counts_delete" on "event_bookings";`);
    this.addSql(`drop function if exists "event_seat_counts_follow"();`);
    this.addSql(`drop table if exists "event_seat_counts";`);
  }
}
