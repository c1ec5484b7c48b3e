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
  sending: boolean;
  onClose(): void;
  /** Gets focus as the dialog opens (the first field, by default the first focusable element). */
  initialFocus?(): HTMLElement | null;
  /** The fields, one under the other. */
  children: ReactNode;
}

/** A small back-office form in a dialog: title and what it does, the fields, then Cancel and the submit button. */
export function DialogForm({ open, title, description, form, onSubmit, submit, sending, onClose, initialFocus, children }: DialogFormProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      closeOnInteractOutside={!sending}
      closeOnEscape={!sending}
      initialFocusEl={initialFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <chakra.form ref={form} onSubmit={onSubmit} noValidate>
              <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                {description && (
                  <Dialog.Description color="fg.muted" fontSize="sm">
                    {description}
                  </Dialog.Description>
                )}
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={sending}>
                  {sending ? submit.sending : submit.label}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
