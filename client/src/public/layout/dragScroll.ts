/** How far the mouse moves before a press becomes a drag (and the click it ends with is dropped). */
const DRAG_PX = 5;

/**
 * Strips marked `data-drag-scroll` (the partner logos) scroll sideways as they would on a touch
 * screen when dragged with a mouse. Touch and the keyboard (the strip is focusable; arrows scroll
 * it) need nothing more.
 */
export function enableDragScroll(strips: HTMLElement[]): void {
  for (const strip of strips) {
    let start: { x: number; scrollLeft: number } | null = null;
    let dragged = false;
    strip.addEventListener('pointerdown', (event) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start = { x: event.clientX, scrollLeft: strip.scrollLeft };
      dragged = false;
    });
    strip.addEventListener('pointermove', (event) => {
      if (!start) return;
      const moved = event.clientX - start.x;
      if (!dragged && Math.abs(moved) > DRAG_PX) {
        dragged = true;
        strip.setPointerCapture(event.pointerId);
        strip.setAttribute('data-dragging', '');
      }
      if (dragged) strip.scrollLeft = start.scrollLeft - moved;
    });
    const end = () => {
      start = null;
      strip.removeAttribute('data-dragging');
    };
    strip.addEventListener('pointerup', end);
    strip.addEventListener('pointercancel', end);
    // A drag is not a click on whatever it started over; nor do its images drag away.
    strip.addEventListener(
      'click',
      (event) => {
        if (!dragged) return;
        dragged = false;
        event.preventDefault();
        event.stopPropagation();
      },
      { capture: true },
    );
    strip.addEventListener('dragstart', (event) => event.preventDefault());
  }
}
