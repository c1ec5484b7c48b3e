import { FormSubmissionCountEntity } from '../domain/form-limit.js';
import { AREAS } from '../modules/index.js';
import { EventDeliveryEntity, EventEntity } from './events.entity.js';
import { ServerSecretEntity } from './server-secret.entity.js';

/** Every entity the ORM knows: the servers' own, then every area's; migrations are generated from this list. */
export const entities = [ServerSecretEntity, FormSubmissionCountEntity, EventEntity, EventDeliveryEntity, ...AREAS.flatMap((area) => area.entities ?? [])];
