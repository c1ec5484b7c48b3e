import type { CreateToasterReturn } from '@chakra-ui/react';
import type { ToastRegionProps } from './ToastRegion';
import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];
type ToastKind = 'success' | 'error' | 'info' | 'warning';

/*
 * The toast store and the code that draws toasts load with the first toast, so pages that never
 * show one never download them; a toast asked for meanwhile appears as soon as they are ready.
 */
let store: Promise<CreateToasterReturn> | undefined;
const loadStore = () => (store ??= import('./toastStore').then((module) => module.toastStore));

let regionNeeded = false;
const regionListeners = new Set<() => void>();

function show(kind: ToastKind) {
  return (options: ToastOptions): void => {
    if (!regionNeeded) {
      regionNeeded = true;
      regionListeners.forEach((listener) => listener());
    }
    void loadStore().then((toasts) => toasts[kind](options));
  };
}

export const toaster = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };

const ToastRegion = lazy(() => import('./ToastRegion'));

const subscribe = (listener: () => void) => {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
};

/** Where toasts render, once the first one is asked for. */
export function Toaster(props: ToastRegionProps) {
  const needed = useSyncExternalStore(subscribe, () => regionNeeded, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  ) : null;
}
