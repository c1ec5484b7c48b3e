import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { serializeStyles } from '@emotion/serialize';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import worldCountries from 'world-countries';
import { countriesFrom } from '@rules/countries';
import {
  EDGE_KIND,
  FAQ_KIND,
  FIGURE_KIND,
  FIRST_RUN_ROWS,
  LEGAL_KIND,
  PARTNER_KIND,
  PROFILE_KIND,
  SECTION_KIND,
  SERVICE_KIND,
  STAGE_KIND,
  STORY_KIND,
  TESTIMONIAL_KIND,
  TILE_KIND,
  VALUE_KIND,
  imageSourcesFieldOf,
  type ContentKind,
} from '@rules/content-kinds';
import { escapeHtml } from '@shared/html';
import { parseRichText } from '@shared/rich-text/parse';
import { renderRichText } from '@shared/rich-text/render';
import {
  ORIGIN_PLACEHOLDER,
  postedFormOf,
  type DocumentAssets,
  type ExecuteGraphQL,
  type FormPost,
  type FormPostFieldLimit,
  type RenderedDocument,
  type RenderFormPost,
  type ServerEntry,
} from '@shared/render-seam';
import { BRAND } from '../content/brand';
import { ISLANDS } from './browser';
import { renderedMarkup } from './data/markup';
import { PageData, PageDataProvider, type QueryResult, type RunQuery } from './data/pageData';
import { ServerHeadContext, type PageHead } from './data/pageHead';
import { PostedFormContext } from './form-pages/formAnswer';
import { formPath, isPostedForm, SENT_PARAM } from './forms/formPages';
import { answerPost, postedFieldLimit } from './form-pages/formPosts';
import type { PostedForm } from './forms/typedEarly';
import { ServerCountriesContext } from './forms/serverCountries';
import { IslandListContext } from './islands/island';
import { PublicPage } from './PublicPage';
import { FIRST_RUN_SITE } from './site/siteSettings';
import { HOME_ROUTE, PUBLIC_ROUTES, routeFor } from './routes';
import { EMOTION_KEY } from './styles';
import { publicSystem } from './system';

export { PUBLIC_ROUTES };
export type { DocumentAssets, RenderedDocument };

export interface RenderOptions {
  /** Runs the page's queries: the server's executor as the visitor, or the build's (`buildTimeData`). */
  graphql?: ExecuteGraphQL;
  /** The server's answer to a plain post of the form whose page this is, when not stored (see `renderFormPost`). */
  posted?: PostedForm;
}

const ORIGIN = ORIGIN_PLACEHOLDER;

/**
 * The brand system as the page's render uses it: its global styles (reset, tokens, about 50 KB of
 * CSS) serialized once, here, instead of by emotion's `Global` on every render (6-7% of a post
 * page's render, docs/performance.md). `Global` passes styles already serialized through as they
 * are, so the page's `<style>` is the same, name and text; Chakra's type for them (`Dict[]`) does
 * not know that form, hence the cast.
 */
const PAGE_SYSTEM: typeof publicSystem = { ...publicSystem, _global: serializeStyles([publicSystem._global], undefined, {}) as unknown as typeof publicSystem._global };

/** The forms' country pickers list every country in the HTML (the server's own list, `countriesFrom`). */
const COUNTRIES = countriesFrom(worldCountries);

/**
 * Renders a public URL to a complete HTML document: the page's markup with its islands, the
 * critical styles it uses and its meta tags. Unknown paths get the home page, status 404.
 */
export async function renderDocument(url: string, assets: DocumentAssets, options: RenderOptions = {}): Promise<RenderedDocument> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const route = routeFor(pathname);
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const data = new PageData(serverQueries(options.graphql));
  const head: PageHead = {};

  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={PAGE_SYSTEM}>
          <PageDataProvider value={data}>
            <ServerHeadContext value={head}>
              <ServerCountriesContext value={COUNTRIES}>
                <PostedFormContext value={options.posted ?? null}>
                  <IslandListContext value={ISLANDS}>
                    <StaticRouter location={url}>
                      <PublicPage />
                    </StaticRouter>
                  </IslandListContext>
                </PostedFormContext>
              </ServerCountriesContext>
            </ServerHeadContext>
          </PageDataProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>
  );
  // Prerendering waits for every lazy page chunk and the page's data.
  const markup = await renderedMarkup(tree);
  if (markup.includes('<script')) throw new Error(`Rendering ${url} produced an inline script; the CSP would block it.`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));

  const status = !route ? 404 : data.unavailable ? 503 : (head.status ?? 200);
  const page = route ?? HOME_ROUTE;
  const headHtml = [
    metaTags({
      title: head.title ?? page.title,
      description: head.description ?? page.description,
      // A job page's own address; the home page's for unknown paths.
      path: route ? pathname.replace(/(.)\/+$/, '$1') : HOME_ROUTE.path,
      indexable: status === 200 && head.indexable !== false,
      canonical: head.canonical,
      ogType: head.ogType,
      image: head.image,
      siteName: head.siteName ?? BRAND.name,
    }),
    head.structuredData ? dataBlock('application/ld+json', head.structuredData) : '',
    ...Object.entries(head.dataBlocks ?? {}).map(([id, value]) => dataBlock('application/json', value, id)),
    styles,
  ]
    .filter(Boolean)
    .join('\n');
  const html = assets.template.replace('<!--app-head-->', headHtml).replace('<!--app-html-->', markup);
  return head.freshUntil ? { status, html, freshUntil: head.freshUntil.getTime() } : { status, html };
}

/**
 * The answer to a plain post of a public form to its page, `/forms/<name>` (sent before the page's
 * scripts ran, or without them): the form is checked and sent as the browser's own would be, by
 * the server's executor. Stored, the browser is sent on (303) to the form's page with its thanks,
 * so reloading it sends nothing again; otherwise the page is rendered with the form again, its
 * messages and what was typed. A post to any other address gets that address's page.
 */
export const renderFormPost: RenderFormPost = async (url: string, post: FormPost, assets: DocumentAssets, options: RenderOptions): Promise<RenderedDocument> => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const form = postedFormOf(pathname);
  if (!isPostedForm(form) || !options.graphql) return renderDocument(url, assets, options);
  const answer = await answerPost(form, post, { execute: options.graphql, countries: COUNTRIES, query: searchParams });
  if (answer.sent) return { status: 303, html: '', location: formPath(form, { [SENT_PARAM]: answer.sentAs ?? '1' }) };
  const { html } = await renderDocument(url, assets, { ...options, posted: answer.posted });
  return { status: answer.status, html };
};

/** How many fields a plain post to `url` may hold (files included); the server reads no further into a post with more. */
export const formPostFieldLimit: FormPostFieldLimit = (url) => postedFieldLimit(postedFormOf(new URL(url, 'http://localhost').pathname));

/**
 * The data the build renders every page with, to check that each one renders (scripts/prerender.ts):
 * the site's first-run settings and content rows; any other query is not there at build time (the careers pages
 * render as they do when their data cannot be read).
 */
export const buildTimeData: ExecuteGraphQL = async ({ query, variables }) => {
  if (/^\s*query\s+SiteSettings\b/.test(query)) return { data: { siteSettings: FIRST_RUN_SITE } };
  // The first run's content rows (server/src/db/migrations), as a new database has them: no images.
  const rows = (kind: ContentKind) =>
    FIRST_RUN_ROWS[kind.type].map(({ slug, values }) => ({
      __typename: kind.typeName,
      id: slug,
      slug,
      ...values,
      ...Object.fromEntries(kind.fields.filter((field) => field.type === 'image').map((field) => [imageSourcesFieldOf(field), null])),
    }));
  if (/^\s*query\s+PageSections\b/.test(query)) return { data: { pageSections: rows(SECTION_KIND) } };
  if (/^\s*query\s+SuccessStories\b/.test(query)) return { data: { stories: rows(STORY_KIND) } };
  if (/^\s*query\s+HomeTestimonials\b/.test(query)) return { data: { testimonials: rows(TESTIMONIAL_KIND) } };
  if (/^\s*query\s+HomeFigures\b/.test(query)) return { data: { homeFigures: rows(FIGURE_KIND) } };
  if (/^\s*query\s+HomeBorrowerStages\b/.test(query)) return { data: { borrowerStages: rows(STAGE_KIND) } };
  if (/^\s*query\s+HomePartnerLogos\b/.test(query)) return { data: { partnerLogos: rows(PARTNER_KIND) } };
  if (/^\s*query\s+(AboutTeam|EventSpeakers)\b/.test(query)) return { data: { profiles: rows(PROFILE_KIND) } };
  if (/^\s*query\s+ContactFaqs\b/.test(query)) return { data: { faqs: rows(FAQ_KIND) } };
  if (/^\s*query\s+ServicesShowcase\b/.test(query)) return { data: { serviceOfferings: rows(SERVICE_KIND) } };
  if (/^\s*query\s+AboutValues\b/.test(query)) return { data: { companyValues: rows(VALUE_KIND) } };
  if (/^\s*query\s+HomeEcosystemTiles\b/.test(query)) return { data: { ecosystemTiles: rows(TILE_KIND) } };
  if (/^\s*query\s+HomeEdgePanels\b/.test(query)) return { data: { edgePanels: rows(EDGE_KIND) } };
  // A legal page's first-run text, its HTML rendered as the server renders it (the strict parser, then the renderer).
  const legal = /^\s*query\s+LegalPage\b/.test(query) ? rows(LEGAL_KIND).find((row) => row.slug === variables.slug) : undefined;
  const parsed = legal ? parseRichText((legal as Record<string, unknown>).body) : null;
  if (legal && parsed && 'document' in parsed) {
    return { data: { legalPage: { ...legal, bodyHtml: renderRichText(parsed.document, { image: () => null }), updatedAt: new Date().toISOString() } } };
  }
  return { errors: [{ message: 'Not read at build time.', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
};

/** What the server loads of this module (server/src/http/client.ts): checked against the seam both packages import. */
export const SERVER_ENTRY = { renderDocument, renderFormPost, formPostFieldLimit } satisfies ServerEntry;

/** Each page query's text, printed on its first use: a page's queries are its modules' constants, printed again on every render otherwise. */
const printedQueries = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printedQueries.get(document);
  if (text === undefined) {
    text = print(document);
    printedQueries.set(document, text);
  }
  return text;
}

/** Page queries on the server: printed and run by the server's executor for this request. */
function serverQueries(execute: ExecuteGraphQL | undefined): RunQuery {
  return async <TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<QueryResult<TData>> => {
    if (!execute) throw new Error('This page needs data: render it with the server\'s GraphQL executor.');
    const response = await execute({ query: queryText(document), variables: (variables ?? {}) as Record<string, unknown> });
    const [first] = response.errors ?? [];
    if (first) return { data: null, error: { message: first.message, code: String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR') } };
    // The executor ran this very document, so the data has its shape.
    return { data: response.data as TData, error: null };
  };
}

/** A JSON data block: never executed, so the CSP's ban on inline scripts holds. */
function dataBlock(type: string, value: unknown, id?: string): string {
  // "<" escaped, so no "</script>" inside the data can end the block.
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="${type}"${id ? ` id="${id}"` : ''}>${json}</script>`;
}

interface MetaTags {
  title: string;
  description: string;
  path: string;
  indexable: boolean;
  canonical?: string;
  ogType?: PageHead['ogType'];
  image?: string;
  siteName: string;
}

function metaTags({ title, description, path, indexable, canonical, ogType = 'website', image, siteName }: MetaTags): string {
  const url = `${ORIGIN}${path}`;
  // The page's own, else the settings' default (both set by the page's head), else the site's own picture.
  const shared = image ? escapeHtml(image) : `${ORIGIN}/og-image.png`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${canonical ? escapeHtml(canonical) : url}" />`,
    indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="${ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${shared}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${shared}" />`,
  ]
    .filter(Boolean)
    .join('\n');
}

