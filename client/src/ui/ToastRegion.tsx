import { Toaster as ChakraToaster, Portal, Stack, Toast, type ConditionalValue } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { placeToasts, TOAST_TOP, toastStore, type ToastPlacement } from './toastStore';

export interface ToastRegionProps {
  /** How far from the top of the window toasts appear (by default 1rem). */
  top?: ConditionalValue<string>;
  /** Top-right (the default) or bottom-right. */
  placement?: ToastPlacement;
}

export default function ToastRegion({ top, placement = 'top-end' }: ToastRegionProps) {
  // A page has one region, placed once as it mounts, before it is first drawn.
  useState(() => placeToasts(placement));
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} css={top === undefined ? undefined : { [TOAST_TOP]: top }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
