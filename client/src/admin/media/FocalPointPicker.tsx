import { Box, chakra } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';

/** How far an arrow key moves the point (Shift: further). */
const STEP = 0.02;
const BIG_STEP = 0.1;

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The focal point: what a crop of the image keeps in view. Click where the subject is, or move the
 * marker with the arrow keys (Shift for bigger steps); a slider to assistive technology, saying
 * both coordinates.
 */
export function FocalPointPicker({ src, alt, width, height, focalX, focalY, onChange, disabled = false }: {
  src: string;
  alt: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  onChange(next: { focalX: number; focalY: number }): void;
  disabled?: boolean;
}) {
  const helpId = useId();
  const clicked = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ focalX: clamp((event.clientX - box.left) / box.width), focalY: clamp((event.clientY - box.top) / box.height) });
  };
  const keyed = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = event.shiftKey ? BIG_STEP : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ focalX: clamp(focalX + move[0]), focalY: clamp(focalY + move[1]) });
  };
  return (
    <Box
      position="relative"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label="Focal point"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(focalX * 100)}
      aria-valuetext={`${percent(focalX)} across, ${percent(focalY)} down`}
      aria-disabled={disabled || undefined}
      aria-describedby={helpId}
      onClick={clicked}
      onKeyDown={keyed}
      cursor={disabled ? 'default' : 'crosshair'}
      rounded="l2"
      overflow="hidden"
      bg="bg.muted"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      maxW="full"
    >
      <chakra.img src={src} alt={alt} htmlWidth={width} htmlHeight={height} display="block" w="full" h="auto" draggable={false} />
      <Box
        data-testid="focal-marker"
        position="absolute"
        left={percent(focalX)}
        top={percent(focalY)}
        w="6"
        h="6"
        ml="-3"
        mt="-3"
        rounded="full"
        borderWidth="3px"
        borderColor="white"
        boxShadow="0 0 0 2px rgba(15, 23, 42, 0.8)"
        pointerEvents="none"
      />
      <chakra.span id={helpId} srOnly>
        Click where the subject is, or move the point with the arrow keys.
      </chakra.span>
    </Box>
  );
}
