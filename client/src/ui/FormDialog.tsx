import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode, RefObject } from 'react';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (what the form is for). */
  description?: ReactNode;
  closeLabel: string;
  /** While sending: the dialog cannot be closed. */
  busy?: boolean;
  /** Gets focus as the dialog opens (the form's first field). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes when it closes (the button that opened it, by default). */
  returnFocusTo?: () => HTMLElement | null;
  /** Below the scrolling body: the submit button, for example. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A public form in a modal (a job application, a seat booking): a titled header, a body that
 * scrolls on small screens, and a close button, the same on every page.
 */
export function FormDialog({ open, onClose, title, description, closeLabel, busy = false, initialFocus, returnFocusTo, footer, children }: FormDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      initialFocusEl={() => initialFocus.current}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="2xl" mx="3">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14" borderBottomWidth="1px" borderColor="border">
              <Dialog.Title fontFamily="heading" fontWeight="800" fontSize="2xl" letterSpacing="-0.02em">
                {title}
              </Dialog.Title>
              {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
            </Dialog.Header>
            <Dialog.Body py="6">{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer borderTopWidth="1px" borderColor="border" justifyContent="space-between">
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild top="4" insetEnd="4" disabled={busy}>
              <CloseButton aria-label={closeLabel} size="md" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
