import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { use, type ReactNode } from 'react';
import { StaticRouter, useLocation } from 'react-router-dom';
import { renderedMarkup } from '../data/markup';
import { PageDataProvider, usePageData } from '../data/pageData';
import { ServerCountriesContext } from '../forms/serverCountries';
import { IslandListContext } from '../islands/island';
import { SiteSettingsContext, useSiteSettings } from '../site/siteSettings';
import { publicSystem } from '../system';

/** A part of the page rendered once: its markup, and the styles its classes name (Emotion's `inserted` and `registered`). */
interface KeptPart {
  html: string;
  inserted: EmotionCache['inserted'];
  registered: EmotionCache['registered'];
}

/** How many parts are kept: a few per page frame, for each combination of settings, words and route in use. */
const KEPT_MAX = 64;
/** Each part by its key, rendered or rendering (`use` needs the same promise on every render). */
const kept = new Map<string, Promise<KeptPart>>();

/**
 * Server side: a part of every page that is the same wherever its `inputs` are (the header and the
 * footer: about three quarters of the CPU time of rendering a post's page), rendered once and its
 * markup reused by every later render with equal inputs, its styles added to the page's. `inputs`
 * must hold everything the part shows beyond the settings it reads, which are keyed as well:
 * equal inputs, equal markup, so nothing kept can go stale, and the map only stays small. The part
 * is rendered apart (its own Emotion cache records exactly the styles it uses; its ids are its own,
 * `identifierPrefix`), the page waiting for it as for its data. A part marked `fresh` is rendered
 * with the page and kept by no one (the answer to a posted form, which a part's form may show).
 * The markup sits in a box with `display: contents`, as an island's does, so it lays out as if the
 * box were not there.
 */
export function KeptMarkup({ name, inputs, fresh = false, children }: { name: string; inputs: unknown; fresh?: boolean; children: ReactNode }) {
  const cache = useEmotionCache();
  const location = useLocation();
  const data = usePageData();
  const settings = useSiteSettings();
  const islands = use(IslandListContext);
  const countries = use(ServerCountriesContext);
  if (fresh || !cache) return children;

  const key = JSON.stringify([name, location.search, settings, inputs]);
  let rendering = kept.get(key);
  if (rendering) {
    kept.delete(key);
  } else {
    rendering = renderPart(
      cache.key,
      `${name}-`,
      <PageDataProvider value={data}>
        <SiteSettingsContext value={settings}>
          <IslandListContext value={islands}>
            <ServerCountriesContext value={countries}>
              <StaticRouter location={location}>{children}</StaticRouter>
            </ServerCountriesContext>
          </IslandListContext>
        </SiteSettingsContext>
      </PageDataProvider>,
    );
    // A part that failed to render is tried again by the next page.
    rendering.catch(() => kept.get(key) === rendering && kept.delete(key));
    for (const oldest of kept.keys()) {
      if (kept.size < KEPT_MAX) break;
      kept.delete(oldest);
    }
  }
  kept.set(key, rendering);
  const part = use(rendering);
  Object.assign(cache.inserted, part.inserted);
  Object.assign(cache.registered, part.registered);
  return <div data-kept={name} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: part.html }} />;
}

/** Renders a part with an Emotion cache of its own (keyed as the page's), which records exactly the styles it uses. */
async function renderPart(cssKey: string, identifierPrefix: string, tree: ReactNode): Promise<KeptPart> {
  const own = createCache({ key: cssKey });
  own.compat = true;
  const html = await renderedMarkup(
    <CacheProvider value={own}>
      <ChakraProvider value={publicSystem}>{tree}</ChakraProvider>
    </CacheProvider>,
    { identifierPrefix },
  );
  return { html, inserted: { ...own.inserted }, registered: { ...own.registered } };
}
