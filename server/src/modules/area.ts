import type { EntitySchema } from '@mikro-orm/core';
import type { AppArea } from '../http/app.js';

/**
 * One area of the app (`src/modules/<name>/index.ts`): everything the app needs of it (its routes,
 * resolvers, `Node` types, pages, uploads and services: `AppArea`), and its tables. The composition
 * roots (`server.ts`, `test/app.ts`, the bench and the scripts) hand `AREAS` (`modules/index.ts`)
 * down to the app factory, the GraphQL schema and the ORM, which read it in one loop each, so
 * adding an area is its folder and one line in that list. The lower folders never import an area,
 * nor does this file: an area that reads something of every other adds it to `Area` from its own
 * folder, by declaration merging (the mail consumer's `announcements`, `mail/announcer.ts`).
 */
export interface Area extends AppArea {
  /**
   * The areas whose services it calls (`services.<name>`), imported from their `index.ts`, so each
   * such dependency is an import (`dependencies.test.ts` holds every call to one it declares).
   */
  uses?: readonly Area[];
  /** Its tables (migrations are generated from every area's entities). */
  entities?: readonly EntitySchema[];
}

/** Declares an area (type-checks it; returns it as it is). */
export const defineArea = <const TArea extends Area>(area: TArea): TArea => area;
