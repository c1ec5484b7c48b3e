import { Button, Dialog, Portal, Stack, chakra } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface DialogFormProps {
  open: boolean;
  title: string;
  /** A line under the title: what the form does. */
  description?: ReactNode;
  /** The form element (`useFormState`'s `form`, which moves focus to the first field marked invalid). */
  form: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The submit button's content, and its label while the change is sent (when the dialog cannot be closed). */
  submit: { label: ReactNode; sending: string };
  /** The button that closes it without doing anything: "Cancel" by default; say what it keeps where "Cancel" could be read as the change itself ("Keep as Confirmed"). */
  cancelLabel?: string;
  sending: boolean;
  onClose(): void;
  /** Gets focus as the dialog opens (the first field, by default the first focusable element). */
  initialFocus?(): HTMLElement | null;
  /** Where focus goes when it closes, instead of back to what opened it (a button the change took away). */
  finalFocus?(): HTMLElement | null;
  /**
   * What the form's work gave, shown instead of the fields, with one button that closes the dialog
   * (`closeLabel`): something to read or copy once, such as a new API key's secret. A click outside
   * does not close the dialog then, so it is not lost by accident.
   */
  outcome?: { content: ReactNode; closeLabel: string } | null;
  /** The fields, one under the other. */
  children: ReactNode;
  /** Its width: `md` (the default), or wider for a form beside a picture (the media library's details). */
  size?: 'md' | 'lg' | 'xl';
}

/**
 * A small back-office form in a dialog: title and what it does, the fields, then Cancel and the
 * submit button; or, once it has done its work, what that gave (`outcome`) and one button to close.
 */
export function DialogForm({ open, title, description, form, onSubmit, submit, cancelLabel = 'Cancel', sending, onClose, initialFocus, finalFocus, outcome, children, size = 'md' }: DialogFormProps) {
  const header = (
    <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
      <Dialog.Title>{title}</Dialog.Title>
      {description && (
        <Dialog.Description color="fg.muted" fontSize="sm">
          {description}
        </Dialog.Description>
      )}
    </Dialog.Header>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      size={size}
      closeOnInteractOutside={!sending && !outcome}
      closeOnEscape={!sending}
      initialFocusEl={initialFocus}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {outcome ? (
              <>
                {header}
                <Dialog.Body>
                  <Stack gap="4">{outcome.content}</Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="button" onClick={onClose}>
                    {outcome.closeLabel}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <chakra.form ref={form} onSubmit={onSubmit} noValidate>
                {header}
                <Dialog.Body>
                  <Stack gap="4">{children}</Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
                    {cancelLabel}
                  </Button>
                  <Button type="submit" disabled={sending}>
                    {sending ? submit.sending : submit.label}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
