import { createOverlayStore } from '../islands/overlayStore';

/**
 * Whether the "Book a Demo" overlay is open. Any button on the site opens it with
 * `data-opens="demo"` (header, mobile menu, footer); `DemoOverlayHost` renders it.
 */
export const demoOverlay = createOverlayStore<true>();
