import type { OverlayModule } from './overlayStore';

/**
 * Overlays any button on a page opens with `data-opens="<name>"` (server-rendered or inside an
 * island): the page carries none of their code until a visitor heads for such a button. The
 * names are here, for the buttons of every folder (the header's and the footer's among them); what
 * each opens is the browser's list of overlays (`browser.ts`), above the pages whose code it is.
 */
export type OverlayName = 'demo' | 'talk-to-us' | 'apply' | 'cookie-settings' | 'book-seat';

/** The browser's list of overlays: each name's module, fetched when a visitor heads for its button. */
export type Overlays = Readonly<Record<OverlayName, () => Promise<OverlayModule>>>;

/** The attributes of a button that opens an overlay. */
export const opens = (name: OverlayName, data: Record<string, string> = {}) => ({
  'data-opens': name,
  'aria-haspopup': 'dialog' as const,
  ...Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value])),
});

/**
 * The attributes of a link that opens an overlay's form: before the page's script runs (or
 * without it) the link leads to the same form on its own page, `href` (see `forms/formPages.ts`).
 */
export const opensForm = (name: OverlayName, href: string, data: Record<string, string> = {}) => ({ ...opens(name, data), href });

/**
 * Opens the overlay a `data-opens` button asks for, loading its code on the first press (or as the
 * visitor heads for the button: pointer over it, or focus on it). `returnFocusTo` says where focus
 * goes when the overlay closes, the button itself unless the page says otherwise.
 */
export function openOverlaysOnPress(overlays: Overlays, returnFocusTo: (trigger: HTMLElement) => HTMLElement | null): void {
  const open = (trigger: HTMLElement) => {
    const name = trigger.dataset.opens as OverlayName;
    const returnTo = returnFocusTo(trigger);
    overlays[name]()
      .then((overlay) => overlay.open({ trigger, returnFocusTo: () => returnTo }))
      .catch((error: unknown) => {
        console.error(`The ${name} overlay could not open`, error);
        // A link leads to the same form on its own page, which needs no code.
        if (trigger instanceof HTMLAnchorElement && trigger.href) window.location.assign(trigger.href);
      });
  };

  const triggerOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[data-opens]') : null);
  /** A link to an overlay's page asked for in a new tab or window goes there, as the visitor meant. */
  const elsewhere = (event: MouseEvent) => event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;
  document.addEventListener('click', (event) => {
    const trigger = triggerOf(event);
    if (!trigger || (trigger instanceof HTMLAnchorElement && elsewhere(event))) return;
    event.preventDefault();
    open(trigger);
  });
  /** Heading for an overlay's button: start loading its code. */
  const preload = (event: Event) => {
    const trigger = triggerOf(event);
    if (trigger) void overlays[trigger.dataset.opens as OverlayName]().catch(() => undefined);
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
}
