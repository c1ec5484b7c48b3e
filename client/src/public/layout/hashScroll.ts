const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A page opened at a hash (`/contact#form`, spec section 2): it starts from the top and scrolls
 * smoothly to the element, stopping short of it by its `scroll-margin-top` (80px by default, the
 * theme's; 100px for the careers form), so the fixed header does not cover it.
 */
export function scrollToHashOnArrival(): void {
  const target = elementOf(window.location.hash);
  if (!target) return;
  const smooth = !window.matchMedia?.(REDUCED_MOTION).matches;
  window.scrollTo({ top: 0, behavior: 'instant' });
  requestAnimationFrame(() => target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }));
}

function elementOf(hash: string): HTMLElement | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null;
  }
}
