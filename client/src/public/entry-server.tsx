import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { BRAND } from '../content/brand';
import { PublicApp } from './PublicApp';
import { HOME_ROUTE, PUBLIC_ROUTES, routeFor, type PublicRoute } from './routes';
import { EMOTION_KEY } from './styles';
import { publicSystem } from './system';

export { PUBLIC_ROUTES };

/** Vite's build manifest (`dist/client/.vite/manifest.json`). */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface DocumentAssets {
  /** The built `index.html`, with `<!--app-head-->` and `<!--app-html-->` to fill. */
  template: string;
  manifest: ViteManifest;
}

export interface RenderedDocument {
  status: 200 | 404;
  html: string;
}

/** The origin is filled in by the server at start-up, so one build serves any domain. */
const ORIGIN = '%PUBLIC_URL%';

/**
 * Renders a public URL to a complete HTML document: the page's markup, the critical styles it
 * uses, its meta tags and preload hints for its code. Unknown paths get the home page, status 404.
 */
export async function renderDocument(url: string, assets: DocumentAssets): Promise<RenderedDocument> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = routeFor(pathname);
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);

  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={publicSystem}>
          <StaticRouter location={url}>
            <PublicApp />
          </StaticRouter>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>
  );
  // Prerendering waits for every lazy page chunk. Large Suspense boundaries would still be sent
  // "outlined", revealed by an inline script the CSP forbids; an unbounded chunk size keeps the
  // whole page plain HTML.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const markup = await streamToString(prelude);
  if (markup.includes('<script')) throw new Error(`Rendering ${url} produced an inline script; the CSP would block it.`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));

  const head = [
    metaTags(route ?? HOME_ROUTE, { indexable: route !== undefined }),
    preloadTags(route ?? HOME_ROUTE, assets.manifest),
    styles,
  ].join('\n');
  const html = assets.template.replace('<!--app-head-->', head).replace('<!--app-html-->', markup);
  return { status: route ? 200 : 404, html };
}

function metaTags(route: PublicRoute, { indexable }: { indexable: boolean }): string {
  const url = `${ORIGIN}${route.path}`;
  return [
    `<title>${escapeHtml(route.title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}" />`,
    `<link rel="canonical" href="${url}" />`,
    indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(route.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(route.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${ORIGIN}/og-image.png" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** `modulepreload` for the page's own chunk and the chunks only it imports; the entry's are in the template. */
function preloadTags(route: PublicRoute, manifest: ViteManifest): string {
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.imports?.forEach((imported) => walk(imported, into));
  };
  const alreadyLoaded = new Set<string>();
  walk('index.html', alreadyLoaded);

  const page = new Set<string>();
  walk(`src/public/${route.page}.tsx`, page);
  const css = manifest[`src/public/${route.page}.tsx`]?.css ?? [];
  return [
    ...css.map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...page].filter((file) => !alreadyLoaded.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n');
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
