import { useEffect, useState } from 'react';

/**
 * The success message of a form in an overlay. The overlay closes itself `afterMs` after the
 * message appears (spec: 5 seconds), and opening it again starts over with the form.
 */
export function useSuccessThenClose(open: boolean, close: () => void, afterMs: number): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMessage(null);
  }

  useEffect(() => {
    if (!open || message === null) return;
    const timer = setTimeout(close, afterMs);
    return () => clearTimeout(timer);
  }, [open, message, close, afterMs]);

  return [message, setMessage];
}
