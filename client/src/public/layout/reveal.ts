/**
 * Scroll reveal (spec section 2): parts of a page marked `data-reveal` that are below the fold
 * when it loads rise and fade in once, over 1 second, as they come into view (the CSS is the
 * theme's). What is in view on arrival is never hidden, and without this script, or for visitors
 * who ask for reduced motion, everything simply shows.
 */
export function revealOnScroll(): void {
  const parts = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (parts.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const reported = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const part = entry.target as HTMLElement;
        const first = !reported.has(part);
        reported.add(part);
        if (entry.isIntersecting) {
          part.removeAttribute('data-reveal-pending');
          observer.unobserve(part);
        } else if (first) {
          part.setAttribute('data-reveal-pending', '');
        }
      }
    },
    { rootMargin: '0px 0px -12% 0px' },
  );
  parts.forEach((part) => observer.observe(part));
}
