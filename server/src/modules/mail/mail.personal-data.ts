import { cursorBatches, executeBound, timeOf, type StoredTime } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { deleteDoneBefore, PERSONAL_ERASURE_BATCH, wholeAddressPattern, type PersonalDataSource } from '../../domain/personal-data.js';
import { defineRecord } from '../../domain/records.js';
import type { EmailContent } from './templates.js';
import type { MailStatus } from './mail.entity.js';

interface MailRow {
  id: string;
  kind: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  status: MailStatus;
  content: EmailContent | null;
  text: string | null;
  created_at: StoredTime;
  sent_at: StoredTime | null;
}

/** An email of the outbox as a person's export shows it: to whom, what it said, and whether it went. */
export const mailRecord = defineRecord('MailMessage', (row: MailRow) => ({
  _id: row.id,
  kind: row.kind,
  toAddress: row.to_address,
  toName: row.to_name,
  subject: row.subject,
  status: row.status,
  content: row.content,
  text: row.text,
  createdAt: timeOf(row.created_at),
  sentAt: timeOf(row.sent_at),
}));

/** All a message says, as one text to find an address in. */
const SAID = `(coalesce("content"::text, '') || ' ' || coalesce("text", '') || ' ' || coalesce("html", ''))`;

/**
 * The outbox rows of an address: sent to it, or naming it in what they say (a staff notice of a
 * message from it). The address is matched whole, not inside a longer one. No index serves the
 * second half: a data-subject request reads the whole outbox once, which is rare and bounded by
 * the outbox's size (`OUTBOX_RETENTION_DAYS` of mail).
 */
const MATCHING = `("to_address" = any($1) or ${SAID} ~* $2)`;

const paramsOf = (addresses: readonly string[]) => [[...addresses], wholeAddressPattern(addresses)];

/**
 * How long after a record's last change an email about it may still be queued: the mail consumer
 * queues a receipt or staff notice moments after the change, later only when it was behind.
 */
const QUEUED_WITHIN_MS = 60 * 60 * 1000;

/** Where the mail outbox keeps people's addresses (data-subject requests): the emails to them or about them, sent or not. */
export const mailPersonalData: Record<string, PersonalDataSource> = {
  emails: {
    label: 'Emails to or about them',
    subjectType: null,
    erasedEvent: null,
    async count(em, addresses) {
      const [row] = await executeBound<{ count: number }>(em, `select count(*)::int as "count" from "mail_messages" where ${MATCHING}`, paramsOf(addresses));
      return row?.count ?? 0;
    },
    async rows(em, addresses, after, size) {
      const rows = await executeBound<MailRow>(
        em,
        `select "id", "kind", "to_address", "to_name", "subject", "status", "content", "text", "created_at", "sent_at" from "mail_messages"
         where ${MATCHING} and ($3::uuid is null or "id" > $3) order by "id" limit $4`,
        [...paramsOf(addresses), after, size],
      );
      return { records: rows.map((row) => mailRecord.of(row)), files: [], subjects: [], next: rows.length === size ? (rows.at(-1)?.id ?? null) : null };
    },
    async *erase(em: EntityManager, addresses) {
      for await (const rows of cursorBatches<{ id: string }>(em, `select "id" from "mail_messages" where ${MATCHING}`, paramsOf(addresses), PERSONAL_ERASURE_BATCH)) {
        await executeBound(em, `delete from "mail_messages" where "id" = any($1::uuid[])`, [rows.map((row) => row.id)]);
        yield { count: rows.length, storageKeys: [], subjects: [] };
      }
    },
    copies: {
      keptDays: (retention) => retention.outboxDays,
      /**
       * The outbox rows of records past their retention: an email carries no record's id, so a
       * record's are those to or naming its address, queued from its creation to its last change
       * (its receipt and staff notice, the replies and invitations sent to it).
       */
      async ofRecords(em, _subjectType, records) {
        if (records.length === 0) return 0;
        const [row] = await executeBound<{ count: number }>(
          em,
          `with "copies" as (
             select distinct m."id" from "mail_messages" m
               join unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[]) as r("address", "pattern", "since", "until")
                 on m."created_at" between r."since" and r."until" and (m."to_address" = r."address" or ${SAID} ~* r."pattern")),
           "gone" as (delete from "mail_messages" d using "copies" where d."id" = "copies"."id" returning 1)
           select count(*)::int as "count" from "gone"`,
          [
            records.map((record) => record.address),
            records.map((record) => wholeAddressPattern([record.address])),
            records.map((record) => record.createdAt),
            records.map((record) => new Date(record.updatedAt.getTime() + QUEUED_WITHIN_MS)),
          ],
        );
        return row?.count ?? 0;
      },
      /** Sent or failed for good (never one still to go). */
      madeBefore: deleteDoneBefore('mail_messages', ['sent', 'failed']),
    },
  },
};
