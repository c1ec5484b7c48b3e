import { Flex, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LAYOUT, TIMING } from '../../content/timing';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';

/** Fast at first, settling on the target. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * How far the count-up has gone, 0 to 1, for the element in `ref`: it runs over 3 seconds each
 * time at least half of the element comes into view, and starts again from 0 on every return.
 * `null` means no animation (prerendered, reduced motion, or no IntersectionObserver): show the targets.
 */
function useCountUp(ref: React.RefObject<HTMLElement | null>): number | null {
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const run = () => {
      const started = performance.now();
      let shown = 0;
      const step = (now: number) => {
        const elapsed = now - started;
        // About 60 updates a second, whatever the screen's refresh rate.
        if (elapsed - shown >= 1000 / TIMING.counterFps || elapsed >= TIMING.counterMs) {
          shown = elapsed;
          setProgress(easeOut(Math.min(1, elapsed / TIMING.counterMs)));
        }
        if (elapsed < TIMING.counterMs) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        stop();
        if (entry?.isIntersecting) run();
        else setProgress(0);
      },
      { threshold: LAYOUT.counterVisibleRatio },
    );
    observer.observe(element);
    return () => {
      stop();
      observer.disconnect();
    };
  }, [ref, reducedMotion]);

  return reducedMotion ? null : progress;
}

/** A figure that counts up: its target, what follows the number ("%", "+") and what it counts. */
export interface Figure {
  value: number;
  suffix: string;
  label: string;
}

/**
 * Figures that count up from 0 to their targets over 3 seconds, at about 60 steps a second, each
 * time at least half of them come into view (spec section 4): the Services page's 90, 64 and
 * 48 percent, Event Details' 300+, 32+ and 30+. For a dark band or a light one.
 */
export function CountUpFigures({ figures, tone = 'dark' }: { figures: readonly Figure[]; tone?: 'dark' | 'light' }) {
  const list = useRef<HTMLDListElement>(null);
  const progress = useCountUp(list);
  return (
    <chakra.dl ref={list} display="grid" gridTemplateColumns={{ base: '1fr', md: `repeat(${figures.length}, minmax(0, 1fr))` }} gap={{ base: '6', md: '8' }}>
      {figures.map((figure) => (
        // The label comes first for assistive technology (a term before its value); the number is shown above it.
        <Flex key={figure.label} direction="column-reverse" justify="flex-end" borderTopWidth="2px" borderColor={tone === 'dark' ? 'mint.400' : 'brand.500'} pt="6">
          <chakra.dt color={tone === 'dark' ? 'ink.200' : 'fg.muted'} fontSize={{ base: 'md', md: 'lg' }} mt="3" fontWeight="500">
            {figure.label}
          </chakra.dt>
          <chakra.dd
            fontFamily="heading"
            fontWeight="800"
            fontSize={{ base: '5xl', md: '6xl', xl: '7xl' }}
            lineHeight="1"
            letterSpacing="-0.03em"
            fontVariantNumeric="tabular-nums"
          >
            {/* The moving number is for the eye; assistive technology reads the target. */}
            <span aria-hidden="true">
              {progress === null ? figure.value : Math.round(figure.value * progress)}
              {figure.suffix}
            </span>
            <chakra.span srOnly>
              {figure.value}
              {figure.suffix}
            </chakra.span>
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
