import type { EntitySchema } from '@mikro-orm/core';
import type { AppArea } from '../http/app.js';
import type { Announcements } from './mail/announcer.js';

/**
 * One area of the app (`src/modules/<name>/index.ts`): everything the app needs of it (its routes,
 * resolvers, `Node` types, pages, uploads and services: `AppArea`), and its tables. The composition
 * roots (`server.ts`, `test/app.ts`, the bench and the scripts) hand `AREAS` (`modules/index.ts`)
 * down to the app factory, the GraphQL schema and the ORM, which read it in one loop each, so
 * adding an area is its folder and one line in that list. The lower folders never import an area.
 */
export interface Area extends AppArea {
  /** Its tables (migrations are generated from every area's entities). */
  entities?: readonly EntitySchema[];
  /** The receipts and staff notices its records' events send, read by the mail consumer (`mail/announcer.ts`). */
  announcements?: Announcements;
}

/** Declares an area (type-checks it; returns it as it is). */
export const defineArea = <const TArea extends Area>(area: TArea): TArea => area;
