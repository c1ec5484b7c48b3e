import type { EntitySchema } from '@mikro-orm/core';
import { EventDeliveryEntity, EventEntity } from './events.entity.js';
import { FormSubmissionCountEntity } from './form-submission-count.entity.js';
import { ServerSecretEntity } from './server-secret.entity.js';
import { SuppressedAddressEntity } from './suppressed-address.entity.js';

/** The servers' own tables, whatever areas the app has. */
export const baseEntities: readonly EntitySchema[] = [ServerSecretEntity, FormSubmissionCountEntity, EventEntity, EventDeliveryEntity, SuppressedAddressEntity];

/** Every entity the ORM knows: the servers' own, then every area's; migrations are generated from this list. */
export function appEntities(areas: readonly { entities?: readonly EntitySchema[] }[]): EntitySchema[] {
  return [...baseEntities, ...areas.flatMap((area) => area.entities ?? [])];
}
