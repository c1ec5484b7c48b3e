import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The thin bar that fills while a tour waits to move on (tabs, panels). Keyed by the tour's
 * `turn`, so it starts again whenever the wait does. Decoration only: hidden from assistive tech.
 */
export function TourProgress({ turn, durationMs, ...position }: { turn: string; durationMs: number } & BoxProps) {
  return (
    <Box
      key={turn}
      aria-hidden="true"
      position="absolute"
      h="3px"
      bg="mint.400"
      style={{ ['--width' as string]: '100%', ['--collapsed-width' as string]: '0%' }}
      animation={`expand-width ${durationMs}ms linear forwards`}
      {...position}
    />
  );
}
