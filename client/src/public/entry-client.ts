import '../ui/fonts.css';
import { BEHAVIOURS, GUARDED_ISLANDS, ISLANDS, OVERLAYS } from './browser';
import { askForConsentIfNeeded } from './cookies/consent';
import { runBehaviours } from './islands/behaviours';
import { openOverlaysOnPress } from './islands/overlays';
import { wakeIslands } from './islands/wake';
import { scrollToHashOnArrival } from './layout/hashScroll';
import { enhanceHeader } from './layout/headerBehaviour';
import { enhanceIntroLoader } from './layout/introBehaviour';
import { revealOnScroll } from './layout/reveal';
import { autoplayVideos } from './media/autoplay';

/**
 * The one script a public page loads up front (`index.html`'s): the browser's half of the pages
 * `entry-server.tsx` renders. The page is already complete HTML and CSS; this runs what every page
 * has: the header, the intro loader, the cookie banner's showing, scroll reveal, a hash's smooth
 * scroll and autoplaying films; then the smaller features of a few pages when a page has them,
 * overlays opened from any `data-opens` button (or link: a form's own page, where it leads until
 * this script runs), and the page's islands when they are needed (the lists: `browser.ts`). React
 * and the brand system load with the first island or overlay, not before.
 */
const header = enhanceHeader();
enhanceIntroLoader();
askForConsentIfNeeded();
revealOnScroll();
runBehaviours(BEHAVIOURS);
scrollToHashOnArrival();
autoplayVideos();
// A button in the closed-up mobile menu hands focus back to the menu button.
openOverlaysOnPress(OVERLAYS, (trigger) => (trigger.closest('[data-menu-panel]') ? header.closeMenu() : trigger));
wakeIslands(ISLANDS, GUARDED_ISLANDS);
