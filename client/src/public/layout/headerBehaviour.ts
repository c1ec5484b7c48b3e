import { LAYOUT } from '../../content/timing';

/**
 * The header's behaviour, without React: it is on every page and in view at once, so it must not
 * wait for a framework. The server renders it with `data-site-header`; here it gets
 * - `data-solid` once the page scrolls past 10px or the menu opens (its wide-screen variant),
 * - `data-menu-open` while the menu is open (it then sits above the cookie banner),
 * - `data-scrolled` on `<html>` past the same 10px, for the heroes (title fades, panel widens), and
 * - the menu button (`data-menu-toggle`) opening and closing the menu it controls; Escape closes it.
 */
export interface HeaderControls {
  /** Closes the menu, for a button in it that opens an overlay; returns the menu button, where focus goes back. */
  closeMenu(): HTMLElement | null;
}

export function enhanceHeader(): HeaderControls {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const toggle = header?.querySelector<HTMLButtonElement>('[data-menu-toggle]') ?? null;
  const menu = toggle ? document.getElementById(toggle.getAttribute('aria-controls') ?? '') : null;
  let scrolled = false;
  let open = false;

  const render = () => header?.toggleAttribute('data-solid', scrolled || open);
  const setOpen = (next: boolean) => {
    open = next;
    toggle?.setAttribute('aria-expanded', String(open));
    toggle?.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    if (menu) menu.hidden = !open;
    header?.toggleAttribute('data-menu-open', open);
    render();
  };
  const onScroll = () => {
    const next = window.scrollY > LAYOUT.headerScrollThresholdPx;
    if (next === scrolled) return;
    scrolled = next;
    document.documentElement.toggleAttribute('data-scrolled', scrolled);
    render();
  };

  if (header) {
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
  }
  toggle?.addEventListener('click', () => setOpen(!open));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle?.focus();
  });

  return {
    closeMenu() {
      if (open) setOpen(false);
      return toggle;
    },
  };
}
