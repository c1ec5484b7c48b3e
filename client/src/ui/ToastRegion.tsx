import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toastStore } from './toastStore';

export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
