import { Suspense, lazy, useState } from 'react';

/** What the visitor applies for: a listed job, or an open application (`jobId` null). */
export interface ApplyTarget {
  jobId: string | null;
  position: string;
}

const loadDialog = () => import('./ApplicationDialog');
const ApplicationDialog = lazy(loadDialog);

/** Starts downloading the application form when a visitor points at an Apply button. */
export function preloadApplicationDialog(): void {
  void loadDialog().catch(() => undefined);
}

interface ApplicationDialogHostProps {
  target: ApplyTarget | null;
  /** Closed without sending. */
  onClose: () => void;
  /** Closed after the application was sent. */
  onSubmitted: () => void;
}

/** The application modal; its code (form, upload, dialog machinery) loads with the first Apply. */
export function ApplicationDialogHost({ target, onClose, onSubmitted }: ApplicationDialogHostProps) {
  const [needed, setNeeded] = useState(false);
  if (target !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ApplicationDialog target={target} onClose={onClose} onSubmitted={onSubmitted} />
    </Suspense>
  ) : null;
}
