import { overlayOpener } from '../islands/overlayEntry';
import { DemoOverlayHost } from './DemoOverlayHost';
import { demoOverlay } from './demoOverlay';

/** `data-opens="demo"`: the Book a Demo overlay. */
export const open = overlayOpener(demoOverlay, DemoOverlayHost, () => true as const);
