import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { fullName } from '../../domain/text.js';
import { defineArea } from '../area.js';
import { settingsArea } from '../settings/index.js';
import { demoPersonalData } from './demo.personal-data.js';
import { announcedBy } from '../mail/announcer.js';
import { DemoRequestEntity } from './demo.entity.js';
import { DemoResolver } from './demo.resolver.js';
import { DEMO_LIST, demoFilterOf, demoRoutes } from './demo.rest.js';
import { demoRecord } from './demo.record.js';
import { listExport } from '../exports/list-export.js';
import { DemoService } from './demo.service.js';
import { toDemoRequest } from './demo.type.js';

declare module '../../services.js' {
  interface Services {
    demo: DemoService;
  }
}

/** Demo requests from the Book a Demo form. */
export const demoArea = defineArea({
  name: 'demo',
  uses: [settingsArea],
  entities: [DemoRequestEntity],
  resolvers: [DemoResolver],
  rest: demoRoutes,
  nodes: { DemoRequest: byId((context, id) => context.services.demo.find(id), toDemoRequest, 'demos:read') },
  announcements: announcedBy(['demo.received', 'demo.released'], (services, ids) => services.demo.announcementsOf(ids)),
  exports: {
    'demo-requests': listExport({
      permission: 'demos:read',
      list: DEMO_LIST,
      filter: demoFilterOf,
      record: demoRecord,
      columns: ['_id', 'firstName', 'lastName', 'companyName', 'designation', 'email', 'meetingDate', 'timeZone', 'meetingPlace', 'message', 'status', 'notes', 'spam', 'spamReason', 'createdAt'],
      service: (services) => services.demo,
    }),
  },
  // Where it keeps people's addresses, for data-subject requests (modules/privacy).
  personalData: demoPersonalData,
  // How the Activity screen names a request: its requester, to those who may read the requests.
  subjectNames: { DemoRequest: namedBy(DemoRequestEntity, 'demos:read', fullName) },
  services: {
    demo: ({ em, dependencies, shared, events, services }) =>
      new DemoService(em, { publicUrl: dependencies.config.publicUrl, guard: shared.formGuard, gate: services.settings, events, mail: dependencies.config.mail, nudgeMail: dependencies.nudgeMail, site: () => services.settings.stored() }),
  },
});
