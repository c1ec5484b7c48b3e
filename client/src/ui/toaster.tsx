import { createToaster } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { TIMING } from '../content/timing';

/** Toasts appear top-right and close after 5 seconds (spec section 8). */
export const toaster = createToaster({ placement: 'top-end', duration: TIMING.toastMs, pauseOnPageIdle: true });

const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * Where toasts render. The rendering code loads with the first toast, so pages that never show
 * one never download it; toasts created meanwhile wait in the store and appear when it is ready.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => toaster.subscribe(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
