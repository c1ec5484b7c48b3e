import { Box, Dialog, Flex, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { X } from 'lucide-react';
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { AFTER_SENT, type SentCopy } from '../content/formPages';
import { TIMING } from '../content/timing';
import { FormSuccess } from './FormSuccess';
import { Logo } from './Logo';
import { useSuccessThenClose } from './useSuccessThenClose';

interface FullScreenOverlayProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as the heading of its main column. */
  title: string;
  description?: ReactNode;
  closeLabel: string;
  /** The dark panel beside the form on wide screens (hidden on small ones). */
  aside?: ReactNode;
  children: ReactNode;
  initialFocusEl?: () => HTMLElement | null;
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * A full-screen form overlay (Book a Demo, Talk to us): a modal dialog that locks the page's
 * scroll, keeps focus inside, closes on Escape and hands focus back where it came from.
 */
export function FullScreenOverlay({ open, onClose, title, description, closeLabel, aside, children, initialFocusEl, finalFocusEl }: FullScreenOverlayProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="full"
      motionPreset="slide-in-bottom"
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            display="grid"
            gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }}
            h="100dvh"
            overflow="hidden"
            bg="bg"
            shadow="none"
            textStyle="md"
          >
            {aside && (
              <Box
                display={{ base: 'none', lg: 'flex' }}
                flexDirection="column"
                bg="ink.950"
                color="white"
                px={{ lg: '12', xl: '16' }}
                py="10"
                overflowY="auto"
                bgImage="radial-gradient(40rem 30rem at 100% 0%, rgba(36, 70, 214, 0.45), transparent 60%), radial-gradient(30rem 24rem at 0% 100%, rgba(20, 174, 151, 0.25), transparent 60%)"
              >
                <Logo />
                <Flex direction="column" justify="center" flex="1" py="10">
                  {aside}
                </Flex>
              </Box>
            )}
            <Box overflowY="auto" position="relative">
              <Stack maxW="2xl" mx="auto" px={{ base: '5', md: '10' }} pt={{ base: '6', md: '12' }} pb={{ base: '10', md: '16' }} gap="8">
                <Flex align="flex-start" justify="space-between" gap="4">
                  <Box>
                    <Dialog.Title as="h2" fontFamily="heading" fontWeight="800" fontSize={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" lineHeight="1.2">
                      {title}
                    </Dialog.Title>
                    {description && (
                      <Dialog.Description color="fg.muted" mt="2" fontSize={{ base: 'sm', md: 'md' }}>
                        {description}
                      </Dialog.Description>
                    )}
                  </Box>
                  <Dialog.CloseTrigger asChild position="static" flexShrink={0}>
                    <IconButton aria-label={closeLabel} variant="outline" rounded="full" size="md">
                      <X aria-hidden />
                    </IconButton>
                  </Dialog.CloseTrigger>
                </Flex>
                {children}
              </Stack>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** What an overlay's dark side panel shows. */
interface AsideCopy {
  eyebrow: string;
  title: string;
  points: readonly { title: string; text?: string }[];
}

/** A side panel's page text as the panel shows it: each point with the line of text in the same place under it, if any. */
export const asideOf = ({ eyebrow, title, points, text }: { eyebrow: string | null; title: string; points: readonly string[]; text: readonly string[] }): AsideCopy => ({
  eyebrow: eyebrow ?? '',
  title,
  points: points.map((point, index) => ({ title: point, text: text[index] })),
});

/** The copy of an overlay's dark side panel: eyebrow, headline and a short list. */
export function OverlayAside({ eyebrow, title, points }: AsideCopy) {
  return (
    <Stack gap="6">
      {eyebrow && (
        <Text textStyle="eyebrow" color="mint.300">
          {eyebrow}
        </Text>
      )}
      <Text fontFamily="heading" fontWeight="800" fontSize={{ lg: '3xl', xl: '4xl' }} lineHeight="1.1" letterSpacing="-0.02em">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="5" mt="4">
        {points.map((point) => (
          <Flex as="li" key={point.title} gap="4" align="flex-start">
            <Box boxSize="2.5" rounded="full" bg="mint.400" mt="2" flexShrink={0} />
            <Box>
              <Text fontWeight="700">{point.title}</Text>
              {point.text && (
                <Text color="ink.300" fontSize="sm" mt="1">
                  {point.text}
                </Text>
              )}
            </Box>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/** What the page's overlay store gives an overlay. */
export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when it closes (the button that opened it, by default). */
  returnFocusTo?: () => HTMLElement | null;
}

/** What a form inside a `FormOverlay` is given. */
export interface OverlayFormProps {
  /** Gets the field that takes focus as the overlay opens. */
  firstField: RefObject<HTMLElement | null>;
  /** The form was sent: its thanks replace it. */
  onSent: (thanks: string) => void;
}

interface FormOverlayProps extends OverlayProps, Pick<FullScreenOverlayProps, 'title' | 'description' | 'closeLabel' | 'aside'> {
  Form: ComponentType<OverlayFormProps>;
  /** The success screen's words around the server's thanks. */
  success: { title: string; note?: string; button: string };
}

/**
 * A form in a full-screen overlay (Book a Demo, Talk to us): focus starts in its first field;
 * once it is sent a success screen replaces it and the overlay closes itself 5 seconds later
 * (spec section 9). Opening it again starts over with the form.
 */
export function FormOverlay({ Form, success, open, onClose, returnFocusTo, ...overlay }: FormOverlayProps) {
  const firstField = useRef<HTMLElement>(null);
  const [thanks, setThanks] = useSuccessThenClose(open, onClose, TIMING.thanksMs);
  return (
    <FullScreenOverlay {...overlay} open={open} onClose={onClose} initialFocusEl={() => firstField.current} finalFocusEl={returnFocusTo}>
      {thanks === null ? (
        <Form firstField={firstField} onSent={setThanks} />
      ) : (
        <FormSuccess title={success.title} message={thanks} note={success.note} done={{ label: success.button, onDone: onClose }} />
      )}
    </FullScreenOverlay>
  );
}

/**
 * An overlay's form on a page of its own (see `public/form-pages/FormPage`): once it is sent, a success
 * screen replaces it, with a link on.
 */
export function FormOnPage<TProps extends object>({ Form, props, success }: { Form: ComponentType<OverlayFormProps & TProps>; props: TProps; success: SentCopy }) {
  const firstField = useRef<HTMLElement>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  if (thanks === null) return <Form {...props} firstField={firstField} onSent={setThanks} />;
  return <FormSuccess title={success.title} message={thanks} note={success.note} done={success.next ?? AFTER_SENT} />;
}
