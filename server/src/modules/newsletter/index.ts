import { byId } from '../../graphql/nodes.js';
import { deriveKey } from '../../secrets.js';
import { namedBy } from '../../domain/subject-names.js';
import { defineArea } from '../area.js';
import { settingsArea } from '../settings/index.js';
import { newsletterPersonalData } from './newsletter.personal-data.js';
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
  uses: [settingsArea],
  entities: [SubscriberEntity],
  resolvers: [NewsletterResolver],
  rest: newsletterRoutes,
  nodes: { Subscriber: byId((context, id) => context.services.newsletter.findById(id), toSubscriber, 'newsletter:read') },
  announcements: {
    // A sign-up: its confirmation email while pending, else the welcome email and the staff notification.
    ...announcedBy(['subscriber.added', 'subscriber.released', 'subscriber.confirmation_resent'], (services, ids) => services.newsletter.announcementsOf(ids)),
    ...announcedBy(['subscriber.confirmed'], (services, ids) => services.newsletter.confirmedAnnouncementsOf(ids)),
  },
  exports: {
    subscribers: listExport({
      permission: 'newsletter:read',
      list: SUBSCRIBER_LIST,
      filter: subscriberFilterOf,
      record: subscriberRecord,
      columns: ['_id', 'email', 'subscribedAt', 'isActive', 'status', 'confirmedAt', 'consentAt', 'consentSource', 'consentAddressHash', 'spam', 'spamReason'],
      service: (services) => services.newsletter,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: newsletterPersonalData,
  // How the Activity screen names a subscriber: the address, to those who may read the list.
  subjectNames: { Subscriber: namedBy(SubscriberEntity, 'newsletter:read', (subscriber) => subscriber.email) },
  services: {
    newsletter: ({ em, dependencies, shared, events, services }) =>
      new NewsletterService(em, {
        publicUrl: dependencies.config.publicUrl,
        unsubscribeKey: shared.unsubscribeKey,
        guard: shared.formGuard,
        gate: services.settings,
        events,
        doubleOptIn: dependencies.config.newsletterDoubleOptIn,
        // Two HMACs, made with the service (once per request that uses it).
        confirmationKey: deriveKey(dependencies.jwtSecret, 'newsletter-confirmation'),
        consentAddressKey: deriveKey(dependencies.jwtSecret, 'newsletter-consent-address'),
        suppressionKey: shared.suppressionKey,
        site: () => services.settings.stored(),
      }),
  },
});
