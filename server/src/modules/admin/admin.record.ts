import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { permissionListOf } from '../../rules/access.js';
import type { AdminEntity } from './admin.entity.js';

/** An admin account as the REST envelopes show it; with the permissions its role grants; GraphQL's `Admin` differs only in its `id` (the global id). */
export const adminRecord = defineRecord('Admin', (admin: AdminEntity) => ({
  _id: admin.id,
  ...columns(admin, ['username', 'role', 'createdAt', 'lastLoginAt', 'passwordChangeRequired']),
  permissions: permissionListOf(admin.role),
}));
export type AdminRecord = RecordOf<typeof adminRecord>;
