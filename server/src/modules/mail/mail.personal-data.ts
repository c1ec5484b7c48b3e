import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import { wholeAddressPattern, type PersonalDataSource } from '../../domain/personal-data.js';
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
  created_at: Date;
  sent_at: Date | null;
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
  createdAt: row.created_at,
  sentAt: row.sent_at,
}));

/**
 * The outbox rows of an address: sent to it, or naming it in what they say (a staff notice of a
 * message from it). The address is matched whole, not inside a longer one. No index serves the
 * second half: a data-subject request reads the whole outbox once, which is rare and bounded by
 * the outbox's size.
 */
const MATCHING = `("to_address" = any($1) or (coalesce("content"::text, '') || ' ' || coalesce("text", '') || ' ' || coalesce("html", '')) ~* $2)`;

const paramsOf = (addresses: readonly string[]) => [[...addresses], wholeAddressPattern(addresses)];

async function idsOf(em: EntityManager, addresses: readonly string[]): Promise<string[]> {
  const rows = await executeBound<{ id: string }>(em, `select "id" from "mail_messages" where ${MATCHING} order by "id"`, paramsOf(addresses));
  return rows.map((row) => row.id);
}

/** Where the mail outbox keeps people's addresses (data-subject requests): the emails to them or about them, sent or not. */
export const mailPersonalData: Record<string, PersonalDataSource> = {
  emails: {
    label: 'Emails to or about them',
    subjectType: null,
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
    async erase(em, addresses) {
      const ids = await idsOf(em, addresses);
      if (ids.length > 0) await executeBound(em, `delete from "mail_messages" where "id" = any($1::uuid[])`, [ids]);
      return { count: ids.length, storageKeys: [], subjects: [] };
    },
  },
};
