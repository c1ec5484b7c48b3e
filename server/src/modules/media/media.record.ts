import { columns, defineRecord, type RecordOf } from '../../domain/records.js';
import { mediaVariantPath } from '../../rules/media.js';
import type { MediaAssetEntity } from './media.entity.js';

/**
 * An image of the media library as the back office, integrators and webhooks see it: never its
 * storage keys, but each variant's public address. `alt` is null until someone writes it.
 */
export const mediaAssetRecord = defineRecord('MediaAsset', (asset: MediaAssetEntity) => ({
  _id: asset.id,
  ...columns(asset, ['fileName', 'contentType', 'width', 'height', 'bytes', 'alt', 'focalX', 'focalY']),
  variants: asset.variants.map((variant) => ({ format: variant.format, width: variant.width, height: variant.height, bytes: variant.bytes, url: mediaVariantPath(asset.id, variant.width, variant.format) })),
  createdBy: asset.createdByName,
  ...columns(asset, ['createdAt', 'updatedAt']),
}));
export type MediaAssetRecord = RecordOf<typeof mediaAssetRecord>;
