import type { AppContext } from '../context.js';
import { isUuid } from '../db/ids.js';
import { toAdmin } from '../modules/admin/admin.type.js';
import { toJobApplication } from '../modules/careers/applications.type.js';
import { toJob } from '../modules/careers/jobs.type.js';
import { toContactSubmission } from '../modules/contact/contact.type.js';
import { toDemoRequest } from '../modules/demo/demo.type.js';
import { toSubscriber } from '../modules/newsletter/newsletter.type.js';
import { toEmailRecipient } from '../modules/recipients/recipients.type.js';
import type { Node } from './relay.js';

/** How `node(id:)` finds each type that implements `Node`. */
export interface NodeSource {
  /** Whether only a signed-in admin may fetch it. */
  adminOnly: boolean;
  load(context: AppContext, id: string): Promise<Node | null>;
}

/** Loads by primary key; an id that cannot be a key finds nothing instead of failing in SQL. */
function byId<TEntity>(find: (context: AppContext, id: string) => Promise<TEntity | null>, toNode: (entity: TEntity) => Node) {
  return async (context: AppContext, id: string): Promise<Node | null> => {
    if (!isUuid(id)) return null;
    const entity = await find(context, id);
    return entity ? toNode(entity) : null;
  };
}

export const nodeSources: ReadonlyMap<string, NodeSource> = new Map<string, NodeSource>([
  ['Admin', { adminOnly: true, load: byId((context, id) => context.services.admin.findById(id), toAdmin) }],
  [
    'ContactSubmission',
    {
      adminOnly: true,
      load: byId(
        (context, id) => context.services.contact.get(id).catch(() => null),
        ({ submission, replies }) => toContactSubmission(submission, replies),
      ),
    },
  ],
  [
    'Job',
    {
      // Visitors see Active jobs only; the service decides from who is asking.
      adminOnly: false,
      load: byId(async (context, id) => context.services.jobs.get(id, (await context.admin()) ? 'admin' : 'public').catch(() => null), toJob),
    },
  ],
  ['JobApplication', { adminOnly: true, load: byId((context, id) => context.services.applications.get(id).catch(() => null), toJobApplication) }],
  ['DemoRequest', { adminOnly: true, load: byId((context, id) => context.services.demo.find(id), toDemoRequest) }],
  ['Subscriber', { adminOnly: true, load: byId((context, id) => context.services.newsletter.findById(id), toSubscriber) }],
  ['EmailRecipient', { adminOnly: true, load: byId((context, id) => context.services.recipients.find(id), toEmailRecipient) }],
]);
