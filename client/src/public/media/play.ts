/**
 * Starts a film without sound. A browser that blocks it only has that logged (spec section 4:
 * blocked autoplay is not an error the visitor sees); a start cut short by a pause is no news.
 */
export function playQuietly(video: HTMLVideoElement, what: string): void {
  video.play().catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.info(`${what} could not start playing`, error);
  });
}
