import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LAYOUT } from '../../content/timing';
import { Toaster } from '../../ui/toaster';
import { EMOTION_KEY } from '../styles';
import { islandIdPrefix } from './ids';
import { IslandProviders } from './IslandProviders';

/**
 * The browser's half of the islands, loaded with the first island that wakes: React, the brand
 * system and one Emotion cache for the whole page. The cache takes over the styles the server
 * wrote into the head, so hydrating an island styles nothing twice.
 */
const cache = createCache({ key: EMOTION_KEY });

function Providers({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <IslandProviders>{children}</IslandProviders>
    </CacheProvider>
  );
}

/**
 * Wraps an island and tells when it is ready for what the visitor did meanwhile. Hydration's
 * effects may set state (a form takes in what was typed before it woke); this waits for the
 * render that follows them, so a held press acts on what is on screen. It adds no element and
 * keeps the island the only child of its parent, so `useId` inside it matches the server's.
 */
function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) onReady();
    // One more render on purpose: it carries whatever state hydration's effects set.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setHydrated(true);
  }, [hydrated, onReady]);
  return children;
}

/** Hydrates one island's server HTML in place, on its own root; resolves once it runs. */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, islandId: string): Promise<void> {
  ensureToaster();
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <Providers>
        <Hydrated onReady={resolve}>
          <Component {...props} />
        </Hydrated>
      </Providers>,
      { identifierPrefix: islandIdPrefix(islandId) },
    );
  });
}

/** Renders something only the browser shows (an overlay and its host) on a root of its own at the end of the page. */
export function mountClientRoot(node: ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Providers>{node}</Providers>);
  ensureToaster();
}

/** Toasts appear top-right, a little below the fixed header, so they hide none of its buttons. */
const BELOW_HEADER = Object.fromEntries(Object.entries(LAYOUT.headerHeight).map(([breakpoint, height]) => [breakpoint, `calc(${height} + 0.75rem)`]));

let toaster = false;
/** The toast region, once per page, for the first island or overlay that may show a toast. */
function ensureToaster(): void {
  if (toaster) return;
  toaster = true;
  mountClientRoot(<Toaster top={BELOW_HEADER} />);
}
