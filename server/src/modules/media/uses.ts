import type { SubjectType } from '../../rules/events.js';
import type { Services } from '../../services.js';

/** One place an image appears: a post's cover, a story's photo, the site's default sharing image. */
export interface MediaUse {
  mediaId: string;
  subjectType: SubjectType;
  subjectId: string;
  /** How the back office names it ("Insights post “Smart capital in 2027”"). */
  label: string;
  /** Where to edit it in the back office, when there is such a page. */
  href?: string;
}

/** Where an area shows the images `mediaIds` (any it does not show are simply absent). */
export type MediaUses = (services: Services, mediaIds: readonly string[]) => Promise<MediaUse[]>;

// On the services' view of an area, which `Area` extends: the media service reads every area from its scope.
declare module '../../services.js' {
  interface ServicesArea {
    /**
     * Where its records use images of the media library: read by the Media screen's "Used by" and
     * by `MediaService.remove`, which refuses to delete an image still used.
     */
    mediaUses?: MediaUses;
  }
}
