import { createOverlayStore } from '../islands/overlayStore';

/** Whether the Services page's "Talk to us" overlay is open (buttons with `data-opens="talk-to-us"`). */
export const talkToUs = createOverlayStore<true>();
