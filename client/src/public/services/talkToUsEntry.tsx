import { overlayOpener } from '../islands/overlayEntry';
import { talkToUs } from './talkToUs';
import TalkToUsOverlay from './TalkToUsOverlay';

/** The overlay, rendered by the browser only, open while `talkToUs` says so. */
export function TalkToUsHost() {
  const { target, returnFocusTo } = talkToUs.useState();
  return <TalkToUsOverlay open={target !== null} onClose={talkToUs.close} returnFocusTo={returnFocusTo} />;
}

/** `data-opens="talk-to-us"`: the Services page's message form. */
export const open = overlayOpener(talkToUs, TalkToUsHost, () => true as const);
