import path from 'node:path';
import type { AppDependencies } from './context.js';
import type { ChangeFeed } from './db/changes.js';
import type { EntityManager } from './db/orm.js';
import { FormGuard } from './domain/form-guard.js';
import type { ServiceScope } from './modules/area.js';
import { AREAS } from './modules/index.js';
import { deriveKey } from './secrets.js';
import { LocalFileStorage, type FileStorage } from './storage.js';

/**
 * Every area's services, bound to one request's EntityManager. Empty here: each area adds its
 * own by augmenting this interface in its `index.ts` and making them in its `services`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the areas (declaration merging)
export interface Services {}

/** What lives as long as the app: keys derived once, the spam guard, the file store, the change feed. */
export interface SharedState {
  formGuard: FormGuard;
  unsubscribeKey: Buffer;
  resumeLinkKey: Buffer;
  /** Uploaded files, outside any public folder. */
  storage: FileStorage;
  /** What is kept in memory, and how every server learns that it changed. */
  changes: ChangeFeed;
}

export function createSharedState({ config, jwtSecret, changes }: AppDependencies): SharedState {
  return {
    changes,
    formGuard: new FormGuard(deriveKey(jwtSecret, 'form-start'), config.forms),
    unsubscribeKey: deriveKey(jwtSecret, 'unsubscribe'),
    resumeLinkKey: deriveKey(jwtSecret, 'resume-links'),
    storage: new LocalFileStorage(path.join(config.dataDir, 'uploads')),
  };
}

/** One request's services: each area's, made the first time the request asks for it. */
export function createServices(em: EntityManager, dependencies: AppDependencies, shared: SharedState): Services {
  const services = {} as Services;
  const scope: ServiceScope = { em, dependencies, shared, services };
  for (const area of AREAS) {
    for (const [name, make] of Object.entries(area.services ?? {}) as [string, (scope: ServiceScope) => unknown][]) {
      let made: unknown;
      Object.defineProperty(services, name, { enumerable: true, get: () => (made ??= make(scope)) });
    }
  }
  return services;
}
