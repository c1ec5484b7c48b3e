import { TIMING } from '../../content/timing';
import { readConsent, saveConsent, whenConsented, type CookieCategory } from '../cookies/consent';

/**
 * The Contact page's map (`ContactPage`'s `OfficeMap`): the drawn map until the visitor agrees to
 * the category in `data-consent-map`, then the real map framed from `data-map-src`. A visitor who
 * agreed before sees it at once; one who agrees in the cookie banner meanwhile, as soon as they
 * do. "Show the map" asks for that agreement on the spot; Allow records it (the visitor's other
 * choices kept) and shows the map, Not now or Escape puts the button back. Nothing is requested
 * from the other site before. The frame comes only once the other site answers (`reachable`):
 * a frame of a site that cannot be reached shows the browser's error page, so the drawn map stays
 * instead, saying why (`data-map-status`).
 */
export function enableOfficeMaps(maps: HTMLElement[]): void {
  for (const map of maps) {
    const show = map.querySelector<HTMLButtonElement>('[data-map-show]');
    const ask = map.querySelector<HTMLElement>('[data-map-ask]');
    const status = map.querySelector<HTMLElement>('[data-map-status]');
    let embedded = false;
    let focusOnEmbed = false;
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    const embed = () => {
      if (embedded) return;
      embedded = true;
      show?.remove();
      ask?.remove();
      say(map.dataset.mapLoading ?? '');
      void reachable(map.dataset.mapSrc ?? '').then((answered) => {
        say(answered ? '' : (map.dataset.mapUnavailable ?? ''));
        if (answered) showFrame();
        else if (focusOnEmbed) status?.focus();
      });
    };
    const showFrame = () => {
      const frame = document.createElement('iframe');
      frame.src = map.dataset.mapSrc ?? '';
      frame.title = map.dataset.mapTitle ?? '';
      frame.referrerPolicy = 'no-referrer';
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
      frame.style.cssText = 'display: block; width: 100%; height: 100%; border: 0;';
      map.querySelector('img')?.replaceWith(frame);
      map.setAttribute('data-map-embedded', '');
      if (focusOnEmbed) frame.focus();
    };
    whenConsented(map.dataset.consentMap as CookieCategory, embed);
    if (embedded || !show || !ask) continue;

    const asking = (open: boolean) => {
      ask.hidden = !open;
      show.hidden = open;
      show.setAttribute('aria-expanded', String(open));
      (open ? ask.querySelector<HTMLElement>('[data-map-ask-title]') : show)?.focus();
    };
    show.hidden = false;
    show.addEventListener('click', () => asking(true));
    ask.querySelector('[data-map-cancel]')?.addEventListener('click', () => asking(false));
    ask.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') asking(false);
    });
    ask.querySelector('[data-map-allow]')?.addEventListener('click', () => {
      focusOnEmbed = true;
      // `whenConsented` above embeds the map once this is recorded.
      saveConsent({ ...readConsent().preferences, [map.dataset.consentMap as CookieCategory]: true });
    });
  }
}

/**
 * Whether the site of `url` answers the visitor's browser within `TIMING.mapReachMs`: any answer
 * (an opaque one: nothing of it is read, no cookie is sent), or none (the network refused, or
 * nothing came).
 */
async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', cache: 'no-store', signal: AbortSignal.timeout(TIMING.mapReachMs) });
    return true;
  } catch {
    return false;
  }
}
