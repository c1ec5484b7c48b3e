import { createContext, useContext, useEffect } from 'react';

/** The site's address in rendered HTML: the server fills it in, so one build serves any domain. */
export { ORIGIN_PLACEHOLDER } from '@shared/render-seam';

/** What a page with data says about itself, beyond its route's defaults. */
export interface PageHead {
  title?: string;
  description?: string;
  /** 404 when what the address names does not exist (a job no longer open). (A page whose data could not be read is 503 whatever it says: `PageData.unavailable`.) */
  status?: 200 | 404;
  /** False for a page search engines should leave out (a form's own page). */
  indexable?: boolean;
  /** The page's canonical address, when not its own (a post first published elsewhere); absolute, or starting with `ORIGIN_PLACEHOLDER`. */
  canonical?: string;
  /** The image shown when the page is shared (Open Graph); the site's own when left out. Absolute, or starting with `ORIGIN_PLACEHOLDER`. */
  image?: string;
  /** What Open Graph calls the page: `article` for a post; `website` otherwise. */
  ogType?: 'website' | 'article';
  /** The site's name, as its settings give it (Open Graph's `og:site_name`). */
  siteName?: string;
  /** schema.org data for the page (written as `application/ld+json`). */
  structuredData?: Record<string, unknown>;
  /**
   * When the page stops being right though its data has not changed (the next start or end of an
   * event it shows), as an instant: the server renders a kept page again from then on.
   */
  freshUntil?: Date;
  /** JSON data blocks for the page's scripts to read, by their element's id (the overlays' words: `site/overlayWords.ts`). */
  dataBlocks?: Readonly<Record<string, unknown>>;
}

/** Filled during a server render, read when writing the document's head. Absent in the browser. */
export const ServerHeadContext = createContext<PageHead | null>(null);

/**
 * Sets the page's head: collected during a server render; in the browser the tab title and
 * description follow. PublicApp sets the route's defaults in a layout effect, which runs before
 * this effect, so a page's own head wins.
 */
export function usePageHead(head: PageHead): void {
  const collected = useContext(ServerHeadContext);
  if (collected) Object.assign(collected, head);
  const { title, description } = head;
  useEffect(() => {
    if (title) document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
