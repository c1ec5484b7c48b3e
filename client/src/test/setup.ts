import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files of the 'shared' project run one after another in a worker that keeps what it imported:
// React, Chakra, Apollo and jsdom are loaded once, but the app's own modules (and what they keep,
// such as a loaded list or the signed-in session) are evaluated again for each file.
vi.resetModules();

// `findBy…` and `waitFor` give up after 1 s by default; a loaded machine can take longer to
// render what a test waits for. They still return as soon as it appears.
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  // The toasts' store outlives the rendered tree: one test's toast must not be found by the next.
  (await import('../ui/toastStore')).toastStore.remove();
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling to do. (A file that runs in Node, as the server's render does, has no DOM at all.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

// Nor does it watch sizes: menus and popovers place themselves with a ResizeObserver.
globalThis.ResizeObserver ??= class implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
