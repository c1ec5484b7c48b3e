import type { EntityManager } from '../../db/orm.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { releaseFromSpam, spamMark } from '../../domain/spam.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { normalizeEmail } from '../../rules/email.js';
import { DEMO_MESSAGES, type DemoStatusValue } from '../../rules/demo.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import { Notifier } from '../recipients/notifier.js';
import { DemoRequestEntity } from './demo.entity.js';
import { demoReceipt, newDemoNotice } from './demo.emails.js';
import type { RequestDemoInput } from './demo.input.js';

export interface DemoSettings {
  publicUrl: string;
  guard: FormGuard;
  nudgeMail?: MailNudge;
}

export const DEMO_ADMIN_MESSAGES = {
  notFound: 'Demo request not found',
  statusUpdated: 'Status updated successfully',
  notesSaved: 'Notes saved successfully',
  deleted: 'Demo request deleted successfully',
} as const;

export interface DemoFilter {
  status?: DemoStatusValue | null;
  /** What the spam guard held (`true`) instead of what people sent (the default). */
  spam?: boolean | null;
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Demo bookings from the header's "Book a Demo", and the back office that schedules them. */
export class DemoService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: DemoSettings,
  ) {}

  /** Stores the request with the staff notification and the receipt; what the spam guard holds is stored as spam, with nothing sent. */
  async request(input: RequestDemoInput, ip: string): Promise<{ message: string }> {
    this.settings.guard.admit('demo', ip);
    const held = this.settings.guard.judge(input);
    await this.em.transactional(async (tx) => {
      const demo = tx.create(DemoRequestEntity, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        companyName: blankToNull(input.companyName),
        designation: blankToNull(input.designation),
        email: normalizeEmail(input.email),
        meetingDate: new Date(input.meetingDate),
        message: input.message.trim(),
        ...spamMark(held),
      });
      await tx.flush();
      if (!held) await this.announce(tx, demo);
    });
    return { message: DEMO_MESSAGES.thanks };
  }

  /** Files a request the spam guard held as pending, and sends what its arrival would have sent. */
  async markNotSpam(id: string): Promise<DemoRequestEntity> {
    const request = await this.get(id);
    await releaseFromSpam(this.em, DemoRequestEntity, request.id, { status: 'pending' }, (tx) => this.announce(tx, request));
    await this.em.refresh(request);
    return request;
  }

  /** Deletes what the spam guard held before `before`; returns how many. */
  purgeSpam(before: Date): Promise<number> {
    return this.em.nativeDelete(DemoRequestEntity, { spam: true, createdAt: { $lt: before } });
  }

  /** Newest first; 10 to a page by default. `filter.spam` lists what the spam guard held instead. */
  list<TNode>(filter: DemoFilter, page: PageRequest, toNode: (request: DemoRequestEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, DemoRequestEntity, {
      where: { ...(filter.status ? { status: filter.status } : {}), spam: filter.spam === true },
      orderBy: { createdAt: 'desc', id: 'desc' },
      page,
      toNode,
    });
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
    request.status = status;
    await this.em.flush();
    return request;
  }

  async updateNotes(id: string, notes: string | null | undefined): Promise<DemoRequestEntity> {
    const request = await this.get(id);
    request.notes = blankToNull(notes);
    await this.em.flush();
    return request;
  }

  async remove(id: string): Promise<void> {
    await this.em.remove(await this.get(id)).flush();
  }

  /** The staff notification and the receipt to the visitor, queued in the caller's transaction. */
  private async announce(tx: EntityManager, demo: DemoRequestEntity): Promise<void> {
    await new Notifier(tx, this.settings.nudgeMail).notify('system_alerts', newDemoNotice(demo, this.settings.publicUrl));
    new Outbox(tx, this.settings.nudgeMail).queue({ kind: 'demo_receipt', to: { address: demo.email, name: demo.firstName }, content: demoReceipt(demo) });
  }
}
