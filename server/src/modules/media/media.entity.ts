import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import type { MediaFormat, VariantFormat } from '../../rules/media.js';

/** One served size of an image: made by `sharp` when the file arrived, never changed after. */
export interface MediaVariant {
  format: VariantFormat;
  width: number;
  height: number;
  /** Its object-store key (`media/<id>/<width>.<format>`). */
  key: string;
  bytes: number;
}

/**
 * An image of the media library (issue P20): the original as uploaded (kept, never served) and
 * its AVIF and WebP variants at fixed widths, served at immutable addresses. `alt` is null until
 * someone writes it, and an image without it may not be used (`MediaService.requireUsable`).
 */
export const MediaAssetEntity = defineEntity({
  name: 'MediaAsset',
  tableName: 'media_assets',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** The name it was uploaded under (shown and searched; never a storage path). */
    fileName: p.text(),
    /** The original's format, as sniffed from its bytes. */
    format: p.text().$type<MediaFormat>(),
    contentType: p.text(),
    /** The original's size in pixels, upright (EXIF orientation applied). */
    width: p.integer(),
    height: p.integer(),
    bytes: p.integer(),
    alt: p.text().nullable(),
    /** Where the subject is, from 0 to 1 across and down: what a crop keeps in view. */
    focalX: p.double().$type<number>().runtimeType('number').default(0.5),
    focalY: p.double().$type<number>().runtimeType('number').default(0.5),
    originalKey: p.text(),
    variants: p.json<MediaVariant[]>(),
    createdById: p.uuid().nullable(),
    createdByName: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['createdAt', 'id'] }],
});
export type MediaAssetEntity = InferEntity<typeof MediaAssetEntity>;
