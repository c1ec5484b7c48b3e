import { FIRST_RUN_OVERLAY_SECTIONS, OVERLAY_SECTIONS, type OverlaySectionSlug } from '@rules/page-sections';
import { sectionWordsOf, type SectionWords } from './sectionWords';

/** The id of the page's data block with the overlays' words (written in the head by the server render). */
export const OVERLAY_WORDS_ID = 'overlay-words';

export type OverlayWords = Readonly<Record<OverlaySectionSlug, SectionWords>>;

/** The overlays' words out of the page texts the page was rendered with: what the data block holds. */
export const overlayWordsFrom = (wordsOf: (slug: OverlaySectionSlug) => SectionWords): OverlayWords =>
  Object.fromEntries(OVERLAY_SECTIONS.map((slug) => [slug, wordsOf(slug)])) as Record<OverlaySectionSlug, SectionWords>;

const isWords = (value: unknown): value is SectionWords => {
  const words = value as Partial<SectionWords> | null;
  return typeof words?.title === 'string' && Array.isArray(words.text) && Array.isArray(words.points);
};

/** The block's text last read, and its words: an overlay re-renders on every keystroke. */
let read: { text: string; words: Partial<Record<OverlaySectionSlug, SectionWords>> } | undefined;

function wordsInBlock(): Partial<Record<OverlaySectionSlug, SectionWords>> {
  const text = (typeof document === 'undefined' ? null : document.getElementById(OVERLAY_WORDS_ID)?.textContent) ?? '';
  if (read?.text !== text) {
    const words: Partial<Record<OverlaySectionSlug, SectionWords>> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (parsed && typeof parsed === 'object') for (const slug of OVERLAY_SECTIONS) if (isWords((parsed as Record<string, unknown>)[slug])) words[slug] = (parsed as Record<string, SectionWords>)[slug];
    } catch {
      // A block that is not JSON: the first run's words, as without one.
    }
    read = { text, words };
  }
  return read.words;
}

/**
 * An overlay's words (Book a Demo, Talk to us), which the team edits as page texts: an overlay
 * opens in the browser long after its page was rendered, so it reads them from the page's data
 * block. Without one (a page rendered before there was one), the first run's words.
 */
export function overlayWords(slug: OverlaySectionSlug): SectionWords {
  return wordsInBlock()[slug] ?? sectionWordsOf(FIRST_RUN_OVERLAY_SECTIONS[slug]);
}
