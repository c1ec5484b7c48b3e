import { Suspense, lazy, useState } from 'react';
import { closeDemoOverlay, loadDemoOverlay, useDemoOverlay } from './demoOverlay';

const DemoOverlay = lazy(loadDemoOverlay);

/** Renders the demo overlay once it has been opened; until then the page carries none of its code. */
export function DemoOverlayHost() {
  const { open, returnFocusTo } = useDemoOverlay();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DemoOverlay open={open} onClose={closeDemoOverlay} returnFocusTo={returnFocusTo} />
    </Suspense>
  );
}
