import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TIMING } from '../../content/timing';

/**
 * Scrolls like a multi-page site would: to the top on a new page, or to the element named by the
 * hash. Sections that are link targets set `scroll-margin-top` for their offset (80px under the
 * header on Contact, 100px for the careers form).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (!hash) {
      if (!initial) window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior: initial ? 'auto' : 'smooth', block: 'start' });
    const target = document.getElementById(id);
    if (target) {
      scrollTo(target);
      return;
    }
    // A page opened from another one: start at the top, then go to the target once its page has rendered.
    if (!initial) window.scrollTo({ top: 0 });
    const observer = new MutationObserver(() => {
      const arrived = document.getElementById(id);
      if (!arrived) return;
      stop();
      scrollTo(arrived);
    });
    const timer = window.setTimeout(() => stop(), TIMING.hashTargetWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
