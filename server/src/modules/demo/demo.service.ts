import { LockMode } from '@mikro-orm/core';
import type { MailConfig } from '../../config.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { changesOf, type EventData, type EventRecorder, type RecordEvent, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { intakeSettings, releaseLead, takeIn, type FormsGate, type IntakeSettings } from '../../domain/intake.js';
import { fullName, textOrNull } from '../../domain/text.js';
import type { SignedIn } from '../../domain/principal.js';
import { memberAddressOf } from '../admin/members.js';
import { purgeHeld } from '../../domain/spam.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { storedEmail } from '../../domain/email-address.js';
import { DEMO_ADMIN_MESSAGES, DEMO_MESSAGES, knownTimeZone, newsOfStatus, type DemoStatusValue, type MeetingMailSent, type MeetingNews } from '../../rules/demo.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import type { Announcement } from '../mail/announcer.js';
import type { MailSite } from '../mail/receipts.js';
import { Outbox, type MailNudge, type OutgoingEmail } from '../mail/outbox.js';
import { DemoRequestEntity } from './demo.entity.js';
import { CALENDAR_METHOD_OF, demoReceipt, meetingHostsOf, meetingMail, newDemoNotice, type MeetingHosts } from './demo.emails.js';
import type { RequestDemoInput } from './demo.input.js';

export interface DemoSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Closes the form while the site is in maintenance. */
  gate: FormsGate;
  events: EventRecorder;
  /** The sender of every message, and the team's address accepts, declines and answers go to (`MAIL_REPLY_TO`). */
  mail: Pick<MailConfig, 'from' | 'replyTo'>;
  nudgeMail?: MailNudge;
  /** The site's name and contact details as its settings hold them now, for the mail it writes (`SettingsService.stored`). */
  site: () => Promise<MailSite>;
}

/** A change of a request, and what it mailed the requester (none: nothing was sent). */
export interface MeetingChange {
  request: DemoRequestEntity;
  sent: MeetingMailSent | null;
}

/** What a change would mail, before it is made: the screen's confirmation says it. */
export interface MeetingMailPreview {
  news: MeetingNews;
  to: OutgoingEmail['to'];
  subject: string;
  /** The email's first paragraph: what it says of the meeting. */
  says: string;
  hosts: MeetingHosts;
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
   * Sets the status. What it tells the requester's calendar (`newsOfStatus`: confirming sends the
   * invitation; cancelling a confirmed request, or putting it back to pending, its cancellation)
   * is mailed to them, a copy to the host (`meetingHostsOf`). `meetingPlace`, when given, is kept
   * on the request with the new status, before the invitation is written, so it carries it.
   * Setting the status a request has changes nothing.
   */
  async updateStatus(id: string, status: DemoStatusValue, by: SignedIn, meetingPlace?: string | null): Promise<MeetingChange> {
    return this.change(id, async (tx, request, record, site) => {
      const was = request.status;
      if (was === status) return { request, sent: null };
      const place = meetingPlace === undefined ? request.meetingPlace : textOrNull(meetingPlace);
      // The place is the staff's (a link may hold its passcode): recorded by name only.
      const placed = place === request.meetingPlace ? {} : { changed: ['meetingPlace'] };
      request.status = status;
      request.meetingPlace = place;
      const told = await this.tell(tx, request, newsOfStatus(was, status), by, site);
      record({ type: 'demo.status_changed', subject: subjectOf(request), data: { status: [was, status], ...placed, ...told.event } });
      return { request, sent: told.sent };
    });
  }

  /** Moves the meeting; a confirmed request's requester is sent the updated invitation, the host a copy. */
  async reschedule(id: string, meetingDate: Date, by: SignedIn): Promise<MeetingChange> {
    return this.change(id, async (tx, request, record, site) => {
      const before = { meetingDate: request.meetingDate };
      if (before.meetingDate.getTime() === meetingDate.getTime()) return { request, sent: null };
      request.meetingDate = meetingDate;
      const told = await this.tell(tx, request, request.status === 'confirmed' ? 'moved' : null, by, site);
      const changes = changesOf(before, { meetingDate }, ['meetingDate'], RECORDED_FIELDS.DemoRequest);
      record({ type: 'demo.rescheduled', subject: subjectOf(request), data: { changes, ...told.event } });
      return { request, sent: told.sent };
    });
  }

  /** What setting request `id` to `status` would mail, as `by` would send it; `null` when it sends nothing. */
  async statusMail(id: string, status: DemoStatusValue, by: SignedIn): Promise<MeetingMailPreview | null> {
    const request = await this.get(id);
    const news = request.spam ? null : newsOfStatus(request.status, status);
    if (news === null) return null;
    const hosts = await this.hostsFor(this.em, by);
    const { email } = meetingMail(request, news, request.inviteSequence, { publicUrl: this.settings.publicUrl, hosts, site: await this.settings.site() });
    return { news, to: email.to, subject: email.content.subject, says: email.content.paragraphs[0] ?? '', hosts };
  }

  /**
   * Runs `change` on the request as it is now, locked until the transaction ends: two changes at
   * once each see the other's, so one confirmation sends one invitation and SEQUENCEs never repeat.
   */
  private async change<T>(id: string, change: (tx: EntityManager, request: DemoRequestEntity, record: RecordEvent, site: MailSite) => Promise<T>): Promise<T> {
    if (!isUuid(id)) throw new NotFoundError(DEMO_ADMIN_MESSAGES.notFound);
    // The site its mail names, read before the transaction: the settings are read on the service's own connection.
    const site = await this.settings.site();
    return this.settings.events.transact(this.em, async (tx, record) => {
      const request = await tx.findOne(DemoRequestEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!request) throw new NotFoundError(DEMO_ADMIN_MESSAGES.notFound);
      return change(tx, request, record, site);
    });
  }

  /**
   * Queues the requester's calendar message of `news` (none for a request the spam guard holds) at
   * the request's next SEQUENCE, and its copy to the host, with the change (the mail is the
   * action's own: see `Outbox`); returns what the change's event says of it, and what was sent.
   */
  private async tell(tx: EntityManager, request: DemoRequestEntity, news: MeetingNews | null, by: SignedIn, site: MailSite): Promise<{ event: { invitation?: EventData }; sent: MeetingMailSent | null }> {
    if (news === null || request.spam) return { event: {}, sent: null };
    const sequence = request.inviteSequence;
    request.inviteSequence = sequence + 1;
    const hosts = await this.hostsFor(tx, by);
    const { email, copy } = meetingMail(request, news, sequence, { publicUrl: this.settings.publicUrl, hosts, site });
    const outbox = new Outbox(tx, this.settings.nudgeMail);
    outbox.queue(email);
    if (copy) outbox.queue(copy);
    return {
      event: { invitation: { method: CALENDAR_METHOD_OF[news], sequence } },
      sent: { news, to: { name: fullName(request), address: request.email }, copyTo: copy?.to.address ?? null },
    };
  }

  /** Who a change by `by` comes from: the team's address, else theirs (`meetingHostsOf`). */
  private async hostsFor(em: EntityManager, by: SignedIn): Promise<MeetingHosts> {
    return meetingHostsOf(await memberAddressOf(em, by), this.settings.mail.replyTo, this.settings.mail.from);
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
    const site = await this.settings.site();
    return new Map(requests.map((demo) => [demo.id, { staff: { type: 'system_alerts', content: newDemoNotice(demo, this.settings.publicUrl) }, receipt: demoReceipt(demo, site) }]));
  }
}

/** Newest first. */
const LIST_ORDER: ListOrder<DemoRequestEntity> = { by: 'createdAt', direction: 'desc' };

const whereOf = (filter: DemoFilter) => ({ ...(filter.status ? { status: filter.status } : {}), spam: filter.spam === true });
