import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { suppressionHashOf } from '../../domain/suppression.js';
import { deriveKey } from '../../secrets.js';

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
  /** The server's limit: its key derived from the server's secret, `MAIL_RECEIPTS_PER_HOUR` an address. */
  static of({ jwtSecret, config }: { jwtSecret: string; config: { mail: { receiptsPerHour: number } } }): ReceiptLimit {
    return new ReceiptLimit(deriveKey(jwtSecret, 'receipt-counts'), config.mail.receiptsPerHour);
  }

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
    const admission = this.admission(2, now);
    const rows = await executeBound<{ n: string | number; admitted: boolean }>(
      tx,
      `with "receipts" as (select u.hash, u.n from unnest($1::text[]) with ordinality as u(hash, n)), ${admission.sql} select n, admitted from "admission"`,
      [addresses.map((address) => this.hashOf(address)), ...admission.values],
    );
    const admitted = new Array<boolean>(addresses.length).fill(false);
    for (const row of rows) admitted[Number(row.n) - 1] = row.admitted;
    return admitted;
  }

  /** An address as the counts keep it. */
  private hashOf(address: string): string {
    return suppressionHashOf(this.key, address);
  }

  /**
   * `admit`'s count as parts of its statement: after the CTE `"receipts" (hash, n)` (`hashOf` each
   * address; `n` their order), they define `"admission" (hash, n, admitted)`. Their placeholders
   * are numbered from `first`.
   */
  private admission(first: number, now: number): { sql: string; values: unknown[] } {
    const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    const at = (offset: number) => `$${first + offset}`;
    return {
      sql: admissionSql(at),
      values: [new Date(hourStart), new Date(hourStart - HOUR_MS), 1 - (now - hourStart) / HOUR_MS, this.perHour],
    };
  }
}

/**
 * After `"receipts"` (hash, n): each receipt's place among this batch's receipts to the same
 * address, and whether that place, after what this hour ($0) and the last ($1) have counted,
 * weighted by how much of the last the sliding hour still covers ($2), is within the cap ($3); then
 * the admitted ones added to this hour's count, and hours before the last deleted.
 */
const admissionSql = (at: (offset: number) => string) => `"placed" as (
  select r.hash, r.n, row_number() over (partition by r.hash order by r.n) as place from "receipts" r
), "admission" as (
  select i.hash, i.n,
    coalesce((select c.count from receipt_counts c where c.address_hash = i.hash and c.hour_start = ${at(0)}::timestamptz), 0)
      + i.place
      + ceil(coalesce((select p.count from receipt_counts p where p.address_hash = i.hash and p.hour_start = ${at(1)}::timestamptz), 0) * ${at(2)}::float8)
      <= ${at(3)}::int as admitted
  from "placed" i
), "counted" as (
  insert into receipt_counts (address_hash, hour_start, count)
  select hash, ${at(0)}::timestamptz, count(*) from "admission" where admitted group by hash
  on conflict (address_hash, hour_start) do update set count = receipt_counts.count + excluded.count
), "forgotten" as (
  delete from receipt_counts where hour_start < ${at(1)}::timestamptz
)`;
