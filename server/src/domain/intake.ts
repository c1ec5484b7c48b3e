import type { EntityName, RequiredEntityData } from '@mikro-orm/core';
import { InsertTogether, newRow } from '../db/insert-together.js';
import type { EntityManager } from '../db/orm.js';
import type { SpamReason } from '../rules/spam.js';
import { ConflictError } from './errors.js';
import type { EventInput, EventRecorder } from './events.js';
import type { FormGuard, GuardedInput, PublicForm } from './form-guard.js';
import { releaseFromSpam, spamMark } from './spam.js';

/** Whether the public forms take submissions now: the site's settings close them in maintenance mode (`modules/settings`). */
export interface FormsGate {
  /** Throws the refusal (503) while the forms are closed, before anything of a submission is read or kept. */
  refuseWhileClosed(): Promise<void>;
}

export interface IntakeSettings {
  guard: FormGuard;
  gate: FormsGate;
  /** Records what arrives, with it (the mail consumer sends its receipt and staff notice from the event). */
  events: EventRecorder;
  /** Adds an address to the newsletter (the lead ticked the box on `source`); absent for forms without that box. */
  subscribe?(email: string, source: PublicForm): Promise<void>;
}

/** The intake settings of a form's service: its guard and event recorder, and the newsletter its leads may join. */
export function intakeSettings(
  settings: { guard: FormGuard; gate: FormsGate; events: EventRecorder },
  newsletter?: { addSubscriber(email: string, options: { source: PublicForm }): Promise<unknown> },
): IntakeSettings {
  return {
    guard: settings.guard,
    gate: settings.gate,
    events: settings.events,
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
  /**
   * What its arrival records (held or not): written by the same statement as the record, or not at
   * all. The mail consumer announces it (receipt, staff notice) unless its `data.spam` says held.
   */
  event(record: TRecord, held: SpamReason | null): EventInput;
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
 * whose sign-up is an upsert, uses the guard and `InsertTogether` itself): closed while the site is
 * in maintenance (nothing read, nothing kept), then the spam guard's
 * judgement, then one statement that counts the submission against the per-address limit (a 429
 * past it, with nothing written) and writes the record with its event (and the event's mail
 * delivery: the consumer queues the receipt and staff notice), then the newsletter subscription
 * the person asked for. What the guard holds is stored as spam, with nothing sent and no
 * subscription, and its sender gets the same answer.
 */
export async function takeIn<TRecord>(em: EntityManager, settings: IntakeSettings, lead: Lead<TRecord>): Promise<{ record: TRecord; held: SpamReason | null }> {
  await settings.gate.refuseWhileClosed();
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
  const event = await settings.events.rowsFor(em, lead.event(record, held));
  for (const row of event.rows) write.with(row);
  await write.run();
  settings.events.written([event.recorded]);
  if (lead.subscribe && !held) await settings.subscribe?.(lead.subscribe, lead.form);
  return { record, held };
}

/**
 * Files a lead the spam guard held as a person's (`filedAs`: its first status) and records `event`
 * (the mail consumer sends what its arrival would have sent), in one transaction and once even
 * when two admins press "Not spam" together; then the newsletter subscription it asked for.
 */
export async function releaseLead<TRecord extends { id: string; spam: boolean }>(
  em: EntityManager,
  settings: IntakeSettings,
  lead: {
    entity: Parameters<typeof releaseFromSpam<TRecord>>[1];
    record: TRecord;
    filedAs: Parameters<typeof releaseFromSpam<TRecord>>[3];
    event: EventInput;
    /** The address to subscribe, and the form whose box asked for it. */
    subscribe?: { email: string; source: PublicForm } | null;
  },
): Promise<boolean> {
  const released = await settings.events.transact(em, async (tx, record) => {
    if (!(await releaseFromSpam(tx, lead.entity, lead.record.id, lead.filedAs))) return false;
    record(lead.event);
    return true;
  });
  if (released && lead.subscribe) await settings.subscribe?.(lead.subscribe.email, lead.subscribe.source);
  return released;
}

/** A subscription for an address that may already be on the list: being there already is fine. */
async function ignoringConflict(subscribe: () => Promise<unknown>): Promise<void> {
  await subscribe().catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
}
