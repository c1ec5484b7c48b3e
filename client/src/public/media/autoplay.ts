import { playQuietly } from './play';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Starts the films marked `data-autoplay` (the landing video: muted, looping) once the page has
 * loaded, so they never compete with what the page needs first. A browser that blocks autoplay
 * only has it logged (spec section 4); visitors who ask for reduced motion get the poster and a
 * Play button.
 */
export function autoplayVideos(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>('video[data-autoplay]');
  if (videos.length === 0 || window.matchMedia?.(REDUCED_MOTION).matches) return;
  const start = () => {
    for (const video of videos) {
      video.muted = true;
      playQuietly(video, video.getAttribute('aria-label') ?? 'A film');
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
