import { Migration } from '@mikro-orm/migrations';

/**
 * `finmesh_uuid_v7()`: a time-ordered v7 UUID made in SQL, like the app's own ids, for rows that
 * only the database knows how many of there are (one outbox message per staff recipient, written
 * by the statement that stores a form). PostgreSQL 18 has `uuidv7()`; this works from 13 on.
 */
export class Migration20261124010000_SqlIds extends Migration {

  override name = 'Migration20261124010000_SqlIds';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function finmesh_uuid_v7() returns uuid language sql volatile as $$
  select encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
      from 1 for 6), 52, 1), 53, 1),
    'hex')::uuid
$$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function finmesh_uuid_v7();`);
  }

}
