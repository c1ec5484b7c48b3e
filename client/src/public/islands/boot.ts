import '../../ui/fonts.css';
import { pageFormToken } from '../forms/formToken';
import { runBehaviours } from './behaviours';
import type { hydrateIsland } from './hydrate';
import { askForConsentIfNeeded } from '../cookies/consent';
import { scrollToHashOnArrival } from '../layout/hashScroll';
import { enhanceHeader } from '../layout/headerBehaviour';
import { enhanceIntroLoader } from '../layout/introBehaviour';
import { revealOnScroll } from '../layout/reveal';
import { autoplayVideos } from '../media/autoplay';
import { OVERLAYS, type OverlayName } from './overlays';
import { GUARDED_ISLANDS, ISLANDS, type IslandName } from './registry';

/**
 * The one script a public page loads up front. The page is already complete HTML and CSS; this
 * wakes its islands when they are needed (see `registry.ts`), opens overlays from any
 * `data-opens` button (or link: a form's own page, where it leads until this script runs), and
 * runs what every page has: the header, the intro loader, the cookie banner's showing, scroll
 * reveal, a hash's smooth scroll and autoplaying films. The smaller features of a few pages load
 * when a page has them (`behaviours.ts`). React and the brand system load with the first island
 * or overlay, not before.
 */

type Component = Parameters<typeof hydrateIsland>[1];

const waking = new WeakMap<HTMLElement, Promise<void>>();

/** Loads an island's code and hydrates it; once per island, however many triggers fire. */
function wake(island: HTMLElement): Promise<void> {
  let done = waking.get(island);
  if (!done) {
    const name = island.dataset.island as IslandName;
    done = Promise.all([import('./hydrate'), ISLANDS[name]()])
      .then(([{ hydrateIsland }, component]) =>
        hydrateIsland(island, component as unknown as Component, JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown>, island.dataset.islandId ?? name),
      )
      // Marks it as running, for whoever needs to know (tests, a look in the inspector).
      .then(() => island.setAttribute('data-awake', ''));
    done.catch((error: unknown) => console.error(`The ${name} island could not start`, error));
    waking.set(island, done);
  }
  return done;
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const;
/** What also wakes an island that answers a pointer passing over it (`when="hover"`). */
const HOVER = ['pointerover'] as const;
/** What a click before hydration is held back from and pressed again once the island runs. */
const PRESSABLE = 'button, a[href], [role="button"], [role="tab"]';

/**
 * Wakes an island at the visitor's first contact with it. What the visitor does before its code
 * has run is not lost: a click is held back and pressed again afterwards, a form sent (Enter, or
 * its button) is sent again, a choice made in a list is announced again, and what was typed stays
 * in the fields (the forms take it in when they wake). A form sent before this script runs at all
 * goes to the server as a plain post, which answers with a page (see `form-pages/FormPage`).
 */
function wakeOnInteraction(island: HTMLElement): void {
  const triggers = island.dataset.when === 'hover' ? [...INTERACTIONS, ...HOVER] : INTERACTIONS;
  let heldClick: HTMLElement | null = null;
  let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const changed = new Set<HTMLSelectElement>();
  const listen = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopPropagation();
      heldSubmit = { form: target, submitter: (event as SubmitEvent).submitter };
    }
    if (event.type === 'click') {
      const pressed = target?.closest<HTMLElement>(PRESSABLE);
      // A form's own submit button sends the form: that is held as a submission, not a click.
      if (pressed && !pressed.closest('[data-opens]') && !(pressed instanceof HTMLButtonElement && pressed.type === 'submit')) {
        event.preventDefault();
        event.stopPropagation();
        heldClick = pressed;
      }
    }
    if (event.type === 'change' && target instanceof HTMLSelectElement) changed.add(target);
    const release = () => {
      for (const type of triggers) island.removeEventListener(type, listen, true);
      const click = heldClick;
      const submit = heldSubmit;
      heldClick = null;
      heldSubmit = null;
      return { click, submit };
    };
    wake(island).then(
      () => {
        const { click, submit } = release();
        changed.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
        changed.clear();
        click?.click();
        if (submit) submit.form.requestSubmit(submit.submitter instanceof HTMLButtonElement ? submit.submitter : undefined);
      },
      () => {
        // Its code could not be had (a deploy replaced it, the network dropped): the island stays
        // the server's HTML, and a form held meanwhile goes as the plain post it also is.
        const { submit } = release();
        submit?.form.submit();
      },
    );
  };
  for (const type of triggers) island.addEventListener(type, listen, { capture: true });
}

function wakeWhenVisible(islands: HTMLElement[]): void {
  if (islands.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    islands.forEach((island) => void wake(island));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = entry.target.parentElement;
        if (island) void wake(island);
      }
    },
    { rootMargin: '200px 0px' },
  );
  // An island's box has `display: contents`, so no size of its own: watch its first element.
  for (const island of islands) {
    if (island.firstElementChild) observer.observe(island.firstElementChild);
  }
}

const header = enhanceHeader();
enhanceIntroLoader();
askForConsentIfNeeded();
revealOnScroll();
runBehaviours();
scrollToHashOnArrival();
autoplayVideos();

/** Opens the overlay a `data-opens` button asks for, loading its code on the first press. */
function openOverlay(trigger: HTMLElement): void {
  const name = trigger.dataset.opens as OverlayName;
  // A button in the closed-up mobile menu hands focus back to the menu button.
  const returnTo = trigger.closest('[data-menu-panel]') ? header.closeMenu() : trigger;
  OVERLAYS[name]()
    .then((overlay) => overlay.open({ trigger, returnFocusTo: () => returnTo }))
    .catch((error: unknown) => {
      console.error(`The ${name} overlay could not open`, error);
      // A link leads to the same form on its own page, which needs no code.
      if (trigger instanceof HTMLAnchorElement && trigger.href) window.location.assign(trigger.href);
    });
}

const triggerOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-opens]') : null);
/** A link to an overlay's page asked for in a new tab or window goes there, as the visitor meant. */
const elsewhere = (event: MouseEvent) => event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;
document.addEventListener('click', (event) => {
  const trigger = triggerOf(event);
  if (!trigger || (trigger instanceof HTMLAnchorElement && elsewhere(event))) return;
  event.preventDefault();
  openOverlay(trigger);
});
/** Heading for an overlay's button (pointer over it, or focus on it): start loading its code. */
const preload = (event: Event) => {
  const trigger = triggerOf(event);
  if (trigger) void OVERLAYS[trigger.dataset.opens as OverlayName]().catch(() => undefined);
};
document.addEventListener('pointerover', preload, { passive: true });
document.addEventListener('focusin', preload);

const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
for (const island of islands) wakeOnInteraction(island);
wakeWhenVisible(islands.filter((island) => island.dataset.when === 'visible'));
if (islands.some((island) => GUARDED_ISLANDS.includes(island.dataset.island as IslandName))) void pageFormToken();
