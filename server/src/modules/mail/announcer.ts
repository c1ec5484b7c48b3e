import type { EntityManager } from '../../db/orm.js';
import type { DeliveredEvent, EventHandler } from '../../domain/event-consumers.js';
import type { EventInput, EventSubscription } from '../../domain/events.js';
import type { EventType } from '../../rules/events.js';
import type { Services } from '../../services.js';
import { Notifier, type Notice } from './notifier.js';
import { Outbox, type MailNudge, type OutgoingEmail } from './outbox.js';
import type { ReceiptLimit } from './receipt-limit.js';

/** What a lead's arrival (or release from spam) sends: the staff notification and the receipt to the person. */
export interface Announcement {
  /** None for a mail only to the person (a newsletter sign-up's confirmation email). */
  staff?: Notice;
  receipt: OutgoingEmail;
}

/**
 * How an area announces its records: for an event type, the announcements of the subjects `ids`
 * (keyed by id) as they are now. A subject deleted meanwhile is absent, and nothing is sent for it.
 */
export type Announcements = Partial<Record<EventType, AnnouncementReader>>;

/**
 * Reads the announcements of subjects by id; `only`, when given, says which events of its type
 * announce anything (by what they recorded); `keyOf`, when given, what an event's announcement is
 * read by instead of its subject's id (a sign-in's session, of which an account has many).
 */
export type AnnouncementReader = ((services: Services, ids: readonly string[]) => Promise<Map<string, Announcement>>) & {
  only?: (data: DeliveredEvent['data']) => boolean;
  keyOf?: (event: DeliveredEvent) => string | null;
};

declare module '../area.js' {
  interface Area {
    /** The receipts and staff notices its records' events send, read by the mail consumer (`announcer`). */
    announcements?: Announcements;
  }
}

/** The events that send mail: a person's lead, sign-up or seat booking arriving, or released from the spam hold. */
export const ANNOUNCED_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'contact.received',
  'contact.released',
  'demo.received',
  'demo.released',
  'application.received',
  'application.released',
  'subscriber.added',
  'subscriber.released',
  'subscriber.confirmation_resent',
  'subscriber.confirmed',
  'booking.created',
  'booking.waitlisted',
  // A member's sign-in from a device and network the account had not used (issue P22).
  'admin.signed_in',
]);

const CONSUMER = 'mail';

/** The mail consumer's subscription: an announced event, unless the spam guard held its subject. */
export const ANNOUNCER: EventSubscription = {
  consumer: CONSUMER,
  wants: (event: EventInput) => ANNOUNCED_EVENTS.has(event.type) && event.data?.['spam'] !== true,
};

/**
 * The mail consumer (issue P18 §2): turns the events it is delivered into outbox rows, written by
 * the transaction that takes the deliveries, so each receipt and staff notice is queued exactly
 * once; a receipt beyond its address's hourly cap (`receiptLimit`) is not queued, its staff notice is.
 * `areas` say how each announced type reads (`announcements`); a type none announces stops the
 * server at start. Which mail follows events and which its service queues: see `Outbox`.
 */
export function announcer(
  areas: readonly { name: string; announcements?: Announcements }[],
  servicesOf: (em: EntityManager) => Services,
  { receiptLimit, nudgeMail }: { receiptLimit: ReceiptLimit; nudgeMail?: MailNudge },
): EventHandler {
  const readers = new Map<EventType, AnnouncementReader>();
  for (const area of areas) {
    for (const [type, read] of Object.entries(area.announcements ?? {}) as [EventType, AnnouncementReader][]) {
      if (readers.has(type)) throw new Error(`Two areas announce ${type}`);
      readers.set(type, read);
    }
  }
  const silent = [...ANNOUNCED_EVENTS].filter((type) => !readers.has(type));
  if (silent.length > 0) throw new Error(`No area announces ${silent.join(', ')} (Area.announcements)`);

  return {
    consumer: CONSUMER,
    async consume(tx: EntityManager, events: readonly DeliveredEvent[]) {
      const services = servicesOf(tx);
      const keyOf = (event: DeliveredEvent) => {
        const reader = readers.get(event.type);
        if (!reader || reader.only?.(event.data) === false) return null;
        return reader.keyOf ? reader.keyOf(event) : event.subjectId;
      };
      const byType = new Map<EventType, string[]>();
      for (const event of events) {
        const key = keyOf(event);
        if (!key) continue;
        const ids = byType.get(event.type) ?? [];
        ids.push(key);
        byType.set(event.type, ids);
      }
      const read = new Map<EventType, Map<string, Announcement>>();
      for (const [type, ids] of byType) {
        const reader = readers.get(type);
        if (reader) read.set(type, await reader(services, ids));
      }
      const notices: Notice[] = [];
      const receipts: OutgoingEmail[] = [];
      // In the order the events happened.
      for (const event of events) {
        const key = keyOf(event);
        const announcement = key ? read.get(event.type)?.get(key) : undefined;
        if (!announcement) continue;
        if (announcement.staff) notices.push(fromVisitor(announcement.staff));
        receipts.push(announcement.receipt);
      }
      await Notifier.notify(tx, notices);
      const admitted = await receiptLimit.admit(tx, receipts.map((receipt) => receipt.to.address));
      await Outbox.insertAll(tx, receipts.filter((_, index) => admitted[index]));
    },
    // The worker looks once the batch committed.
    consumed: () => nudgeMail?.(),
  };
}

/**
 * A staff notice of what a visitor sent, as the staff are sent it: whatever the visitor wrote into
 * it (names, company, addresses, the quoted message) has its links written as text, whichever row
 * or line it is in (`EmailContent.writtenByOthers`); only our own words and the action's link stay links.
 */
const fromVisitor = (notice: Notice): Notice => ({ ...notice, content: { ...notice.content, writtenByOthers: true } });

/** An area's `announcements` for `types`, all read by one function of its services (`only` and `keyOf`: see `AnnouncementReader`). */
export function announcedBy(
  types: readonly EventType[],
  read: (services: Services, ids: readonly string[]) => Promise<Map<string, Announcement>>,
  { only, keyOf }: Pick<AnnouncementReader, 'only' | 'keyOf'> = {},
): Announcements {
  const reader: AnnouncementReader = Object.assign((services: Services, ids: readonly string[]) => read(services, ids), only ? { only } : {}, keyOf ? { keyOf } : {});
  return Object.fromEntries(types.map((type) => [type, reader]));
}
