import { playQuietly } from './play';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The site's looping films (`LoopVideo.tsx`, `data-loop-video`): each plays while on screen and
 * pauses off it, unless the visitor prefers reduced motion (it then waits for Play) or has paused
 * it (it then stays paused until Play). The button says what it will do.
 */
export function enableLoopVideos(frames: HTMLElement[]): void {
  const reducedMotion = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const video = entry.target as HTMLVideoElement;
            if (video.dataset.stoppedByVisitor !== undefined) continue;
            if (entry.isIntersecting) playQuietly(video, `The film "${video.getAttribute('aria-label') ?? ''}"`);
            else video.pause();
          }
        });

  for (const frame of frames) {
    const video = frame.querySelector('video');
    const button = frame.querySelector<HTMLButtonElement>('button[data-play-label]');
    if (!video || !button) continue;
    const show = () => {
      button.toggleAttribute('data-playing', !video.paused);
      button.setAttribute('aria-label', (video.paused ? button.dataset.playLabel : button.dataset.pauseLabel) ?? '');
    };
    video.addEventListener('play', show);
    video.addEventListener('pause', show);
    button.addEventListener('click', () => {
      if (video.paused) {
        delete video.dataset.stoppedByVisitor;
        playQuietly(video, `The film "${video.getAttribute('aria-label') ?? ''}"`);
      } else {
        video.dataset.stoppedByVisitor = '';
        video.pause();
      }
    });
    button.disabled = false;
    show();
    if (!reducedMotion) observer?.observe(video);
  }
}
