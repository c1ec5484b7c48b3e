import { Suspense, lazy, useState } from 'react';
import type { ThanksDialogProps } from './ThanksDialogContent';

const loadDialog = () => import('./ThanksDialogContent');
const ThanksDialogContent = lazy(loadDialog);

/** Starts downloading the dialog while the form is being sent, so the thanks appear at once. */
export function preloadThanksDialog(): void {
  void loadDialog().catch(() => undefined);
}

/**
 * The thank-you dialog after a form is sent. Its code (the dialog machinery: focus trap, scroll
 * lock) loads with the first thanks, so the page does not carry it until someone sends a form.
 */
export function ThanksDialog(props: ThanksDialogProps) {
  const [needed, setNeeded] = useState(false);
  if (props.message !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ThanksDialogContent {...props} />
    </Suspense>
  ) : null;
}
