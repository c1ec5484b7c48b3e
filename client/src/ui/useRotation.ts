import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * What the carousels and tab tours share: an index that moves on by itself every `intervalMs`,
 * wrapping round; a visitor's move (`go`) restarts the wait from there. It plays unless the
 * visitor paused it, or asked for reduced motion and has not pressed play.
 */
export function useRotation({ count, intervalMs }: { count: number; intervalMs: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [index, setIndex] = useState(0);
  // Counts the visitor's moves, so moving to the item already shown restarts its wait too.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, moves, playing, count, intervalMs]);

  const go = useCallback(
    (to: number) => {
      setIndex(((to % count) + count) % count);
      setMoves((made) => made + 1);
    },
    [count],
  );

  return {
    index,
    go,
    playing,
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
