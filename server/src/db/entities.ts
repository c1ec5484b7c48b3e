import { AdminEntity, AdminSessionEntity, LoginFailureEntity } from '../modules/admin/admin.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';

/** Every entity the ORM knows; migrations are generated from this list. */
export const entities = [SubscriberEntity, AdminEntity, AdminSessionEntity, LoginFailureEntity];
