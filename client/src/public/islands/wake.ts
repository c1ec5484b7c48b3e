import { pageFormToken } from '../forms/formToken';
import type { hydrateIsland } from './hydrate';
import type { IslandList } from './island';

/**
 * Wakes a page's islands when they are needed (see `island.ts`): loads each one's code and
 * hydrates it at the visitor's first contact with it, or once it is in view. The browser's list
 * of islands (`browser.ts`) says what code each name in the page's HTML runs. React and the brand
 * system load with the first island that wakes, not before.
 */

type Component = Parameters<typeof hydrateIsland>[1];

const waking = new WeakMap<HTMLElement, Promise<void>>();

/** Loads an island's code and hydrates it; once per island, however many triggers fire. */
function wake(island: HTMLElement, islands: IslandList): Promise<void> {
  let done = waking.get(island);
  if (!done) {
    // Found by its `data-island`, a name the list holds: the server renders no island it does not (`<Island>`).
    const name = island.dataset.island as string;
    const load = islands[name] as IslandList[string];
    done = Promise.all([import('./hydrate'), load()])
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
function wakeOnInteraction(island: HTMLElement, islands: IslandList): void {
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
    wake(island, islands).then(
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

function wakeWhenVisible(visible: HTMLElement[], islands: IslandList): void {
  if (visible.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    visible.forEach((island) => void wake(island, islands));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = entry.target.parentElement;
        if (island) void wake(island, islands);
      }
    },
    { rootMargin: '200px 0px' },
  );
  // An island's box has `display: contents`, so no size of its own: watch its first element.
  for (const island of visible) {
    if (island.firstElementChild) observer.observe(island.firstElementChild);
  }
}

/**
 * Wakes the islands of this page, each by its name in the browser's list (`islands`), and asks at
 * once for the spam guard's token when one of them is a `guarded` form.
 */
export function wakeIslands(islands: IslandList, guarded: readonly string[]): void {
  const onPage = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  for (const island of onPage) wakeOnInteraction(island, islands);
  wakeWhenVisible(onPage.filter((island) => island.dataset.when === 'visible'), islands);
  if (onPage.some((island) => guarded.includes(island.dataset.island ?? ''))) void pageFormToken();
}
