import { executeBound } from '../../db/bound-sql.js';
import type { EntityManager } from '../../db/orm.js';
import type { NotificationTypeValue } from '../../rules/recipients.js';
import { subjectLine, type EmailContent } from '../mail/templates.js';

/** A staff notification: what it says, and the type of notifications its recipients asked for. */
export interface Notice {
  type: NotificationTypeValue;
  content: EmailContent;
  /** The messages' kind; by default `kindOf(type)`. */
  kind?: string;
}

/**
 * Staff notifications: one message per active recipient subscribed to the notice's type (the one
 * statement of that rule), written in the caller's transaction so it commits with what it is about.
 */
export const Notifier = {
  /** The kind of the notification messages of `type`. */
  kindOf(type: NotificationTypeValue): string {
    return `${type}_notification`;
  },

  /**
   * Queues every notice for each active recipient of its type, by one INSERT that reads the
   * recipients itself (so a notice's content is sent to the database once, however many get it);
   * returns how many messages.
   */
  async notify(em: EntityManager, notices: readonly Notice[]): Promise<number> {
    if (notices.length === 0) return 0;
    const rows = await executeBound(
      em,
      `insert into "mail_messages" ("id", "kind", "to_address", "to_name", "subject", "content", "headers", "next_attempt_at", "created_at", "updated_at")
       select finmesh_uuid_v7(), u."kind", s."email", s."name", u."subject", u."content", '{}'::jsonb, $5, $5, $5
         from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) with ordinality as u("type", "kind", "subject", "content", "n")
         join "email_recipients" s on s."is_active" and s."notification_types" @> array[u."type"]::text[]
        order by u."n", s."email"
       returning "id"`,
      [
        notices.map((notice) => notice.type),
        notices.map((notice) => notice.kind ?? Notifier.kindOf(notice.type)),
        notices.map((notice) => subjectLine(notice.content)),
        notices.map((notice) => JSON.stringify(notice.content)),
        // The server's clock, as the worker reads it.
        new Date(),
      ],
    );
    return rows.length;
  },
};
