import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { MAX_MEDIA_BYTES, MAX_MEDIA_FILES, MEDIA_MESSAGES } from '../../rules/media.js';
import { defineArea } from '../area.js';
import { MediaAssetEntity } from './media.entity.js';
import { MediaResolver } from './media.resolver.js';
import { mediaRoutes } from './media.rest.js';
import { MediaService } from './media.service.js';
import { toMediaAsset } from './media.type.js';
// Adds `mediaUses` to every area (declaration merging): how the library learns where each image is used.
import './uses.js';

export type { MediaUse, MediaUses } from './uses.js';

declare module '../../services.js' {
  interface Services {
    media: MediaService;
  }
}

/**
 * The media library (issue P20): images uploaded once to the object store, served in AVIF and
 * WebP at fixed widths from immutable addresses; alt text required before use, a focal point,
 * and where each is used. Content areas call `services.media.requireUsable` and `sourcesOf`,
 * and declare `mediaUses`.
 */
export const mediaArea = defineArea({
  name: 'media',
  entities: [MediaAssetEntity],
  resolvers: [MediaResolver],
  rest: mediaRoutes,
  nodes: {
    MediaAsset: byId((context, id) => context.services.media.find(id), toMediaAsset, 'content:read'),
  },
  // GraphQL multipart: one file per request, refused by name past 20 MB (`readImageFile`).
  uploads: {
    maxFileBytes: MAX_MEDIA_BYTES,
    maxFiles: MAX_MEDIA_FILES,
    messages: { fileTooLarge: MEDIA_MESSAGES.tooLargeUnnamed, tooManyFiles: MEDIA_MESSAGES.tooManyFiles },
  },
  // How the Activity screen names an image: its file name, to those who may read the library.
  subjectNames: { MediaAsset: namedBy(MediaAssetEntity, 'content:read', (asset) => asset.fileName) },
  services: {
    media: ({ em, shared, events, areas, services }) => new MediaService(em, { storage: shared.storage, events, areas, services }),
  },
});
