const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Previous and next buttons of a sideways-scrolling list (the About page's team carousel):
 * `<button data-scroll-step="-500" aria-controls="<list id>">` scrolls the list that far, smoothly
 * unless the visitor asks for reduced motion. A button is disabled while its end of the list is
 * in view. The server renders them disabled: without this script the list still scrolls by
 * touch, trackpad and keyboard.
 */
export function enableScrollButtons(buttons: HTMLElement[]): void {
  const lists = new Map<HTMLElement, HTMLButtonElement[]>();
  for (const button of buttons) {
    if (!(button instanceof HTMLButtonElement)) continue;
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!list) continue;
    lists.set(list, [...(lists.get(list) ?? []), button]);
    button.addEventListener('click', () => {
      const smooth = !window.matchMedia?.(REDUCED_MOTION).matches;
      list.scrollBy({ left: Number(button.dataset.scrollStep), behavior: smooth ? 'smooth' : 'auto' });
    });
  }
  for (const [list, controls] of lists) {
    const update = () => {
      for (const button of controls) {
        const back = Number(button.dataset.scrollStep) < 0;
        button.disabled = back ? list.scrollLeft <= 0 : list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
      }
    };
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    update();
  }
}
