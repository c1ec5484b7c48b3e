import type { AppDependencies } from './context.js';
import type { EntityManager } from './db/orm.js';
import { FormGuard } from './domain/form-guard.js';
import path from 'node:path';
import { AdminService } from './modules/admin/admin.service.js';
import { ApplicationsService } from './modules/careers/applications.service.js';
import { JobsService } from './modules/careers/jobs.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { DemoService } from './modules/demo/demo.service.js';
import { NewsletterService } from './modules/newsletter/newsletter.service.js';
import { RecipientsService } from './modules/recipients/recipients.service.js';
import { deriveKey } from './secrets.js';
import { LocalFileStorage, type FileStorage } from './storage.js';

/** Every area's service, bound to one request's EntityManager. */
export interface Services {
  admin: AdminService;
  applications: ApplicationsService;
  jobs: JobsService;
  contact: ContactService;
  demo: DemoService;
  newsletter: NewsletterService;
  recipients: RecipientsService;
}

/** What lives as long as the app: keys derived once, the spam guard's memory of recent submissions. */
export interface SharedState {
  formGuard: FormGuard;
  unsubscribeKey: Buffer;
  resumeLinkKey: Buffer;
  /** Uploaded resumes, outside any public folder. */
  storage: FileStorage;
}

export function createSharedState({ config, jwtSecret }: AppDependencies): SharedState {
  return {
    formGuard: new FormGuard(deriveKey(jwtSecret, 'form-start'), config.forms),
    unsubscribeKey: deriveKey(jwtSecret, 'unsubscribe'),
    resumeLinkKey: deriveKey(jwtSecret, 'resume-links'),
    storage: new LocalFileStorage(path.join(config.dataDir, 'uploads')),
  };
}

export function createServices(em: EntityManager, { config, jwtSecret, nudgeMail }: AppDependencies, shared: SharedState): Services {
  const { publicUrl } = config;
  const guard = shared.formGuard;
  const newsletter = new NewsletterService(em, { publicUrl, unsubscribeKey: shared.unsubscribeKey, guard, nudgeMail });
  return {
    admin: new AdminService(em, { ...config.auth, jwtSecret }),
    applications: new ApplicationsService(em, { publicUrl, guard, storage: shared.storage, resumeLinkKey: shared.resumeLinkKey, nudgeMail }, newsletter),
    jobs: new JobsService(em),
    contact: new ContactService(em, { publicUrl, guard, nudgeMail }, newsletter),
    demo: new DemoService(em, { publicUrl, guard, nudgeMail }),
    newsletter,
    recipients: new RecipientsService(em),
  };
}
