import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { fullName } from '../../domain/text.js';
import { defineArea } from '../area.js';
import { newsletterArea } from '../newsletter/index.js';
import { settingsArea } from '../settings/index.js';
import { contactPersonalData } from './contact.personal-data.js';
import { announcedBy } from '../mail/announcer.js';
import { ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';
import { ContactResolver } from './contact.resolver.js';
import { CONTACT_LIST, contactFilterOf, contactRoutes } from './contact.rest.js';
import { contactRecord } from './contact.record.js';
import { listExport } from '../exports/list-export.js';
import { ContactService } from './contact.service.js';
import { toContactSubmission } from './contact.type.js';

declare module '../../services.js' {
  interface Services {
    contact: ContactService;
  }
}

/** The contact and services forms' submissions, and the replies sent to them. */
export const contactArea = defineArea({
  name: 'contact',
  uses: [newsletterArea, settingsArea],
  entities: [ContactSubmissionEntity, ContactReplyEntity],
  resolvers: [ContactResolver],
  rest: contactRoutes,
  nodes: { ContactSubmission: byId((context, id) => context.services.contact.get(id), toContactSubmission, 'leads:read') },
  announcements: announcedBy(['contact.received', 'contact.released'], (services, ids) => services.contact.announcementsOf(ids)),
  exports: {
    'contact-submissions': listExport({
      permission: 'leads:read',
      list: CONTACT_LIST,
      filter: contactFilterOf,
      record: contactRecord,
      columns: ['_id', 'source', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'companyName', 'role', 'country', 'pronoun', 'newsletter', 'landlineNumber', 'message', 'status', 'spam', 'spamReason', 'createdAt', 'replies'],
      service: (services) => services.contact,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: contactPersonalData,
  // How the Activity screen names a message: its sender, to those who may read the messages.
  subjectNames: { ContactSubmission: namedBy(ContactSubmissionEntity, 'leads:read', fullName) },
  services: {
    contact: ({ em, dependencies, shared, services, events }) =>
      new ContactService(em, { publicUrl: dependencies.config.publicUrl, guard: shared.formGuard, gate: services.settings, nudgeMail: dependencies.nudgeMail, events, mail: dependencies.config.mail, site: () => services.settings.stored() }, services.newsletter),
  },
});
