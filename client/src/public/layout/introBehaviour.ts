import { TIMING } from '../../content/timing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How far a finger pulls down at the top of the page before that counts as scrolling up. */
const PULL_PX = 48;

/**
 * The intro loader's behaviour (see `IntroLoader.tsx`; its 5 seconds and 1-second exit are CSS).
 * - Arriving by a link within the site, the loader is not shown.
 * - A click, a key or scrolling down waves it off early, with the same 1-second exit.
 * - Scrolling up at the top of the page (the wheel, or pulling down on a touch screen) brings it
 *   back for another 5 seconds: hiding and showing it again restarts its CSS animations.
 */
export function enhanceIntroLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-intro-loader]');
  if (!loader) return;
  const reducedMotion = window.matchMedia?.(REDUCED_MOTION);
  /** The early exit under way, if the visitor waved the loader off. */
  let exit: Animation | null = null;

  const hide = () => {
    exit?.cancel();
    exit = null;
    loader.hidden = true;
  };
  const shown = () => !loader.hidden && getComputedStyle(loader).visibility !== 'hidden';
  const leave = () => {
    if (exit || !shown()) return;
    exit = loader.animate([{ opacity: getComputedStyle(loader).opacity }, { opacity: 0 }], { duration: TIMING.introExitMs, easing: 'ease-in', fill: 'forwards' });
    exit.finished.then(hide, () => undefined);
  };
  const show = () => {
    if (reducedMotion?.matches || shown()) return;
    hide();
    loader.hidden = false;
  };

  if (cameFromThisSite()) hide();
  loader.addEventListener('animationend', (event) => {
    if (event.target === loader) hide();
  });
  loader.addEventListener('pointerdown', leave);
  document.addEventListener('keydown', leave);
  window.addEventListener(
    'wheel',
    (event) => {
      if (event.deltaY > 0) leave();
      else if (event.deltaY < 0 && window.scrollY <= 0) show();
    },
    { passive: true },
  );
  let touchY: number | null = null;
  window.addEventListener('touchstart', (event) => (touchY = event.touches[0]?.clientY ?? null), { passive: true });
  window.addEventListener(
    'touchmove',
    (event) => {
      const y = event.touches[0]?.clientY;
      if (touchY === null || y === undefined) return;
      if (y < touchY) leave();
      else if (y - touchY > PULL_PX && window.scrollY <= 0) {
        touchY = null;
        show();
      }
    },
    { passive: true },
  );
}

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
