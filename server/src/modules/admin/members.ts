import type { EntityManager } from '../../db/orm.js';
import type { SignedIn } from '../../domain/principal.js';
import { AdminEntity } from './admin.entity.js';

/**
 * The address of the member acting as `principal`, as their account holds it (the address they
 * were invited at); `null` for an account without one (the first Owner's) and for an API key.
 */
export async function memberAddressOf(em: EntityManager, principal: SignedIn): Promise<string | null> {
  if (principal.kind !== 'admin') return null;
  const admin = await em.findOne(AdminEntity, { id: principal.adminId }, { fields: ['email'] });
  return admin?.email ?? null;
}
