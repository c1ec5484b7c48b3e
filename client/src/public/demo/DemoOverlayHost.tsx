import DemoOverlay from './DemoOverlay';
import { demoOverlay } from './demoOverlay';

/** The demo overlay, rendered by the browser only (see `demoOverlayEntry`). */
export function DemoOverlayHost() {
  const { target, returnFocusTo } = demoOverlay.useState();
  return <DemoOverlay open={target !== null} onClose={demoOverlay.close} returnFocusTo={returnFocusTo} />;
}
