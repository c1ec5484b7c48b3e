import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { suppressionHashOf } from '../../domain/suppression.js';

const HOUR_MS = 3_600_000;

/**
 * Receipts per address (issue P19): anyone can type anyone's address into a public form, from as
 * many client addresses as they like, so one address is sent at most `perHour` receipts within an
 * hour; the record is stored and the staff are told all the same, and the visitor's answer is the
 * same. Counted in PostgreSQL, so the cap holds across servers. The hour slides: this hour's count
 * plus the last hour's, weighted by how much of it the sliding hour still covers (rounded up), as
 * the forms' limit counts (`domain/form-limit.ts`). Only receipts sent are counted. The address is
 * kept as a keyed hash (`suppressionHashOf` with a key of its own), never as itself.
 */
export class ReceiptLimit {
  constructor(
    private readonly key: Buffer,
    private readonly perHour: number,
  ) {}

  /**
   * Which of the receipts to `addresses` (one element per receipt, in the order they are to go) may
   * be sent now, counting those in `tx`'s transaction by one statement; counts of hours that can no
   * longer matter are deleted by it. Two batches counted by different servers at the very same
   * moment may both take an address's last place.
   */
  async admit(tx: EntityManager, addresses: readonly string[], now = Date.now()): Promise<boolean[]> {
    if (addresses.length === 0) return [];
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    const rows = await executeBound<{ n: string | number; admitted: boolean }>(tx, ADMIT_SQL, [
      addresses.map((address) => suppressionHashOf(this.key, address)),
      new Date(hourStart),
      new Date(hourStart - HOUR_MS),
      1 - (now - hourStart) / HOUR_MS,
      this.perHour,
    ]);
    const admitted = new Array<boolean>(addresses.length).fill(false);
    for (const row of rows) admitted[Number(row.n) - 1] = row.admitted;
    return admitted;
  }
}

/**
 * One row per receipt ($1, in order): its place among this batch's receipts to the same address,
 * and whether that place, after what this hour and the last have counted, is within the cap ($5);
 * then the admitted ones added to this hour's count, and hours before the last deleted.
 */
const ADMIT_SQL = `with "incoming" as (
  select u.hash, u.n, row_number() over (partition by u.hash order by u.n) as place
  from unnest($1::text[]) with ordinality as u(hash, n)
), "admission" as (
  select i.hash, i.n,
    coalesce((select c.count from receipt_counts c where c.address_hash = i.hash and c.hour_start = $2::timestamptz), 0)
      + i.place
      + ceil(coalesce((select p.count from receipt_counts p where p.address_hash = i.hash and p.hour_start = $3::timestamptz), 0) * $4::float8)
      <= $5::int as admitted
  from "incoming" i
), "counted" as (
  insert into receipt_counts (address_hash, hour_start, count)
  select hash, $2::timestamptz, count(*) from "admission" where admitted group by hash
  on conflict (address_hash, hour_start) do update set count = receipt_counts.count + excluded.count
), "forgotten" as (
  delete from receipt_counts where hour_start < $3::timestamptz
)
select n, admitted from "admission"`;
