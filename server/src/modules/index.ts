// Decorated classes (resolvers, GraphQL types) need the metadata API before any area loads.
import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { adminArea } from './admin/index.js';
import type { Area } from './area.js';
import { auditArea } from './audit/index.js';
import { bookingsArea } from './bookings/index.js';
import { careersArea } from './careers/index.js';
import { contactArea } from './contact/index.js';
import { contentArea } from './content/index.js';
import { countriesArea } from './countries/index.js';
import { dashboardArea } from './dashboard/index.js';
import { demoArea } from './demo/index.js';
import { exportsArea } from './exports/index.js';
import { keysArea } from './keys/index.js';
import { mailArea } from './mail/index.js';
import { mediaArea } from './media/index.js';
import { newsletterArea } from './newsletter/index.js';
import { privacyArea } from './privacy/index.js';
import { recipientsArea } from './recipients/index.js';
import { settingsArea } from './settings/index.js';
import { webhooksArea } from './webhooks/index.js';
import { retentionArea } from './retention/index.js';

/** Every area of the app. A new area is its folder under `src/modules` and one line here. */
export const AREAS: readonly Area[] = [adminArea, auditArea, bookingsArea, careersArea, contactArea, contentArea, countriesArea, dashboardArea, demoArea, exportsArea, keysArea, mailArea, mediaArea, newsletterArea, privacyArea, recipientsArea, retentionArea, settingsArea, webhooksArea];

/**
 * Refuses to start when a folder under `modules/` has an `index` that `AREAS` does not list: its
 * routes, schema and tables would silently be missing from the app. Run by `server.ts` before it
 * hands `AREAS` to the database and the app factory.
 */
export function checkAreaList(areas: readonly Pick<Area, 'name'>[] = AREAS, folder: string = import.meta.dirname): void {
  const listed = new Set(areas.map((area) => area.name));
  const unlisted = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(path.join(folder, entry.name)).some((file) => /^index\.(ts|js)$/.test(file)))
    .map((entry) => entry.name)
    .filter((name) => !listed.has(name));
  if (unlisted.length > 0) {
    throw new Error(`Area folder${unlisted.length > 1 ? 's' : ''} ${unlisted.map((name) => `modules/${name}`).join(', ')} not listed in AREAS (src/modules/index.ts): add ${unlisted.length > 1 ? 'them' : 'it'} there.`);
  }
}
