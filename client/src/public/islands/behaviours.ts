/**
 * Page features small enough for plain DOM code, and found on a few pages only: each loads when
 * the page has an element it works on, and runs once on all of them. The browser's list of them
 * is `browser.ts`'s; what every page has (the header, the intro loader, the cookie banner's
 * showing, scroll reveal) the browser's script runs itself (`entry-client.ts`).
 */
export type Behaviour = (elements: HTMLElement[]) => void;

export interface BehaviourOnPage {
  /** The elements it works on. */
  selector: string;
  load: () => Promise<Behaviour>;
}

/** Loads and runs the behaviours the page needs; each element it ran on is marked `data-enhanced`. */
export function runBehaviours(behaviours: readonly BehaviourOnPage[], root: ParentNode = document): void {
  for (const { selector, load } of behaviours) {
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
