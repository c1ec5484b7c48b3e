import { Flex, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { IMPACT } from '../../content/services';
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

/** The Services page's counters (spec: 90, 64 and 48 percent). */
export function ImpactCounters() {
  const list = useRef<HTMLDListElement>(null);
  const progress = useCountUp(list);
  return (
    <chakra.dl ref={list} display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap={{ base: '6', md: '8' }}>
      {IMPACT.counters.map((counter) => (
        // The label comes first for assistive technology (a term before its value); the number is shown above it.
        <Flex key={counter.label} direction="column-reverse" justify="flex-end" borderTopWidth="2px" borderColor="mint.400" pt="6">
          <chakra.dt color="ink.200" fontSize={{ base: 'md', md: 'lg' }} mt="3" fontWeight="500">
            {counter.label}
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
            <span aria-hidden="true">{progress === null ? counter.value : Math.round(counter.value * progress)}%</span>
            <chakra.span srOnly>{counter.value}%</chakra.span>
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
