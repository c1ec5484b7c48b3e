import { Button, Dialog, Flex, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMING } from '../content/timing';

export interface ThanksDialogProps {
  /** The thanks to show; `null` keeps the dialog closed. */
  message: string | null;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the submit button is disabled while sending, so the browser loses it). */
  finalFocusEl?: () => HTMLElement | null;
}

/** The thank-you dialog after a form is sent; it closes itself after 5 seconds (spec section 9). */
export default function ThanksDialogContent({ message, title, closeLabel, onClose, finalFocusEl }: ThanksDialogProps) {
  const open = message !== null;
  // Keeps the words on screen while the dialog animates out.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, TIMING.thanksMs);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.600" />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl" textAlign="center" px={{ base: '6', md: '8' }} py="8" shadow="2xl">
            <Flex mx="auto" boxSize="14" rounded="full" bg="mint.100" color="mint.700" align="center" justify="center">
              <CircleCheck aria-hidden size={30} />
            </Flex>
            <Dialog.Title fontFamily="heading" fontSize="2xl" fontWeight="800" letterSpacing="-0.02em" mt="5">
              {title}
            </Dialog.Title>
            <Dialog.Description color="fg.muted" fontSize="md" mt="2" lineHeight="1.7">
              {shown}
            </Dialog.Description>
            <Dialog.CloseTrigger asChild position="static" mt="7">
              <Button alignSelf="center" px="8">
                {closeLabel}
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
