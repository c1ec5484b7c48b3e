import { Button, type ButtonProps } from '@chakra-ui/react';
import { Pause, Play } from 'lucide-react';

/** The pause button every moving part of the site has (WCAG 2.2.2): it says what pressing it does. */
export function PlayPause({ playing, onToggle, pauseLabel, playLabel, ...props }: { playing: boolean; onToggle: () => void; pauseLabel: string; playLabel: string } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" onClick={onToggle} aria-pressed={!playing} {...props}>
      {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      {playing ? pauseLabel : playLabel}
    </Button>
  );
}
