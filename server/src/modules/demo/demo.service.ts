import type { EntityManager } from '../../db/orm.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import type { FormGuard } from '../../domain/form-guard.js';
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

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Demo bookings from the header's "Book a Demo", and the back office that schedules them. */
export class DemoService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: DemoSettings,
  ) {}

  async request(input: RequestDemoInput, ip: string): Promise<{ message: string }> {
    this.settings.guard.admit('demo', ip);
    if (this.settings.guard.judge(input) === 'bot') return { message: DEMO_MESSAGES.thanks };
    await this.em.transactional(async (tx) => {
      const demo = tx.create(DemoRequestEntity, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        companyName: blankToNull(input.companyName),
        designation: blankToNull(input.designation),
        email: normalizeEmail(input.email),
        meetingDate: new Date(input.meetingDate),
        message: input.message.trim(),
      });
      await tx.flush();
      await new Notifier(tx, this.settings.nudgeMail).notify('system_alerts', newDemoNotice(demo, this.settings.publicUrl));
      new Outbox(tx, this.settings.nudgeMail).queue({ kind: 'demo_receipt', to: { address: demo.email, name: demo.firstName }, content: demoReceipt(demo) });
    });
    return { message: DEMO_MESSAGES.thanks };
  }

  /** Newest first; 10 to a page by default. */
  list<TNode>(status: DemoStatusValue | null | undefined, page: PageRequest, toNode: (request: DemoRequestEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, DemoRequestEntity, {
      where: status ? { status } : {},
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
}
