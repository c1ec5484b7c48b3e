import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { defineArea } from '../area.js';
import { recipientsPersonalData } from './recipients.personal-data.js';
import { EmailRecipientEntity } from './recipients.entity.js';
import { RecipientsResolver } from './recipients.resolver.js';
import { RECIPIENT_LIST, recipientFilterOf, recipientsRoutes } from './recipients.rest.js';
import { recipientRecord } from './recipients.record.js';
import { listExport } from '../exports/list-export.js';
import { RecipientsService } from './recipients.service.js';
import { toEmailRecipient } from './recipients.type.js';

declare module '../../services.js' {
  interface Services {
    recipients: RecipientsService;
  }
}

/** Who receives the staff notification emails, by kind. */
export const recipientsArea = defineArea({
  name: 'recipients',
  entities: [EmailRecipientEntity],
  resolvers: [RecipientsResolver],
  rest: recipientsRoutes,
  nodes: { EmailRecipient: byId((context, id) => context.services.recipients.find(id), toEmailRecipient, 'recipients:manage') },
  exports: {
    'email-recipients': listExport({
      permission: 'recipients:manage',
      list: RECIPIENT_LIST,
      filter: recipientFilterOf,
      record: recipientRecord,
      columns: ['_id', 'name', 'email', 'notificationTypes', 'isActive', 'createdAt'],
      service: (services) => services.recipients,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: recipientsPersonalData,
  // How the Activity screen names a recipient, to those who manage them.
  subjectNames: { EmailRecipient: namedBy(EmailRecipientEntity, 'recipients:manage', (recipient) => recipient.name) },
  services: { recipients: ({ em, events }) => new RecipientsService(em, events) },
});
