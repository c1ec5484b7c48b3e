import { useState } from 'react';

/**
 * What a dialog is about (`subject`: none when it is closed), as it shows it: the last one stays
 * shown while the dialog closes, and `onOpen` runs once at each opening (to start its form from
 * the subject), during the render, so the first frame already shows it.
 */
export function useDialogSubject<T>(subject: T | null, onOpen: (opened: T) => void): T | null {
  const [openedFor, setOpenedFor] = useState<T | null>(null);
  const [shown, setShown] = useState<T | null>(null);
  if (subject !== openedFor) {
    setOpenedFor(subject);
    if (subject !== null) {
      setShown(subject);
      onOpen(subject);
    }
  }
  return shown;
}
