import { AREAS } from '../modules/index.js';

/** Every entity the ORM knows, every area's; migrations are generated from this list. */
export const entities = AREAS.flatMap((area) => area.entities ?? []);
