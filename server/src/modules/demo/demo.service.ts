import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { intakeSettings, releaseLead, takeIn, type IntakeSettings } from '../../domain/intake.js';
import { textOrNull } from '../../domain/text.js';
import { purgeHeld } from '../../domain/spam.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { storedEmail } from '../../domain/email-address.js';
import { DEMO_ADMIN_MESSAGES, DEMO_MESSAGES, type DemoStatusValue } from '../../rules/demo.js';
import type { Announcement } from '../mail/announcer.js';
import { DemoRequestEntity } from './demo.entity.js';
import { demoReceipt, newDemoNotice } from './demo.emails.js';
import type { RequestDemoInput } from './demo.input.js';

export interface DemoSettings {
  publicUrl: string;
  guard: FormGuard;
  events: EventRecorder;
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

  async updateStatus(id: string, status: DemoStatusValue): Promise<DemoRequestEntity> {
    const request = await this.get(id);
    const was = request.status;
    if (was === status) return request;
    await this.settings.events.transact(this.em, async (_tx, record) => {
      request.status = status;
      record({ type: 'demo.status_changed', subject: subjectOf(request), data: { status: [was, status] } });
    });
    return request;
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

/** Newest first. */
const LIST_ORDER: ListOrder<DemoRequestEntity> = { by: 'createdAt', direction: 'desc' };

const whereOf = (filter: DemoFilter) => ({ ...(filter.status ? { status: filter.status } : {}), spam: filter.spam === true });
