/** Emotion's cache key, the same for the server render and the browser, so styles are reused. */
export const EMOTION_KEY = 'css';
