import { byId } from '../../graphql/nodes.js';
import { defineArea } from '../area.js';
import { announcedBy } from '../mail/announcer.js';
import { SubscriberEntity } from './newsletter.entity.js';
import { NewsletterResolver } from './newsletter.resolver.js';
import { SUBSCRIBER_LIST, newsletterRoutes, subscriberFilterOf } from './newsletter.rest.js';
import { subscriberRecord } from './newsletter.record.js';
import { listExport } from '../exports/list-export.js';
import { NewsletterService } from './newsletter.service.js';
import { toSubscriber } from './newsletter.type.js';

declare module '../../services.js' {
  interface Services {
    newsletter: NewsletterService;
  }
}

/** Newsletter subscribers, the signed one-click unsubscribe. */
export const newsletterArea = defineArea({
  name: 'newsletter',
  entities: [SubscriberEntity],
  resolvers: [NewsletterResolver],
  rest: newsletterRoutes,
  nodes: { Subscriber: byId((context, id) => context.services.newsletter.findById(id), toSubscriber, 'newsletter:read') },
  announcements: announcedBy(['subscriber.added', 'subscriber.released'], (services, ids) => services.newsletter.announcementsOf(ids)),
  exports: {
    subscribers: listExport({
      permission: 'newsletter:read',
      list: SUBSCRIBER_LIST,
      filter: subscriberFilterOf,
      record: subscriberRecord,
      columns: ['_id', 'email', 'subscribedAt', 'isActive', 'spam', 'spamReason'],
      service: (services) => services.newsletter,
    }),
  },
  services: {
    newsletter: ({ em, dependencies, shared, events }) =>
      new NewsletterService(em, { publicUrl: dependencies.config.publicUrl, unsubscribeKey: shared.unsubscribeKey, guard: shared.formGuard, events }),
  },
});
