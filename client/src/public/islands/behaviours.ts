/**
 * Page features small enough for plain DOM code, and found on a few pages only: each loads when
 * the page has an element it works on, and runs once on all of them. (What every page has, the
 * header, the intro loader, the cookie banner's showing, scroll reveal, is in `boot.ts` itself.)
 */
type Behaviour = (elements: HTMLElement[]) => void;

export const BEHAVIOURS: readonly { selector: string; load: () => Promise<Behaviour> }[] = [
  // Strips of logos that scroll when dragged with a mouse (the home page's partners).
  { selector: '[data-drag-scroll]', load: () => import('../layout/dragScroll').then((module) => module.enableDragScroll) },
  // Previous and next buttons of a sideways list (the About page's team).
  { selector: 'button[data-scroll-step]', load: () => import('../layout/scrollButtons').then((module) => module.enableScrollButtons) },
  // Films that play while on screen, with their Play / Pause button (home, Terms, Events, Careers).
  { selector: '[data-loop-video]', load: () => import('../media/loopVideo').then((module) => module.enableLoopVideos) },
  // Countdowns to an event (Event Details).
  { selector: '[data-countdown]', load: () => import('../events/countdown').then((module) => module.startCountdowns) },
  // The Contact page's map, real once the visitor agrees to content from other sites.
  { selector: '[data-consent-map]', load: () => import('../contact/officeMap').then((module) => module.enableOfficeMaps) },
];

/** Loads and runs the behaviours the page needs; each element it ran on is marked `data-enhanced`. */
export function runBehaviours(root: ParentNode = document): void {
  for (const { selector, load } of BEHAVIOURS) {
    const elements = [...root.querySelectorAll<HTMLElement>(selector)];
    if (elements.length === 0) continue;
    load()
      .then((behaviour) => {
        behaviour(elements);
        for (const element of elements) element.setAttribute('data-enhanced', '');
      })
      .catch((error: unknown) => console.error(`Could not start what ${selector} needs`, error));
  }
}
