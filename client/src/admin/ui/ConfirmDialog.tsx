import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes it without doing anything ("Cancel"; "Keep the event" where the action is itself a cancelling). */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Where focus goes when it closes, instead of back to what opened it (a deleted row's button is gone). */
  finalFocus?(): HTMLElement | null;
}

/** Asks before something is deleted (spec: deleting any item needs confirmation). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', busy = false, onConfirm, onCancel, finalFocus }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onCancel()} role="alertdialog" placement="center" finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body color="fg.muted">{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} disabled={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
