import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

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
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ behavior: initial ? 'auto' : 'smooth', block: 'start' });
        return;
      }
    }
    if (!initial) window.scrollTo({ top: 0 });
  }, [pathname, hash]);

  return null;
}
