import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { COOKIE_CONSENT as COPY } from '../../content/site';
import { overlayOpener } from '../islands/overlayEntry';
import { createOverlayStore } from '../islands/overlayStore';
import { CookieChoices } from './CookieChoices';

/** Whether the Manage Cookies dialog is open (buttons with `data-opens="cookie-settings"`, on the Cookie Management page). */
const cookieSettings = createOverlayStore<true>();

/** Manage Cookies as a dialog, to change a choice made earlier; Back closes it, a choice saves and closes it. */
function CookieSettingsHost() {
  const { target, returnFocusTo } = cookieSettings.useState();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={target !== null}
      onOpenChange={(details) => !details.open && cookieSettings.close()}
      placement="center"
      motionPreset="slide-in-bottom"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="2xl" mx="3" maxW="30rem">
            <Dialog.Header pe="14">
              <Dialog.Title asChild>
                <Text as="h2" fontFamily="heading" fontWeight="800" fontSize="lg">
                  {COPY.manageTitle}
                </Text>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {/* Mounted on each opening, so the switches start from the choice saved now. */}
              {target !== null && <CookieChoices onBack={cookieSettings.close} onDecided={cookieSettings.close} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={COPY.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** `data-opens="cookie-settings"`: the Manage Cookies dialog. */
export const open = overlayOpener(cookieSettings, CookieSettingsHost, () => true as const);
