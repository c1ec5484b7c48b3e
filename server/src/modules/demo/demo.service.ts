import { LockMode } from '@mikro-orm/core';
import type { MailAddress } from '../../config.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { changesOf, type EventData, type EventRecorder, type RecordEvent, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { intakeSettings, releaseLead, takeIn, type IntakeSettings } from '../../domain/intake.js';
import { textOrNull } from '../../domain/text.js';
import { purgeHeld } from '../../domain/spam.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { storedEmail } from '../../domain/email-address.js';
import { DEMO_ADMIN_MESSAGES, DEMO_MESSAGES, knownTimeZone, type DemoStatusValue } from '../../rules/demo.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import type { Announcement } from '../mail/announcer.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import { DemoRequestEntity } from './demo.entity.js';
import { CALENDAR_METHOD_OF, demoReceipt, meetingEmail, newDemoNotice, type MeetingNews } from './demo.emails.js';
import type { RequestDemoInput } from './demo.input.js';

export interface DemoSettings {
  publicUrl: string;
  guard: FormGuard;
  events: EventRecorder;
  /** The organizer of the meetings' invitations: the address the mail is sent from. */
  organizer: MailAddress;
  nudgeMail?: MailNudge;
}

/** What the events of a demo request are about. */
const subjectOf = subjectsOf('DemoRequest');

export interface DemoFilter {
  status?: DemoStatusValue | null;
  /** What the spam guard held (`true`) instead of what people sent (the default). */
  spam?: boolean | null;
}

/** Demo bookings from the header's "Book a Demo", and the back office that schedules them. */
export class DemoService {
  private readonly intake: IntakeSettings;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: DemoSettings,
  ) {
    this.intake = intakeSettings(settings);
  }

  /** Stores the request with the staff notification and the receipt; what the spam guard holds is stored as spam, with nothing sent. */
  async request(input: RequestDemoInput, ip: string): Promise<{ message: string }> {
    await takeIn(this.em, this.intake, {
      form: 'demo',
      ip,
      input,
      store: (rows, mark) =>
        rows.create(DemoRequestEntity, {
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          companyName: textOrNull(input.companyName),
          designation: textOrNull(input.designation),
          email: storedEmail(input.email),
          meetingDate: new Date(input.meetingDate),
          timeZone: input.timeZone?.trim() ? knownTimeZone(input.timeZone) : null,
          message: input.message.trim(),
          ...mark,
        }),
      event: (demo, held) => ({ type: 'demo.received', subject: subjectOf(demo), data: { spam: held !== null, spamReason: held } }),
    });
    return { message: DEMO_MESSAGES.thanks };
  }

  /** Files a request the spam guard held as pending, and sends what its arrival would have sent. */
  async markNotSpam(id: string): Promise<DemoRequestEntity> {
    const request = await this.get(id);
    await releaseLead(this.em, this.intake, {
      entity: DemoRequestEntity,
      record: request,
      filedAs: { status: 'pending' },
      event: { type: 'demo.released', subject: subjectOf(request), data: { status: ['spam', 'pending'] } },
    });
    await this.em.refresh(request);
    return request;
  }

  /** Deletes what the spam guard held before `before`; returns how many. */
  purgeSpam(before: Date): Promise<number> {
    return purgeHeld(this.em, this.settings.events, { entity: DemoRequestEntity, where: { spam: true, createdAt: { $lt: before } }, type: 'demo.spam_purged', subjectType: 'DemoRequest', before });
  }

  /** Newest first; 10 to a page by default. `filter.spam` lists what the spam guard held instead. */
  list<TNode>(filter: DemoFilter, page: PageRequest, toNode: (request: DemoRequestEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, DemoRequestEntity, { where: whereOf(filter), orderBy: orderOf(LIST_ORDER), page, toNode });
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  rowsAfter(filter: DemoFilter, after: Keyset | null, size: number) {
    return rowsAfter(this.em, DemoRequestEntity, whereOf(filter), LIST_ORDER, after, size);
  }

  /** Requests (not held) waiting for confirmation, and the next `count` confirmed meetings from `now`. */
  async figures(now: Date, count: number): Promise<{ pending: number; nextMeetings: StoredRow<DemoRequestEntity>[] }> {
    const [pending, nextMeetings] = await Promise.all([
      this.em.count(DemoRequestEntity, { spam: false, status: 'pending' }),
      storedRows(this.em, DemoRequestEntity, { spam: false, status: 'confirmed', meetingDate: { $gte: now } }, [], { orderBy: { meetingDate: 'asc', id: 'asc' }, limit: count }),
    ]);
    return { pending, nextMeetings };
  }

  find(id: string): Promise<DemoRequestEntity | null> {
    return isUuid(id) ? this.em.findOne(DemoRequestEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<DemoRequestEntity> {
    const request = await this.find(id);
    if (!request) throw new NotFoundError(DEMO_ADMIN_MESSAGES.notFound);
    return request;
  }

  /**
   * Confirming sends the requester the calendar invitation; a confirmed request cancelled, or put
   * back to pending, sends its cancellation (a completed one's meeting took place: nothing is sent).
   */
  async updateStatus(id: string, status: DemoStatusValue): Promise<DemoRequestEntity> {
    return this.change(id, async (tx, request, record) => {
      const was = request.status;
      if (was === status) return request;
      request.status = status;
      const invitation = this.tell(tx, request, newsOfStatus(was, status));
      record({ type: 'demo.status_changed', subject: subjectOf(request), data: { status: [was, status], ...invitation } });
      return request;
    });
  }

  /** Moves the meeting; a confirmed request's requester is sent the updated invitation (`invited`). */
  async reschedule(id: string, meetingDate: Date): Promise<{ request: DemoRequestEntity; invited: boolean }> {
    return this.change(id, async (tx, request, record) => {
      const before = { meetingDate: request.meetingDate };
      if (before.meetingDate.getTime() === meetingDate.getTime()) return { request, invited: false };
      request.meetingDate = meetingDate;
      const invitation = this.tell(tx, request, request.status === 'confirmed' ? 'moved' : null);
      const changes = changesOf(before, { meetingDate }, ['meetingDate'], RECORDED_FIELDS.DemoRequest);
      record({ type: 'demo.rescheduled', subject: subjectOf(request), data: { changes, ...invitation } });
      return { request, invited: invitation.invitation !== undefined };
    });
  }

  /**
   * Runs `change` on the request as it is now, locked until the transaction ends: two changes at
   * once each see the other's, so one confirmation sends one invitation and SEQUENCEs never repeat.
   */
  private change<T>(id: string, change: (tx: EntityManager, request: DemoRequestEntity, record: RecordEvent) => Promise<T>): Promise<T> {
    if (!isUuid(id)) throw new NotFoundError(DEMO_ADMIN_MESSAGES.notFound);
    return this.settings.events.transact(this.em, async (tx, record) => {
      const request = await tx.findOne(DemoRequestEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!request) throw new NotFoundError(DEMO_ADMIN_MESSAGES.notFound);
      return change(tx, request, record);
    });
  }

  /**
   * Queues the requester's calendar message of `news` (none for a request the spam guard holds) at
   * the request's next SEQUENCE, with the change; returns what the change's event says of it.
   */
  private tell(tx: EntityManager, request: DemoRequestEntity, news: MeetingNews | null): { invitation?: EventData } {
    if (news === null || request.spam) return {};
    const sequence = request.inviteSequence;
    request.inviteSequence = sequence + 1;
    new Outbox(tx, this.settings.nudgeMail).queue(meetingEmail(request, news, sequence, this.settings));
    return { invitation: { method: CALENDAR_METHOD_OF[news], sequence } };
  }

  async updateNotes(id: string, notes: string | null | undefined): Promise<DemoRequestEntity> {
    const request = await this.get(id);
    const changed = textOrNull(notes);
    if (changed === request.notes) return request;
    await this.settings.events.transact(this.em, async (_tx, record) => {
      request.notes = changed;
      // Notes are the staff's free text: recorded by name only.
      record({ type: 'demo.notes_changed', subject: subjectOf(request), data: { changed: ['notes'] } });
    });
    return request;
  }

  async remove(id: string): Promise<void> {
    const request = await this.get(id);
    await this.settings.events.transact(this.em, async (tx, record) => {
      tx.remove(request);
      record({ type: 'demo.deleted', subject: subjectOf(request) });
    });
  }

  /** The staff notification and the receipt to the visitor, of each request of `ids` still there (the mail consumer's `announcements`). */
  async announcementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const requests = await storedRows(this.em, DemoRequestEntity, { id: { $in: [...ids] } });
    return new Map(requests.map((demo) => [demo.id, { staff: { type: 'system_alerts', content: newDemoNotice(demo, this.settings.publicUrl) }, receipt: demoReceipt(demo) }]));
  }
}

/** What a change of status tells the requester's calendar, if anything. */
function newsOfStatus(was: DemoStatusValue, status: DemoStatusValue): MeetingNews | null {
  if (status === 'confirmed') return 'confirmed';
  if (was !== 'confirmed') return null;
  return status === 'cancelled' ? 'cancelled' : status === 'pending' ? 'unconfirmed' : null;
}

/** Newest first. */
const LIST_ORDER: ListOrder<DemoRequestEntity> = { by: 'createdAt', direction: 'desc' };

const whereOf = (filter: DemoFilter) => ({ ...(filter.status ? { status: filter.status } : {}), spam: filter.spam === true });
