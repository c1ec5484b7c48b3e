import type { MailConfig } from '../../config.js';
import { executeBound } from '../../db/bound-sql.js';
import { changeNotice, notifyChange } from '../../db/changes.js';
import { isUuid, newId } from '../../db/ids.js';
import { GUARD_OK, insertRows, insertRowsIf, newRow } from '../../db/insert-together.js';
import { togetherOf, type Settled } from '../../db/together.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { storedEmail } from '../../domain/email-address.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, type RecordedEvent, type RecordEvent, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import type { Actor } from '../../domain/principal.js';
import type { FormsGate } from '../../domain/intake.js';
import { COUNT_LIMIT, paginate, SEARCH_COUNT_LIMIT, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { purgeHeld, spamMark } from '../../domain/spam.js';
import { textOrNull } from '../../domain/text.js';
import { pronounValue } from '../../rules/person.js';
import { signatureOf, tokenHashOf } from '../../secrets.js';
import {
  BOOKING_ADMIN_MESSAGES,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  BOOKING_OUTCOME_MESSAGES,
  BOOKING_REMINDERS,
  LIVE_BOOKING_STATUSES,
  isLiveBooking,
  SEATED_BOOKING_STATUSES,
  bookingClosedReason,
  eventAvailabilityOf,
  isSeated,
  type EventAvailabilityValue,
  type BookingStatusValue,
  type SettableBookingStatus,
} from '../../rules/bookings.js';
import { eventFieldsOf } from '../content/events.js';
import type { Announcement } from '../mail/announcer.js';
import type { MailSite } from '../mail/receipts.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import { EventBookingEntity } from './booking.entity.js';
import { bookingMail, type BookedEvent, type BookingMailSettings, type BookingNews } from './bookings.emails.js';

/** What `bookSeat` takes (GraphQL's input and the REST body alike). */
export interface SeatRequest {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  pronoun?: string | null;
  companyName?: string | null;
  designation?: string | null;
  email: string;
  country?: string | null;
  phoneNumber?: string | null;
  seats: number;
  answers?: readonly string[] | null;
  website?: string | null;
  formToken?: string | null;
}

/** Where a new booking landed (a held one answers as booked: its sender is told what a person would be). */
export type BookingOutcome = 'booked' | 'waitlisted' | 'pending_approval';

/** What booking a seat answers: where it landed, and the sentence that tells the visitor. */
export interface BookedSeat {
  status: BookingOutcome;
  message: string;
}

/** A booking's row as the visitor sent it (trimmed, one answer per question the event asks). */
type SeatData = ReturnType<typeof seatDataOf>;

function seatDataOf(input: SeatRequest, email: string, questions: readonly string[]) {
  return {
    firstName: input.firstName.trim(),
    middleName: textOrNull(input.middleName),
    lastName: input.lastName.trim(),
    pronoun: pronounValue(input.pronoun),
    companyName: textOrNull(input.companyName),
    designation: textOrNull(input.designation),
    email,
    country: textOrNull(input.country),
    phoneNumber: textOrNull(input.phoneNumber),
    seats: input.seats,
    answers: questions.map((_, index) => input.answers?.[index]?.trim() ?? ''),
  };
}

/** A booking waiting for its event's lock (`bookTogether`): its row's data and id, and who asked when. */
interface SeatClaim {
  id: string;
  data: SeatData;
  /** Who books: the claim's own request, recorded on its event (a batch holds many requests). */
  actor: Actor;
  at: Date;
  /** The client address it came from: counted against the booking form's rate limit by the statement that writes it. */
  ip: string;
}

export interface BookingSettings {
  publicUrl: string;
  guard: FormGuard;
  gate: FormsGate;
  events: EventRecorder;
  mail: Pick<MailConfig, 'from' | 'replyTo'>;
  nudgeMail?: MailNudge;
  /** The site's settings as the mail says them; read in `em` (a transaction under way) when given. */
  site: (em?: EntityManager) => Promise<MailSite>;
  /** The published event at a slug, as kept in memory (the content area's list, renewed on every change): the form's, read many times a second. */
  publishedEvent: (slug: string) => Promise<BookedEvent | null>;
  /** Keys the personal cancel links' tokens (`deriveKey(secret, 'booking-cancel-links')`). */
  cancelKey: Buffer;
}

export interface BookingFilter {
  eventId: string;
  status?: BookingStatusValue | null;
  /** Part of a name, company or address, any case. */
  search?: string | null;
  /** What the spam guard held (`true`) instead of what people sent (the default). */
  spam?: boolean | null;
}

/** What a change by the team did: the booking as it is now, and what it mailed. */
export interface BookingChange {
  booking: EventBookingEntity;
  message: string;
}

const subjectOf = subjectsOf('EventBooking');

/** A new booking's first news, by where it landed. */
const FIRST_NEWS = new Map<BookingOutcome, BookingNews>([
  ['booked', 'booked'],
  ['waitlisted', 'waitlisted'],
  ['pending_approval', 'pending'],
]);

/** The condition of the unique index of live bookings (`b`: the bookings), as SQL. */
const LIVE_BOOKING = `b.status in (${LIVE_BOOKING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** The newest first. */
const LIST_ORDER: ListOrder<EventBookingEntity> = { by: 'createdAt', direction: 'desc' };

interface EventRow {
  id: string;
  slug: string;
  title: string;
  status: string;
  version: number;
  type: string;
  fields: Record<string, unknown> | string;
}

const eventOf = (row: EventRow): BookedEvent => ({ id: row.id, slug: row.slug, title: row.title, status: row.status, version: row.version, fields: eventFieldsOf(typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields) });

/** The columns of a `content_items` row an `EventRow` reads. */
const EVENT_COLUMNS = 'id, slug, title, status, version, type, fields';

/** The events `ids` (repeats read once), by id. */
async function eventsById(em: EntityManager, ids: readonly string[]): Promise<Map<string, BookedEvent>> {
  const rows = await executeBound<EventRow>(em, `select ${EVENT_COLUMNS} from content_items where id = any($1::uuid[]) and type = 'event'`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.id, eventOf(row)]));
}

/** A claim that is written, and where it lands. */
interface PlacedClaim {
  claim: SeatClaim;
  status: BookingOutcome;
}

/**
 * Where each claim of a batch lands, in order, on the event as it is and its seats as they stand
 * (`seated`, held by booked and attended bookings; `waitlisted`, how many wait), `taken` holding the
 * addresses with a live booking: refused after booking closed or for an address taken (or named
 * before in the batch); else booked while its seats fit and no one waits, else waitlisted (or
 * awaiting approval). The seats and the queue as the batch leaves them.
 */
function placeClaims(event: BookedEvent, claims: readonly SeatClaim[], refused: ReadonlyMap<string, Error>, taken: Set<string>, seated: number, waitlisted: number) {
  const outcomes: Settled<BookedSeat>[] = [];
  const accepted: PlacedClaim[] = [];
  for (const claim of claims) {
    const closed = bookingClosedReason(event.fields, claim.at);
    const refusal = refused.get(claim.id);
    if (refusal) {
      outcomes.push({ ok: false, error: refusal });
    } else if (closed) {
      outcomes.push({ ok: false, error: InvalidInputError.field('event', closed) });
    } else if (taken.has(claim.data.email)) {
      outcomes.push({ ok: false, error: new ConflictError(BOOKING_MESSAGES.alreadyBooked, [{ path: 'email', message: BOOKING_MESSAGES.alreadyBooked }]) });
    } else {
      taken.add(claim.data.email);
      // A freed seat goes to the first on the waitlist: while anyone waits, a newcomer waits behind them.
      const fits = waitlisted === 0 && event.fields.capacity - seated >= claim.data.seats;
      const status: BookingOutcome = event.fields.needsApproval ? 'pending_approval' : fits ? 'booked' : 'waitlisted';
      if (status === 'booked') seated += claim.data.seats;
      if (status === 'waitlisted') waitlisted += 1;
      accepted.push({ claim, status });
      outcomes.push({ ok: true, value: { status, message: BOOKING_OUTCOME_MESSAGES[status] } });
    }
  }
  return { outcomes, accepted, seated, waitlisted };
}

/** How the last batch of an event's bookings this process wrote left it: the event as then locked, its seats held and its queue. */
interface SeatsLeft {
  event: BookedEvent;
  seated: number;
  waitlisted: number;
}

const seatsLeft = new WeakMap<object, Map<string, SeatsLeft>>();

/**
 * How the last batches of each event left it, as this process wrote them (one map per database
 * connection pool, as `togetherOf`): a guess the next batch's statement checks under the locks,
 * never trusted. One entry per event booked since the process started.
 */
function seatsLeftOf(em: EntityManager): Map<string, SeatsLeft> {
  const connection = em.getConnection();
  let left = seatsLeft.get(connection);
  if (!left) {
    left = new Map();
    seatsLeft.set(connection, left);
  }
  return left;
}

/** Whether `error` is the live bookings' unique index refusing a second live booking of an address. */
function isLiveBookingTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' && (error as { constraint?: unknown }).constraint === 'event_bookings_live_unique';
}

/**
 * Seat bookings (issue P21 "Booking a seat"). Every change to an event's bookings takes the event's
 * row lock first (`select … for update` on its `content_items` row), then counts the seats held:
 * two bookings at once each see the other's, so the capacity is exact across servers, and the
 * waitlist moves up in order. The mail a change sends is its own (`Outbox`: the calendar SEQUENCE
 * is taken under the lock, and the cancel link's token exists only then), queued in its transaction.
 */
export class BookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: BookingSettings,
  ) {}

  /** The token of a booking's personal cancel link: the same in every mail about it, never stored (its hash is). */
  cancelTokenOf(id: string): string {
    return signatureOf(this.settings.cancelKey, `booking:${id}`);
  }

  /**
   * A visitor books `input.seats` seats at the published event `slug`: booked while they fit,
   * waitlisted when not, awaiting approval for an event that needs it. Refused (nothing kept, nothing
   * sent) while the site is closed, past the rate limit, for an event not taking bookings, and for
   * an address with a live booking of the event already. What the spam guard holds is kept as spam,
   * holding no seat, with nothing sent, and answered as booked.
   */
  async book(slug: string, input: SeatRequest, ip: string, now = new Date()): Promise<BookedSeat> {
    await this.settings.gate.refuseWhileClosed();
    const held = this.settings.guard.judge(input);
    const event = await this.publishedEvent(slug);
    const closed = bookingClosedReason(event.fields, now);
    if (closed) throw InvalidInputError.field('event', closed);
    const questions = questionsOf(event);
    if ((input.answers?.length ?? 0) > Math.max(questions.length, 0)) throw InvalidInputError.field('answers', BOOKING_MESSAGES.tooManyAnswers);
    const email = storedEmail(input.email);
    const data = seatDataOf(input, email, questions);
    if (held) {
      await this.settings.guard.admit('booking', ip);
      return this.settings.events.transact(this.em, async (tx, record) => {
        const booking = tx.create(EventBookingEntity, { ...data, event: event.id, status: 'booked', cancelTokenHash: tokenHashOf(`held:${newId()}`), ...spamMark(held) });
        record({ type: 'booking.created', subject: subjectOf(booking), data: { eventId: event.id, status: 'booked', seats: booking.seats, spam: true, spamReason: held } });
        return { status: 'booked', message: BOOKING_OUTCOME_MESSAGES.booked };
      });
    }
    const claim: SeatClaim = { id: newId(), data, actor: await this.settings.events.actor(), at: now, ip };
    // The bookings of one event wait for its row lock: those that arrive together take it once, in one transaction.
    return togetherOf<SeatClaim, BookedSeat>(this.em, 'seat bookings', { overlapping: false }).run(event.id, claim, (hold) => this.bookTogether(event.id, hold));
  }

  /**
   * Books the claims of one batch for the event `eventId` (`hold`: in the order they came): each is
   * booked while its seats fit and no one waits, else waitlisted (or awaits approval). An address
   * with a live booking of the event, or named twice, is refused alone.
   *
   * When this process knows how the last batch left the event (`seatsLeftOf`), the batch is placed
   * on that and written by one statement that locks the event and its counts, checks they are still
   * so, and writes only then: no round trip under the lock (`bookAsLeft`). Otherwise, or when the
   * check finds them changed (another server, the team), it is placed under the lock (`bookLocked`).
   */
  private async bookTogether(eventId: string, hold: () => readonly SeatClaim[]): Promise<Settled<BookedSeat>[]> {
    const left = seatsLeftOf(this.em).get(eventId);
    if (left) {
      const claims = hold();
      const booked = await this.bookAsLeft(eventId, left, claims);
      if (booked) return booked;
      return this.bookLocked(eventId, () => claims);
    }
    return this.bookLocked(eventId, hold);
  }

  /**
   * The batch placed on the event as the last batch left it, and written by one statement if the
   * event and its counts are still so under their locks and every booking of it is within the rate
   * limit (counted by the same statement); null (nothing written, nothing counted) when not, or when
   * an address of the batch was booked meanwhile (the live bookings' unique index).
   */
  private async bookAsLeft(eventId: string, left: SeatsLeft, claims: readonly SeatClaim[]): Promise<Settled<BookedSeat>[] | null> {
    const placed = placeClaims(left.event, claims, new Map(), new Set(), left.seated, left.waitlisted);
    const { rows, recorded } = await this.newRowsOf(this.em, eventId, placed.accepted);
    const capacity = left.event.fields.capacity;
    const notice = eventAvailabilityOf(capacity, left.seated) === eventAvailabilityOf(capacity, placed.seated) ? null : changeNotice('availability', 5);
    // The rate limit counts the batch's bookings in the same statement: all of them within it, or nothing is written (nor counted).
    const admission = this.settings.guard.batchAdmission('booking', claims.map(({ ip, id }) => ({ ip, key: id })), 5 + (notice?.params.length ?? 0));
    let written: boolean;
    try {
      written = await insertRowsIf(
        this.em,
        {
          reads: admission.reads,
          // The event first, then its counts, as every change of its bookings locks them: a row updated while this waited is read as it is now.
          sql: `select e.status = 'published' and e.version = $2 and c.seated = $3 and c.waitlisted = $4
                       and not exists (select 1 from "admission" a where not a.admitted) as ok
                  from (select id, status, version from content_items where id = $1 and type = 'event' for update) e
                 cross join lateral (select seated, waitlisted from event_seat_counts where event_id = e.id for update) c`,
          params: [eventId, left.event.version, left.seated, left.waitlisted, ...(notice?.params ?? []), ...admission.params],
          writes: admission.counts(GUARD_OK),
          ...(notice ? { after: notice.sql } : {}),
        },
        rows,
      );
    } catch (error) {
      if (isLiveBookingTaken(error)) written = false;
      else throw error;
    }
    if (!written) {
      seatsLeftOf(this.em).delete(eventId);
      return null;
    }
    seatsLeftOf(this.em).set(eventId, { event: left.event, seated: placed.seated, waitlisted: placed.waitlisted });
    this.settings.events.written(recorded);
    return placed.outcomes;
  }

  /** The batch placed under the event's row lock, in one transaction (the seats and the live bookings read under it). */
  private async bookLocked(eventId: string, hold: () => readonly SeatClaim[]): Promise<Settled<BookedSeat>[]> {
    const recorded: RecordedEvent[] = [];
    const { outcomes, left } = await this.settings.events.transact(this.em, async (tx) => {
      // The lock is held only to count and write: no two bookings of one event count the same free seat.
      const locked = await this.lockEvent(tx, eventId);
      // This batch holds the lock: it takes every claim that came while it waited, and the next batch starts waiting for the lock.
      const claims = hold();
      // Read again under the lock: the event may have been cancelled, closed or taken off the site while these bookings waited for it.
      if (locked.status !== 'published') throw new NotFoundError(BOOKING_MESSAGES.eventNotFound);
      // A claim made after booking closed (the event as it is now) is refused before anything is read.
      const candidates = claims.filter((claim) => !bookingClosedReason(locked.fields, claim.at));
      const admission = this.settings.guard.batchAdmission('booking', claims.map(({ ip, id }) => ({ ip, key: id })), 3);
      const [counted] = await executeBound<{ taken: string[]; seated: number | null; waitlisted: number | null; counted: boolean; admitted: string[] }>(
        tx,
        // One round trip under the lock. The claims counted against the rate limit; the addresses with a live booking, each looked up in that
        // unique index (its condition written out, so the index serves; a lateral part with a limit is never made a join, so however stale its
        // statistics the planner cannot scan the event's bookings instead); the seats and the queue as the database keeps them.
        `with ${admission.reads}, ${admission.counts('true')},
              "candidates" as (select u.email from unnest($2::text[]) as u(email)),
              "taken" as (select c.email from "candidates" c, lateral (select 1 from event_bookings b where b.event_id = $1 and b.email = c.email and ${LIVE_BOOKING} and not b.spam limit 1) as live)
         select array(select email from "taken") as taken, c.seated, c.waitlisted, c.event_id is not null as counted,
                array(select a.key::text from "admission" a where a.admitted) as admitted
           from (select 1) as one left join event_seat_counts c on c.event_id = $1`,
        [eventId, candidates.map((claim) => claim.data.email), ...admission.params],
      );
      const seated = counted?.seated ?? 0;
      const refused = admission.refusals(new Set(counted?.admitted ?? []));
      const placed = placeClaims(locked, claims, refused, new Set(counted?.taken ?? []), seated, counted?.waitlisted ?? 0);
      // Plain rows written by one statement: a batch's bookings and their events are many rows, and the unit of work would only slow them.
      // Each booking's first mail follows its event (the mail consumer, `announcementsOf`), as every public form's receipt does.
      const written = await this.newRowsOf(tx, eventId, placed.accepted);
      await insertRows(tx, written.rows);
      recorded.push(...written.recorded);
      await this.noticeAvailability(tx, eventAvailabilityOf(locked.fields.capacity, seated), eventAvailabilityOf(locked.fields.capacity, placed.seated));
      // Known from here on as this batch leaves it, once the database keeps a count of it: the first booking holding a seat or waiting
      // makes that row (one awaiting approval does not), and the next batch's check locks it.
      const counts = counted?.counted === true || placed.seated > 0 || placed.waitlisted > 0;
      return { outcomes: placed.outcomes, left: counts ? { event: locked, seated: placed.seated, waitlisted: placed.waitlisted } : null };
    });
    // Committed: this process's listeners hear the bookings' events, and the consumers (the first mail's among them) are nudged.
    this.settings.events.written(recorded);
    if (left) seatsLeftOf(this.em).set(eventId, left);
    return outcomes;
  }

  /** The rows of the bookings `accepted` and of their events, to be written by one statement. */
  private async newRowsOf(em: EntityManager, eventId: string, accepted: readonly PlacedClaim[]): Promise<{ rows: object[]; recorded: RecordedEvent[] }> {
    const rows: object[] = [];
    const recorded: RecordedEvent[] = [];
    for (const { claim, status } of accepted) {
      const booking = newRow(em, EventBookingEntity, {
        ...claim.data,
        id: claim.id,
        event: eventId,
        status,
        cancelTokenHash: tokenHashOf(this.cancelTokenOf(claim.id)),
        waitlistedAt: status === 'waitlisted' ? claim.at : null,
        // The confirmation carries the invitation at SEQUENCE 0: the next message about it says 1.
        inviteSequence: status === 'booked' ? 1 : 0,
      });
      const event = await this.settings.events.rowsFor(em, {
        type: status === 'waitlisted' ? 'booking.waitlisted' : 'booking.created',
        subject: subjectOf(booking),
        data: { eventId, status, seats: booking.seats },
        by: claim.actor,
      });
      rows.push(booking, ...event.rows);
      recorded.push(event.recorded);
    }
    return { rows, recorded };
  }

  /**
   * The first mail of each new booking `ids` (the mail consumer's, after `booking.created` or
   * `booking.waitlisted`): where it landed, with the invitation at SEQUENCE 0 when booked, and its
   * cancel link. Only for a booking still `landed` (where its event says it landed): none for one
   * that has moved on since (cancelled, promoted, declined: that change sent its own mail) or is gone.
   */
  async announcementsOf(ids: readonly string[], landed: readonly BookingOutcome[]): Promise<Map<string, Announcement>> {
    // Plain rows: the consumer only renders mail from them, and entities would be checked for changes when its transaction commits.
    const bookings = await storedRows(this.em, EventBookingEntity, { id: { $in: [...ids] }, spam: false, status: { $in: [...landed] } }, ['event']);
    if (bookings.length === 0) return new Map();
    const events = await eventsById(this.em, bookings.map((booking) => booking.event));
    const settings = this.mailSettings(await this.settings.site(this.em));
    const announced = new Map<string, Announcement>();
    for (const booking of bookings) {
      const event = events.get(booking.event);
      const news = FIRST_NEWS.get(booking.status as BookingOutcome);
      if (!event || !news) continue;
      announced.set(booking.id, { receipt: bookingMail(booking, event, news, { sequence: 0, hadInvitation: false, cancelToken: this.cancelTokenOf(booking.id), settings }) });
    }
    return announced;
  }

  /** The booking a cancel link's token opens, and its event, for the page that asks before cancelling; null for a token that opens none. */
  async byToken(token: string): Promise<{ booking: EventBookingEntity; event: BookedEvent } | null> {
    if (!token || token.length > 200) return null;
    const booking = await this.em.findOne(EventBookingEntity, { cancelTokenHash: tokenHashOf(token), spam: false });
    if (!booking) return null;
    const [row] = await executeBound<EventRow>(this.em, `select ${EVENT_COLUMNS} from content_items where id = $1`, [booking.event.id]);
    return row ? { booking, event: eventOf(row) } : null;
  }

  /**
   * Cancels the booking of a cancel link (the page's confirm button; the GraphQL and REST
   * `cancelBooking` by token): its seats go to the waitlist. `already` for one cancelled or
   * declined before; `invalid` for a token that opens no booking.
   */
  async cancelByToken(token: string): Promise<{ outcome: 'cancelled' | 'already' | 'invalid'; booking: EventBookingEntity | null; eventTitle: string | null }> {
    const found = await this.byToken(token);
    if (!found) return { outcome: 'invalid', booking: null, eventTitle: null };
    const change = await this.change(found.booking.id, async (tx, booking, event, record, site) => {
      // A person checked in at the door has come: a link opened after that changes nothing.
      if (booking.status === 'cancelled' || booking.status === 'declined' || booking.status === 'attended') return 'already' as const;
      await this.cancelIn(tx, booking, event, record, site);
      return 'cancelled' as const;
    });
    return { outcome: change.result, booking: change.booking, eventTitle: found.event.title };
  }

  /** The team cancels a booking (`cancelBooking` by id). */
  async cancel(id: string): Promise<BookingChange> {
    return this.setStatus(id, 'cancelled');
  }

  /**
   * The team moves a booking between the lists: `booked` approves one awaiting approval (onto the
   * waitlist when its seats do not fit) or moves one up (refused when its seats do not fit);
   * `waitlisted` puts it at the end of the waitlist; `declined` and `cancelled` free its seats. Each
   * move is mailed to the person; freed seats go to the waitlist in order.
   */
  async setStatus(id: string, status: SettableBookingStatus): Promise<BookingChange> {
    const { booking, result } = await this.change(id, async (tx, booking, event, record, site) => {
      const was = booking.status;
      if (was === status) return BOOKING_ADMIN_MESSAGES.unchanged;
      if (booking.spam) throw InvalidInputError.field('id', BOOKING_ADMIN_MESSAGES.cannotMove(was, status));
      // One live booking per address and event: a cancelled or declined one comes back only while the person has no other.
      if (!isLiveBooking(was) && isLiveBooking(status) && (await tx.count(EventBookingEntity, { event: event.id, email: booking.email, status: { $in: [...LIVE_BOOKING_STATUSES] }, spam: false })) > 0) {
        throw new ConflictError(BOOKING_ADMIN_MESSAGES.addressBookedAgain, [{ path: 'status', message: BOOKING_ADMIN_MESSAGES.addressBookedAgain }]);
      }
      if (status === 'cancelled') {
        await this.cancelIn(tx, booking, event, record, site);
        return BOOKING_ADMIN_MESSAGES.cancelled;
      }
      if (status === 'declined') {
        if (was === 'attended') throw InvalidInputError.field('status', BOOKING_ADMIN_MESSAGES.cannotMove(was, status));
        const hadSeats = isSeated(was);
        booking.status = 'declined';
        booking.waitlistedAt = null;
        record({ type: 'booking.declined', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'declined'] } });
        this.tell(tx, booking, event, 'declined', site, { hadInvitation: hadSeats, link: false });
        if (hadSeats) await this.fillFreedSeats(tx, event, record, site);
        return BOOKING_ADMIN_MESSAGES.statusSet('declined');
      }
      if (status === 'waitlisted') {
        if (was === 'attended') throw InvalidInputError.field('status', BOOKING_ADMIN_MESSAGES.cannotMove(was, status));
        const hadSeats = isSeated(was);
        booking.status = 'waitlisted';
        booking.waitlistedAt = new Date();
        record({ type: 'booking.waitlisted', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'waitlisted'] } });
        this.tell(tx, booking, event, 'waitlisted', site, { hadInvitation: hadSeats });
        if (hadSeats) await this.fillFreedSeats(tx, event, record, site, booking.id);
        return BOOKING_ADMIN_MESSAGES.statusSet('waitlisted');
      }
      // To booked.
      if (was === 'attended') throw InvalidInputError.field('status', BOOKING_ADMIN_MESSAGES.cannotMove(was, status));
      const fits = (await this.seatsFree(tx, event)) >= booking.seats;
      if (was === 'pending_approval') {
        if (!fits) {
          booking.status = 'waitlisted';
          booking.waitlistedAt = new Date();
          record({ type: 'booking.approved', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'waitlisted'] } });
          this.tell(tx, booking, event, 'waitlisted', site);
          return BOOKING_ADMIN_MESSAGES.approvedButFull;
        }
        booking.status = 'booked';
        record({ type: 'booking.approved', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'booked'] } });
        this.tell(tx, booking, event, 'promoted', site);
        return BOOKING_ADMIN_MESSAGES.statusSet('booked');
      }
      if (!fits) throw InvalidInputError.field('status', BOOKING_ADMIN_MESSAGES.noRoom);
      booking.status = 'booked';
      booking.waitlistedAt = null;
      booking.cancelledAt = null;
      record({ type: 'booking.moved', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'booked'] } });
      this.tell(tx, booking, event, 'promoted', site);
      return BOOKING_ADMIN_MESSAGES.statusSet('booked');
    });
    return { booking, message: result };
  }

  /** Checks a booked seat in at the door; checking in one already in changes nothing (a second tap, or a phone catching up). */
  async checkIn(id: string, at: Date | null = null, now = new Date()): Promise<BookingChange> {
    const { booking, result } = await this.change(id, async (_tx, booking, event, record) => {
      if (booking.status === 'attended') return BOOKING_ADMIN_MESSAGES.alreadyCheckedIn;
      if (booking.status !== 'booked' || booking.spam) throw InvalidInputError.field('id', BOOKING_ADMIN_MESSAGES.cannotCheckIn);
      booking.status = 'attended';
      // A check-in the door made offline keeps its moment: never before the booking, never ahead of now.
      booking.checkedInAt = at && !Number.isNaN(at.getTime()) ? new Date(Math.min(now.getTime(), Math.max(booking.createdAt.getTime(), at.getTime()))) : now;
      record({ type: 'booking.checked_in', subject: subjectOf(booking), data: { eventId: event.id, status: ['booked', 'attended'] } });
      return BOOKING_ADMIN_MESSAGES.checkedIn;
    });
    return { booking, message: result };
  }

  /**
   * After an event changed (`content.updated`, `content.restored`): a new time or venue sends the
   * updated invitation to everyone booked, and a word to everyone waiting; a raised capacity moves
   * the waitlist up. Called by the
   * bookings consumer of the event's recorded change, under the event's lock.
   */
  async eventChanged(eventId: string, moved: boolean): Promise<number> {
    const site = await this.settings.site();
    return this.settings.events.transact(this.em, async (tx, record) => {
      const event = await this.lockEvent(tx, eventId).catch(() => null);
      // Only a published event's people hear of it: a draft or an archived event is on no one's calendar anew.
      if (!event || event.status !== 'published' || event.fields.cancelledAt) return 0;
      // The event's own change dropped its pages (content); moving the waitlist up may move them again.
      const before = await this.availabilityIn(tx, event);
      let sent = 0;
      if (moved) {
        // A reminder whose moment, at the new time, is still ahead goes again (once) for the new time.
        for (const reminder of BOOKING_REMINDERS) {
          if (event.fields.startsAt.getTime() - reminder.before > Date.now()) {
            await executeBound(tx, `update event_bookings set ${reminder.column} = null where event_id = $1 and ${reminder.column} is not null`, [event.id]);
          }
        }
        for (const booking of await this.seatedBookings(tx, event.id)) {
          this.tell(tx, booking, event, 'updated', site);
          sent += 1;
        }
        // Those waiting are told too: they may no longer want a seat at the new time or place.
        for (const booking of await tx.find(EventBookingEntity, { event: event.id, status: { $in: ['waitlisted', 'pending_approval'] }, spam: false }, { orderBy: { createdAt: 'asc', id: 'asc' } })) {
          this.tell(tx, booking, event, 'updatedWaiting', site);
          sent += 1;
        }
      }
      await this.fillFreedSeats(tx, event, record, site);
      await this.noticeAvailability(tx, before, await this.availabilityIn(tx, event));
      return sent;
    });
  }

  /** After an event was cancelled (`event.cancelled`): the calendar's cancellation to everyone booked, and a word to those waiting. */
  async eventCancelled(eventId: string): Promise<number> {
    const site = await this.settings.site();
    return this.settings.events.transact(this.em, async (tx) => {
      const event = await this.lockEvent(tx, eventId).catch(() => null);
      if (!event) return 0;
      const live = await tx.find(EventBookingEntity, { event: eventId, status: { $in: [...LIVE_BOOKING_STATUSES] }, spam: false }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      for (const booking of live) this.tell(tx, booking, event, 'eventCancelled', site, { hadInvitation: isSeated(booking.status), link: false });
      return live.length;
    });
  }

  /**
   * Sends the reminders due at `now` (24 hours and 1 hour before each event's start) to every
   * booked seat made before that moment, each at most once: a reminder is claimed by one `update … where … is null
   * returning`, so of two servers running this at once each row goes to one. Returns how many.
   */
  async sendReminders(now = new Date()): Promise<number> {
    const site = await this.settings.site();
    let sent = 0;
    for (const reminder of BOOKING_REMINDERS) {
      sent += await this.settings.events.transact(this.em, async (tx) => {
        const claimed = await executeBound<{ id: string; event_id: string }>(
          tx,
          `update event_bookings b set ${reminder.column} = $1
             from content_items e
            where b.event_id = e.id and e.type = 'event' and e.status = 'published' and b.${reminder.column} is null
              and b.status = 'booked' and not b.spam and (e.fields->>'cancelledAt') is null
              and (e.fields->>'startsAt')::timestamptz > $1 and (e.fields->>'startsAt')::timestamptz <= $2
              and b.created_at <= (e.fields->>'startsAt')::timestamptz - $3::interval
          returning b.id, b.event_id`,
          // A booking made after a reminder's moment (an hour before the start, say) is not sent that reminder: its confirmation just went.
          [now, new Date(now.getTime() + reminder.before), `${reminder.before / 1000} seconds`],
        );
        if (claimed.length === 0) return 0;
        const bookings = await tx.find(EventBookingEntity, { id: { $in: claimed.map((row) => row.id) } });
        const events = await eventsById(tx, claimed.map((row) => row.event_id));
        for (const booking of bookings) {
          const event = events.get(booking.event.id);
          if (event) this.tell(tx, booking, event, reminder.key === '24h' ? 'reminder24h' : 'reminder1h', site, { calendar: false });
        }
        return bookings.length;
      });
    }
    return sent;
  }

  /** An event's bookings, newest first (or one status, or a search of names, company and address); 10 to a page by default. */
  list<TNode>(filter: BookingFilter, page: PageRequest, toNode: (booking: EventBookingEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, EventBookingEntity, { where: whereOf(filter), orderBy: orderOf(LIST_ORDER), page, countUpTo: filter.search?.trim() ? SEARCH_COUNT_LIMIT : COUNT_LIMIT, toNode });
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  rowsAfter(filter: BookingFilter, after: Keyset | null, size: number) {
    return rowsAfter(this.em, EventBookingEntity, whereOf(filter), LIST_ORDER, after, size, ['event']);
  }

  find(id: string): Promise<EventBookingEntity | null> {
    return isUuid(id) ? this.em.findOne(EventBookingEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<EventBookingEntity> {
    const booking = await this.find(id);
    if (!booking) throw new NotFoundError(BOOKING_ADMIN_MESSAGES.notFound);
    return booking;
  }

  /** Seats held and free, and how many wait, of one event (the attendees screen's header, the dashboard). */
  async seatCounts(eventId: string): Promise<{ capacity: number; seated: number; waitlisted: number; pending: number }> {
    const [row] = await executeBound<{ fields: Record<string, unknown> | string; seated: number; waitlisted: number; pending: number }>(
      this.em,
      `select e.fields,
              coalesce(sum(b.seats) filter (where b.status in ('booked', 'attended')), 0)::int as seated,
              count(b.id) filter (where b.status = 'waitlisted')::int as waitlisted,
              count(b.id) filter (where b.status = 'pending_approval')::int as pending
         from content_items e left join event_bookings b on b.event_id = e.id and not b.spam
        where e.id = $1 and e.type = 'event' group by e.id`,
      [isUuid(eventId) ? eventId : '00000000-0000-0000-0000-000000000000'],
    );
    if (!row) throw new NotFoundError(BOOKING_MESSAGES.eventNotFound);
    const fields = eventFieldsOf(typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields);
    return { capacity: fields.capacity, seated: row.seated, waitlisted: row.waitlisted, pending: row.pending };
  }

  /** The dashboard's figures: bookings made since `since` (not held), and the next published event to come with its seats taken. */
  async figures(since: Date, now: Date): Promise<{ bookingsThisWeek: number; nextEvent: { id: string; title: string; slug: string; startsAt: Date; capacity: number; seated: number } | null }> {
    const [count] = await executeBound<{ n: number }>(this.em, `select count(*)::int as n from event_bookings where created_at >= $1 and not spam`, [since]);
    const [next] = await executeBound<EventRow>(
      this.em,
      `select ${EVENT_COLUMNS} from content_items
        where type = 'event' and status = 'published' and (fields->>'cancelledAt') is null and (fields->>'startsAt')::timestamptz > $1
        order by (fields->>'startsAt')::timestamptz asc, id asc limit 1`,
      [now],
    );
    if (!next) return { bookingsThisWeek: count?.n ?? 0, nextEvent: null };
    const event = eventOf(next);
    const { seated } = await this.seatCounts(event.id);
    return { bookingsThisWeek: count?.n ?? 0, nextEvent: { id: event.id, title: event.title, slug: event.slug, startsAt: event.fields.startsAt, capacity: event.fields.capacity, seated } };
  }

  /** Deletes what the spam guard held before `before`; returns how many. */
  purgeSpam(before: Date): Promise<number> {
    return purgeHeld(this.em, this.settings.events, { entity: EventBookingEntity, where: { spam: true, createdAt: { $lt: before } }, type: 'booking.spam_purged', subjectType: 'EventBooking', before });
  }

  /** Bookings (stored rows) of `ids`, for the webhooks' payloads. */
  rowsOf(ids: readonly string[]): Promise<StoredRow<EventBookingEntity>[]> {
    return storedRows(this.em, EventBookingEntity, { id: { $in: [...ids] } });
  }

  /** The published event of `slug` (its bookings' page, its form). */
  async publishedEvent(slug: string): Promise<BookedEvent> {
    const event = slug.length <= 200 ? await this.settings.publishedEvent(slug) : null;
    if (!event) throw new NotFoundError(BOOKING_MESSAGES.eventNotFound);
    return event;
  }

  /**
   * Before a privacy erasure deletes the bookings of `addresses` (in its transaction `tx`): locks
   * the events of all their bookings (in id order, as the erasure waits for no one else's order),
   * then answers those where they hold seats now, for `fillSeatsFreedByErasure`.
   */
  async lockEventsSeating(tx: EntityManager, addresses: readonly string[]): Promise<SeatsToFree[]> {
    const ofAddresses = await executeBound<{ event_id: string }>(tx, `select distinct event_id from event_bookings where email = any($1) order by event_id`, [[...addresses]]);
    for (const { event_id: eventId } of ofAddresses) await this.lockEvent(tx, eventId);
    // Locked, no booking of those events moves: which of them hold seats is now so until the erasure commits.
    const seated = await executeBound<{ event_id: string }>(tx, `select distinct event_id from event_bookings where email = any($1) and status = any($2::text[]) and not spam order by event_id`, [[...addresses], [...SEATED_BOOKING_STATUSES]]);
    const events: SeatsToFree[] = [];
    for (const { event_id: eventId } of seated) {
      const event = await this.lockEvent(tx, eventId);
      events.push({ event, before: await this.availabilityIn(tx, event) });
    }
    return events;
  }

  /** After a privacy erasure deleted the bookings holding seats of `events` (locked by `lockEventsSeating`): each waitlist moves up into them, as after a cancellation. */
  async fillSeatsFreedByErasure(tx: EntityManager, events: readonly SeatsToFree[], record: RecordEvent): Promise<void> {
    if (events.length === 0) return;
    // In the erasure's transaction: on one connection (PGlite) a read outside it would wait for it.
    const site = await this.settings.site(tx);
    for (const { event, before } of events) {
      await this.fillFreedSeats(tx, event, record, site);
      await this.noticeAvailability(tx, before, await this.availabilityIn(tx, event));
    }
  }

  /** How the seats of the published event `eventId` stand, as visitors are told (`Event.availability`): never a count. */
  async availability(eventId: string, capacity: number): Promise<EventAvailabilityValue> {
    return eventAvailabilityOf(capacity, await this.seatedOf(this.em, eventId));
  }

  /** The event's coarse availability as it stands in `tx` (the event locked). */
  private async availabilityIn(tx: EntityManager, event: BookedEvent): Promise<EventAvailabilityValue> {
    await tx.flush();
    return eventAvailabilityOf(event.fields.capacity, await this.seatedOf(tx, event.id));
  }

  private async seatedOf(em: EntityManager, eventId: string): Promise<number> {
    // Kept by the database as the bookings change (see the migration EventSeatCounts).
    const [row] = await executeBound<{ seated: number }>(em, `select seated from event_seat_counts where event_id = $1`, [eventId]);
    return row?.seated ?? 0;
  }

  /**
   * The pages that show an event's availability are kept: they are dropped (on every server, once
   * the change commits) when a change moved it from one value to another, and only then.
   */
  private async noticeAvailability(tx: EntityManager, before: EventAvailabilityValue, after: EventAvailabilityValue): Promise<void> {
    if (before !== after) await notifyChange(tx, 'availability');
  }

  /**
   * Runs `change` on the booking and its event, both locked until the transaction ends (the event
   * first, as every booking change takes it: no two changes of one event's seats interleave).
   */
  private async change<T>(id: string, change: (tx: EntityManager, booking: EventBookingEntity, event: BookedEvent, record: RecordEvent, site: MailSite) => Promise<T>): Promise<{ booking: EventBookingEntity; result: T }> {
    if (!isUuid(id)) throw new NotFoundError(BOOKING_ADMIN_MESSAGES.notFound);
    const site = await this.settings.site();
    const found = await this.em.fork().findOne(EventBookingEntity, { id });
    if (!found) throw new NotFoundError(BOOKING_ADMIN_MESSAGES.notFound);
    return this.settings.events.transact(this.em, async (tx, record) => {
      const event = await this.lockEvent(tx, found.event.id);
      const booking = await tx.findOne(EventBookingEntity, { id }, { refresh: true });
      if (!booking) throw new NotFoundError(BOOKING_ADMIN_MESSAGES.notFound);
      const before = await this.availabilityIn(tx, event);
      const result = await change(tx, booking, event, record, site);
      await this.noticeAvailability(tx, before, await this.availabilityIn(tx, event));
      return { booking, result };
    });
  }

  /** Cancels `booking` (the event locked): its calendar's cancellation when it held seats, and its seats to the waitlist. */
  private async cancelIn(tx: EntityManager, booking: EventBookingEntity, event: BookedEvent, record: RecordEvent, site: MailSite): Promise<void> {
    const was = booking.status;
    const hadSeats = isSeated(was);
    booking.status = 'cancelled';
    booking.cancelledAt = new Date();
    booking.waitlistedAt = null;
    record({ type: 'booking.cancelled', subject: subjectOf(booking), data: { eventId: event.id, status: [was, 'cancelled'] } });
    this.tell(tx, booking, event, 'cancelled', site, { hadInvitation: hadSeats, link: false });
    if (hadSeats) await this.fillFreedSeats(tx, event, record, site);
  }

  /**
   * Moves the waitlist up while its head's seats fit (the event locked): each moved up is booked and
   * sent the invitation. The waitlist keeps its order: a head that does not fit stops it.
   * `except`: a booking the change itself just put on the waitlist.
   */
  private async fillFreedSeats(tx: EntityManager, event: BookedEvent, record: RecordEvent, site: MailSite, except?: string): Promise<void> {
    if (event.fields.cancelledAt || event.fields.endsAt.getTime() <= Date.now()) return;
    let free = await this.seatsFree(tx, event);
    const waiting = await tx.find(EventBookingEntity, { event: event.id, status: 'waitlisted', spam: false, ...(except ? { id: { $ne: except } } : {}) }, { orderBy: { waitlistedAt: 'asc', createdAt: 'asc', id: 'asc' } });
    for (const booking of waiting) {
      if (booking.seats > free) break;
      booking.status = 'booked';
      booking.waitlistedAt = null;
      free -= booking.seats;
      record({ type: 'booking.moved', subject: subjectOf(booking), data: { eventId: event.id, status: ['waitlisted', 'booked'], by: 'waitlist' } });
      this.tell(tx, booking, event, 'promoted', site);
    }
  }

  /** Takes the event's row lock (until the transaction ends) and reads it as it is now. */
  private async lockEvent(tx: EntityManager, eventId: string): Promise<BookedEvent> {
    const [row] = await executeBound<EventRow>(tx, `select ${EVENT_COLUMNS} from content_items where id = $1 and type = 'event' for update`, [eventId]);
    if (!row) throw new NotFoundError(BOOKING_MESSAGES.eventNotFound);
    return eventOf(row);
  }

  /** Seats of the event not held by a booked or attended booking (the event locked: exact). */
  private async seatsFree(tx: EntityManager, event: BookedEvent): Promise<number> {
    // The unit of work's changes first: a move made in this change counts.
    await tx.flush();
    return event.fields.capacity - (await this.seatedOf(tx, event.id));
  }

  private async seatedBookings(tx: EntityManager, eventId: string): Promise<EventBookingEntity[]> {
    return tx.find(EventBookingEntity, { event: eventId, status: { $in: [...SEATED_BOOKING_STATUSES] }, spam: false }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * Queues the mail of `news` to the booking's address, with the calendar part at the booking's
   * next SEQUENCE when the news carries one, and the cancel link while the booking is live.
   */
  private tell(tx: EntityManager, booking: EventBookingEntity, event: BookedEvent, news: BookingNews, site: MailSite, options: { hadInvitation?: boolean; link?: boolean; calendar?: boolean } = {}): void {
    const sequence = booking.inviteSequence;
    const email = bookingMail(booking, event, news, {
      sequence,
      hadInvitation: options.hadInvitation ?? false,
      cancelToken: options.link === false ? null : this.cancelTokenOf(booking.id),
      settings: this.mailSettings(site),
    });
    if (options.calendar === false) delete (email.content as { calendar?: unknown }).calendar;
    if (email.content.calendar) booking.inviteSequence = sequence + 1;
    new Outbox(tx, this.settings.nudgeMail).queue(email);
  }

  private mailSettings(site: MailSite): BookingMailSettings {
    const team = this.settings.mail.replyTo;
    return { publicUrl: this.settings.publicUrl, site, organizer: team ?? this.settings.mail.from, answered: team !== null };
  }
}

/** An event whose seats a change frees, locked, and its availability before. */
export interface SeatsToFree {
  event: BookedEvent;
  before: EventAvailabilityValue;
}

/** The questions an event asks of each booker (a list of labels on the event; none by default). */
export function questionsOf(event: BookedEvent): string[] {
  return event.fields.questions.slice(0, BOOKING_LIMITS.questionsMax);
}

function whereOf(filter: BookingFilter) {
  const search = filter.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  return {
    event: isUuid(filter.eventId) ? filter.eventId : '00000000-0000-0000-0000-000000000000',
    spam: filter.spam === true,
    ...(filter.status ? { status: filter.status } : {}),
    ...(pattern ? { $or: [{ firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { companyName: { $ilike: pattern } }] } : {}),
  };
}
