import type { EntitySchema } from '@mikro-orm/core';
import type { AppContext, AppDependencies } from '../context.js';
import type { ChangeTopic } from '../db/changes.js';
import type { EntityManager } from '../db/orm.js';
import type { EventRecorder } from '../domain/events.js';
import type { NodeSource } from '../graphql/nodes.js';
import type { DynamicPage } from '../http/client.js';
import type { RestRoutes } from '../http/rest.js';
import type { Services, SharedState } from '../services.js';

/** What a service factory gets: the request's EntityManager, the app's dependencies and shared state, and the other services. */
export interface ServiceScope {
  em: EntityManager;
  dependencies: AppDependencies;
  shared: SharedState;
  services: Services;
  /** Records what the request's changes did, with them (issue P18 §2). */
  events: EventRecorder;
}

/** Limits of the files an area accepts as GraphQL multipart uploads, and what a visitor is told past them. */
export interface UploadRules {
  maxFileBytes: number;
  maxFiles: number;
  messages: { fileTooLarge: string; tooManyFiles: string };
}

/**
 * One area of the app (`src/modules/<name>/index.ts`): everything the app needs of it. The app
 * factory, the GraphQL schema, the ORM and the sitemap read `AREAS` (`modules/index.ts`) in one
 * loop each, so adding an area is its folder and one line in that list.
 */
export interface Area {
  /** The folder's name. */
  name: string;
  /** Its tables (migrations are generated from every area's entities). */
  entities?: readonly EntitySchema[];
  /** Its type-graphql resolver classes. */
  resolvers?: readonly (new () => object)[];
  /** Its REST routes: each is for admins unless registered with `PUBLIC` (`http/access.ts`). */
  rest?: RestRoutes;
  /** How `node(id:)` loads each of its types that implement `Node`, by type name. */
  nodes?: Readonly<Record<string, NodeSource>>;
  /** Its pages in `sitemap.xml` beyond the built ones (open jobs). */
  sitemap?: (context: AppContext) => Promise<DynamicPage[]>;
  /**
   * Server-rendered public pages (route patterns of the client's manifest) that show its data and
   * nothing that differs per visitor: kept rendered until `topic` changes on any server.
   */
  pages?: { routes: readonly string[]; topic: ChangeTopic };
  /** Its upload limits, if it takes files. */
  uploads?: UploadRules;
  /**
   * Its services, made on first use in a request. Declare their types by augmenting `Services`:
   * `declare module '../../services.js' { interface Services { events: EventsService } }`.
   */
  services?: { [K in keyof Services]?: (scope: ServiceScope) => Services[K] };
}

/** Declares an area (type-checks it; returns it as it is). */
export const defineArea = <const TArea extends Area>(area: TArea): TArea => area;
