import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The suppression list (issue P15): each address erased on request, as a keyed hash only
 * (`domain/suppression.ts`, which reads and writes it).
 */
export const SuppressedAddressEntity = defineEntity({
  name: 'SuppressedAddress',
  tableName: 'suppressed_addresses',
  properties: {
    hash: p.text().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SuppressedAddressEntity = InferEntity<typeof SuppressedAddressEntity>;
