import path from 'node:path';
import type { Config } from './config.js';
import type { ChangeFeed } from './db/changes.js';
import type { EntityManager } from './db/orm.js';
import type { AppDependencies } from './dependencies.js';
import { EventRecorder, LocalEvents, type EventSubscription } from './domain/events.js';
import type { ExportSource } from './domain/exports.js';
import type { PersonalDataSource } from './domain/personal-data.js';
import type { SubjectNames, SubjectNamesByType } from './domain/subject-names.js';
import type { SubjectType } from './rules/events.js';
import { FormGuard } from './domain/form-guard.js';
import { SYSTEM_ACTOR, type Actor } from './domain/principal.js';
import { FormRateLimit, RefusedPosts } from './domain/form-limit.js';
import { deriveKey } from './secrets.js';
import { S3FileStorage } from './object-storage.js';
import { LocalFileStorage, type FileStorage } from './storage.js';

/**
 * Every area's services, bound to one request's EntityManager. Empty here: each area adds its
 * own by augmenting this interface in its `index.ts` and making them in its `services`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas (declaration merging)
export interface Services {}

/** What a service factory gets: the request's EntityManager, the app's dependencies and shared state, and the other services. */
export interface ServiceScope {
  em: EntityManager;
  dependencies: AppDependencies;
  shared: SharedState;
  services: Services;
  /** Records what the request's changes did, with them (issue P18 §2). */
  events: EventRecorder;
  /** Every list's export, as the areas declare them (`Area.exports`), by the list's name. */
  exports: ReadonlyMap<string, ExportSource<Services>>;
  /** Where every area keeps people's addresses (`Area.personalData`), by the export file's name. */
  personalData: ReadonlyMap<string, PersonalDataSource<Services>>;
  /** How every area names its records in the audit trail (`Area.subjectNames`), by subject type. */
  subjectNames: SubjectNamesByType;
  /** Every area, for a service that gathers what each declares (the media library asks each where its images are used). */
  areas: readonly ServicesArea[];
}

/**
 * How an area makes its services, each on first use in a request. Declare their types by augmenting
 * `Services`: `declare module '../../services.js' { interface Services { events: EventsService } }`.
 */
export type ServiceMakers = { [K in keyof Services]?: (scope: ServiceScope) => Services[K] };

/** What lives as long as the app: keys derived once, the spam guard, the file store, the change feed. */
export interface SharedState {
  formGuard: FormGuard;
  /** Refused posts to the public writes, counted per address against a limit of their own. */
  refusedPosts: RefusedPosts;
  unsubscribeKey: Buffer;
  resumeLinkKey: Buffer;
  /** Signs the back office's download links (`ExportsService`). */
  exportLinkKey: Buffer;
  /** Keys the suppression list's hashes of erased addresses (`domain/suppression.ts`). */
  suppressionKey: Buffer;
  /** Uploaded files, outside any public folder: a private bucket or a local folder. */
  storage: FileStorage;
  /** What is kept in memory, and how every server learns that it changed. */
  changes: ChangeFeed;
  /** Events this app's requests committed, for listeners in this process (the change feed follows them). */
  events: LocalEvents;
}

export function createSharedState({ config, orm, jwtSecret, changes }: AppDependencies): SharedState {
  const events = new LocalEvents();
  changes.follow(events);
  return {
    changes,
    events,
    formGuard: new FormGuard(deriveKey(jwtSecret, 'form-start'), config.forms, new FormRateLimit(orm, config.forms)),
    refusedPosts: new RefusedPosts(new FormRateLimit(orm, { rateLimit: config.forms.refusalLimit, rateWindowSeconds: config.forms.rateWindowSeconds })),
    unsubscribeKey: deriveKey(jwtSecret, 'unsubscribe'),
    resumeLinkKey: deriveKey(jwtSecret, 'resume-links'),
    exportLinkKey: deriveKey(jwtSecret, 'export-links'),
    suppressionKey: deriveKey(jwtSecret, 'suppression'),
    storage: fileStorageOf(config),
  };
}

/** Where uploaded files go: a bucket all servers share when S3_BUCKET is set; otherwise this server's own folder. */
export function fileStorageOf(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  return config.storage ? new S3FileStorage(config.storage) : new LocalFileStorage(path.join(config.dataDir, 'uploads'));
}

/** What the services take of an area: its service makers, which events its consumers want delivered, how its lists export, where it keeps people's addresses, and how the audit trail names its records. */
export interface ServicesArea {
  services?: ServiceMakers;
  subscriptions?: readonly EventSubscription[];
  /** Its lists' CSV exports, by list name (`contact-submissions`), unique across areas. */
  exports?: Readonly<Record<string, ExportSource<Services>>>;
  /** Where it keeps people's email addresses, for data-subject requests (`modules/privacy`), by export file name (`contact-submissions`), unique across areas. */
  personalData?: Readonly<Record<string, PersonalDataSource<Services>>>;
  /** How the audit trail names its records (`modules/audit`), by subject type. */
  subjectNames?: Readonly<Partial<Record<SubjectType, SubjectNames>>>;
}

/**
 * Makes one request's services: each area's, made the first time the request asks for it. The
 * getters are defined once, on a prototype, so a request that uses one service pays for that one.
 */
export function servicesFactory(dependencies: AppDependencies, shared: SharedState, areas: readonly ServicesArea[]): (em: EntityManager, actor?: () => Promise<Actor>) => Services {
  const subscriptions = areas.flatMap((area) => area.subscriptions ?? []);
  const exports = new Map(areas.flatMap((area) => Object.entries(area.exports ?? {})));
  const personalData = new Map(areas.flatMap((area) => Object.entries(area.personalData ?? {})));
  const subjectNames = new Map(areas.flatMap((area) => Object.entries(area.subjectNames ?? {}) as [SubjectType, SubjectNames][]));
  const scopes = new WeakMap<object, ServiceScope>();
  const prototype = {};
  for (const area of areas) {
    for (const [name, make] of Object.entries(area.services ?? {}) as [string, (scope: ServiceScope) => unknown][]) {
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: Services) {
          const scope = scopes.get(this);
          if (!scope) throw new Error(`No request made these services (${name})`);
          const made = make(scope);
          Object.defineProperty(this, name, { value: made, enumerable: true });
          return made;
        },
      });
    }
  }
  return (em, actor = systemActor) => {
    const services = Object.create(prototype) as Services;
    scopes.set(services, { em, dependencies, shared, services, events: new EventRecorder(actor, shared.events, subscriptions, dependencies.nudgeEvents), exports, personalData, subjectNames, areas });
    return services;
  };
}

const systemActor = async () => SYSTEM_ACTOR;

/** One request's services (see `servicesFactory`, which a server makes once); without an actor, the system acts. */
export function createServices(em: EntityManager, dependencies: AppDependencies, shared: SharedState, areas: readonly ServicesArea[]): Services {
  return servicesFactory(dependencies, shared, areas)(em);
}
