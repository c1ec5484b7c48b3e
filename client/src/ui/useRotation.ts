import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * What the carousels and tab tours share: an index that moves on by itself every `intervalMs`,
 * wrapping round; a visitor's move (`go`) restarts the wait from there. It plays unless the
 * visitor paused it, or asked for reduced motion and has not pressed play. With `settleMs`, each
 * change takes that long (a fade) and moves are refused meanwhile (`settling`: the arrows are
 * disabled); the wait for the next change restarts after a move. While `held` (the visitor is
 * reading something in it) it waits without moving on.
 */
export function useRotation({ count, intervalMs, settleMs = 0, held = false }: { count: number; intervalMs: number; settleMs?: number; held?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [index, setIndex] = useState(0);
  // Counts the visitor's moves, so moving to the item already shown restarts its wait too.
  const [moves, setMoves] = useState(0);
  const [settling, setSettling] = useState(false);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => {
      setIndex((current) => (current + 1) % count);
      if (settleMs > 0) setSettling(true);
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [index, moves, playing, held, count, intervalMs, settleMs]);

  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setSettling(false), settleMs);
    return () => clearTimeout(timer);
  }, [settling, settleMs]);

  const go = useCallback(
    (to: number) => {
      if (settling) return;
      setIndex(((to % count) + count) % count);
      setMoves((made) => made + 1);
      if (settleMs > 0) setSettling(true);
    },
    [count, settling, settleMs],
  );

  return {
    index,
    go,
    playing,
    settling,
    togglePlaying: () => setChoice(!playing),
    /** Changes whenever the wait restarts: the key of a progress bar that shows it. */
    turn: `${index}-${moves}`,
  };
}

/**
 * The keyboard of a WAI-ARIA tab list: one tab in the Tab order; arrows, Home and End move to
 * and select a tab (Enter and Space select it too, as the button it is).
 */
export function useTabKeys(count: number, select: (index: number) => void) {
  const tabs = useRef<(HTMLElement | null)[]>([]);
  return {
    ref: (index: number) => (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => {
      const moves: Record<string, number> = { ArrowDown: index + 1, ArrowRight: index + 1, ArrowUp: index - 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
      const to = moves[event.key];
      if (to === undefined) return;
      event.preventDefault();
      const target = (to + count) % count;
      select(target);
      tabs.current[target]?.focus();
    },
  };
}

/**
 * A tab list that tours its tabs by itself (`useRotation`), written out to the WAI-ARIA tabs
 * pattern rather than Chakra's Tabs, whose state machine would weigh more than the rest of a
 * page's script: spread `tab(position)` on each tab button and `panel(position)` on its panel.
 */
export function useTabTour({ count, intervalMs }: { count: number; intervalMs: number }) {
  const rotation = useRotation({ count, intervalMs });
  const { index, go } = rotation;
  const keys = useTabKeys(count, go);
  const ids = useId();
  const tabId = (position: number) => `${ids}-tab-${position}`;
  const panelId = (position: number) => `${ids}-panel-${position}`;
  return {
    ...rotation,
    tab: (position: number) => ({
      ref: keys.ref(position),
      type: 'button' as const,
      role: 'tab',
      id: tabId(position),
      'aria-selected': position === index,
      'aria-controls': panelId(position),
      tabIndex: position === index ? 0 : -1,
      onClick: () => go(position),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => keys.onKeyDown(event, position),
    }),
    panel: (position: number) => ({ role: 'tabpanel', id: panelId(position), 'aria-labelledby': tabId(position), hidden: position !== index }),
  };
}
