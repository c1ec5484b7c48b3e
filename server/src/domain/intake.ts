import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import { InsertTogether, newRow } from '../db/insert-together.js';
import type { EntityManager } from '../db/orm.js';
import { Outbox, type MailNudge, type OutgoingEmail } from '../modules/mail/outbox.js';
import type { EmailContent } from '../modules/mail/templates.js';
import { Notifier } from '../modules/recipients/notifier.js';
import type { NotificationTypeValue } from '../rules/recipients.js';
import type { SpamReason } from '../rules/spam.js';
import { ConflictError } from './errors.js';
import type { EventInput, EventRecorder } from './events.js';
import type { FormGuard, GuardedInput, PublicForm } from './form-guard.js';
import { releaseFromSpam, spamMark } from './spam.js';

/** What a lead's arrival sends: the staff notification and the receipt to the person. */
export interface Announcement {
  staff: { type: NotificationTypeValue; content: EmailContent };
  receipt: OutgoingEmail;
}

export interface IntakeSettings {
  guard: FormGuard;
  /** Records what arrives, with it. */
  events: EventRecorder;
  /** Tells the mail worker that mail is waiting. */
  nudgeMail?: MailNudge;
  /** Adds an address to the newsletter (the lead ticked the box on `source`); absent for forms without that box. */
  subscribe?(email: string, source: PublicForm): Promise<void>;
}

/** The intake settings of a form's service: its guard and mail nudge, and the newsletter its leads may join. */
export function intakeSettings(
  settings: { guard: FormGuard; events: EventRecorder; nudgeMail?: MailNudge },
  newsletter?: { addSubscriber(email: string, options: { source: PublicForm }): Promise<unknown> },
): IntakeSettings {
  return {
    guard: settings.guard,
    events: settings.events,
    nudgeMail: settings.nudgeMail,
    // An address already on the list is no error.
    subscribe: newsletter && ((email, source) => ignoringConflict(() => newsletter.addSubscriber(email, { source }))),
  };
}

export interface Lead<TRecord> {
  form: PublicForm;
  ip: string;
  input: GuardedInput;
  /** Judge by the honeypot alone (a one-field form is filled in within a second). */
  untimed?: boolean;
  /**
   * Makes the record with `rows.create` (it is written first), then what belongs to it, with the
   * guard's spam mark; `rows.em` reads what they need. All of it is written by one statement.
   */
  store(rows: NewRows, mark: ReturnType<typeof spamMark>): Promise<TRecord> | TRecord;
  /** What its arrival records (held or not): written by the same statement as the record, or not at all. */
  event(record: TRecord, held: SpamReason | null): EventInput;
  announce(record: TRecord): Announcement;
  /** The address to subscribe to the newsletter, when the lead asked for it. */
  subscribe?: string | null;
}

/** What a lead's `store` makes its rows with. */
export interface NewRows {
  em: EntityManager;
  /** A row to write (not yet written): the first is the record, the others belong to it. */
  create<TEntity extends object>(entity: EntityName<TEntity>, data: RequiredEntityData<TEntity>): TEntity;
}

/**
 * The one path of the public lead forms (contact, services, demo, applications; the newsletter,
 * whose sign-up is an upsert, uses the guard and `announceWith` itself): the spam guard's
 * judgement, then one statement that counts the submission against the per-address limit (a 429
 * past it, with nothing written) and writes the record with its event, its staff notifications and
 * receipt, then the newsletter subscription the person asked for. What the guard holds is stored as spam,
 * with nothing sent and no subscription, and its sender gets the same answer.
 */
export async function takeIn<TRecord>(em: EntityManager, settings: IntakeSettings, lead: Lead<TRecord>): Promise<{ record: TRecord; held: SpamReason | null }> {
  const held = settings.guard.judge(lead.input, { timed: !lead.untimed });
  const made: object[] = [];
  const rows: NewRows = {
    em,
    create: (entity, data) => {
      const row = newRow(em, entity, data);
      made.push(row);
      return row;
    },
  };
  const record = await lead.store(rows, spamMark(held));
  const [first, ...belonging] = made;
  if (!first) throw new Error(`The ${lead.form} form made no record to store`);
  const write = new InsertTogether(em, first, { admittedBy: settings.guard.admission(lead.form, lead.ip) });
  for (const row of belonging) write.with(row);
  const event = await settings.events.rowFor(em, lead.event(record, held));
  write.with(event.row);
  if (!held) announceWith(em, write, lead.announce(record));
  await write.run();
  settings.events.written([event.recorded]);
  if (!held) settings.nudgeMail?.();
  if (lead.subscribe && !held) await settings.subscribe?.(lead.subscribe, lead.form);
  return { record, held };
}

/** Adds a record's announcement to the statement that writes it: the receipt, and a notice for each staff recipient of its type. */
export function announceWith(em: EntityManager, write: InsertTogether, { staff, receipt }: Announcement): void {
  write.with(Outbox.row(em, receipt));
  write.withEach(Outbox.row(em, { kind: Notifier.kindOf(staff.type), to: { address: '' }, content: staff.content }), Notifier.recipientsOf(staff.type));
}

/**
 * Files a lead the spam guard held as a person's (`filedAs`: its first status), records `event` and
 * sends what its arrival would have sent, in one transaction and once even when two admins press
 * "Not spam" together; then the newsletter subscription it asked for.
 */
export async function releaseLead<TRecord extends { id: string; spam: boolean }>(
  em: EntityManager,
  settings: IntakeSettings,
  lead: {
    entity: Parameters<typeof releaseFromSpam<TRecord>>[1];
    record: TRecord;
    filedAs: Parameters<typeof releaseFromSpam<TRecord>>[3];
    event: EventInput;
    announce: Announcement;
    /** The address to subscribe, and the form whose box asked for it. */
    subscribe?: { email: string; source: PublicForm } | null;
  },
): Promise<boolean> {
  const released = await settings.events.transact(em, async (tx, record) => {
    if (!(await releaseFromSpam(tx, lead.entity, lead.record.id, lead.filedAs))) return false;
    record(lead.event);
    await send(tx, lead.announce, settings.nudgeMail);
    return true;
  });
  if (released && lead.subscribe) await settings.subscribe?.(lead.subscribe.email, lead.subscribe.source);
  return released;
}

/** Queues the announcement in `tx`: written with the record, or not at all. */
export async function send(tx: EntityManager, { staff, receipt }: Announcement, nudgeMail?: MailNudge): Promise<void> {
  await new Notifier(tx, nudgeMail).notify(staff.type, staff.content);
  new Outbox(tx, nudgeMail).queue(receipt);
}

/** A subscription for an address that may already be on the list: being there already is fine. */
async function ignoringConflict(subscribe: () => Promise<unknown>): Promise<void> {
  await subscribe().catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
}
