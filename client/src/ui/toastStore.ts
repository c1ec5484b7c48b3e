import { createToaster } from '@chakra-ui/react';
import { TIMING } from '../content/timing';

/** Toasts appear top-right and close after 5 seconds (spec section 8). */
export const toastStore = createToaster({ placement: 'top-end', duration: TIMING.toastMs, pauseOnPageIdle: true });
