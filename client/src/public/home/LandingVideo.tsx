import { Box, Flex, IconButton, Text, chakra } from '@chakra-ui/react';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_CONTROLS as LABELS } from '../../content/home';
import { TIMING } from '../../content/timing';
import { playQuietly } from '../media/play';
import { Poster } from '../media/Poster';

export interface LandingVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  /** What the film shows, for people who cannot see it. */
  label: string;
  width: number;
  height: number;
}

/** 0:07 */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The hero's film (spec section 4, "Landing video"): muted, looping, started by the page's loader
 * once the page has loaded (a browser that blocks it only says so in the console). Its poster is
 * an image of its own, so the page paints it first. The controls (an island that wakes as a pointer
 * first moves over it, or at the first touch or focus) play and pause, mute, seek by clicking the
 * bar, go full screen and show the time; they show on pointer moves, clicks and touches, and hide
 * 3 seconds later, or 1 second after the pointer leaves while it plays. They stay while focus is
 * in them.
 */
export function LandingVideo({ webm, mp4, poster, label, width, height }: LandingVideoProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsShown, setControlsShown] = useState(false);

  // The loader may have started the film before this woke: take over from the element. The pointer
  // that woke it may be resting on it now: it shows the controls as its moves will.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setPlaying(!element.paused);
    setMuted(element.muted);
    if (Number.isFinite(element.duration)) setDuration(element.duration);
    if (frame.current?.matches(':hover')) {
      setControlsShown(true);
      hideTimer.current = window.setTimeout(() => setControlsShown(false), TIMING.videoControlsHideMs);
    }
    const onFullscreen = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.clearTimeout(hideTimer.current);
    };
  }, []);

  const hideIn = (ms: number) => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), ms);
  };

  const show = () => {
    setControlsShown(true);
    hideIn(TIMING.videoControlsHideMs);
  };
  const onLeave = () => {
    if (playing) hideIn(TIMING.videoControlsLeaveMs);
  };

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) playQuietly(element, 'The landing video');
    else element.pause();
  };
  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  return (
    <Box
      ref={frame}
      position="relative"
      w="full"
      h="full"
      bg="ink.950"
      onPointerMove={show}
      onPointerDown={show}
      onTouchStart={show}
      onPointerLeave={onLeave}
      data-controls={controlsShown ? 'shown' : 'hidden'}
    >
      <Poster src={poster} width={width} height={height} priority />
      <chakra.video
        ref={video}
        data-autoplay=""
        muted
        loop
        playsInline
        preload="none"
        htmlWidth={width}
        htmlHeight={height}
        aria-label={label}
        position="absolute"
        inset="0"
        w="full"
        h="full"
        objectFit="cover"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </chakra.video>

      <Flex
        position="absolute"
        insetX="0"
        bottom="0"
        align="center"
        gap="2"
        px="3"
        py="2.5"
        color="white"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientTo="transparent"
        opacity={controlsShown ? 1 : 0}
        transition="opacity 0.25s"
        // Keyboard users see the controls they move through.
        _focusWithin={{ opacity: 1 }}
      >
        <ControlButton label={playing ? LABELS.pause : LABELS.play} onClick={togglePlay}>
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </ControlButton>
        <ControlButton label={muted ? LABELS.unmute : LABELS.mute} onClick={toggleMute}>
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </ControlButton>
        <chakra.input
          type="range"
          aria-label={LABELS.seek}
          aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(time, duration || 0)}
          onChange={(event) => {
            if (video.current) video.current.currentTime = Number(event.target.value);
          }}
          flex="1"
          minW="0"
          h="1.5"
          cursor="pointer"
          accentColor="var(--fm-colors-mint-400)"
          _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400', outlineOffset: '2px' }}
        />
        <Text as="span" fontSize="xs" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" aria-hidden>
          {formatTime(time)} / {formatTime(duration)}
        </Text>
        <ControlButton label={fullscreen ? LABELS.exitFullscreen : LABELS.fullscreen} onClick={toggleFullscreen}>
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
        </ControlButton>
      </Flex>
    </Box>
  );
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <IconButton aria-label={label} onClick={onClick} size="sm" variant="ghost" color="white" rounded="full" _hover={{ bg: 'whiteAlpha.200' }} _focusVisible={{ outline: '2px solid', outlineColor: 'mint.400' }}>
      {children}
    </IconButton>
  );
}
