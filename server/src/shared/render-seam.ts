/**
 * The seam between the server and the client's server entry (client/src/public/entry-server.tsx,
 * built to client/dist/server/entry-server.js): what the server hands the renderer, and what the
 * renderer answers. Declared once, here, and imported by both packages (the client as
 * `@shared/render-seam`), so neither keeps a copy to drift. Dependency-free.
 */

/** A GraphQL response, as the HTTP endpoint would send it. */
export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** Runs an operation in process as the visitor making the request (same schema, limits and context as `/graphql`). */
export type ExecuteGraphQL = (operation: { query: string; variables: Record<string, unknown> }) => Promise<GraphQLResponse>;

/**
 * A plain post of a public form, as the server read it. `TUpload` is the server's `Upload` (made
 * ready for the form's mutation); the renderer passes them on unopened.
 */
export interface FormPost<TUpload = unknown> {
  /** The text fields, in the order sent (a field sent twice keeps each value). */
  fields: readonly (readonly [string, string])[];
  /** The files sent, each ready to be an `Upload` variable. */
  uploads: readonly TUpload[];
  /** What reading the post itself refused (a file too large, too many files): the field and its message. */
  refused?: { path: string; message: string };
}

export interface DocumentAssets {
  /** The built `index.html` (its one script: the islands' loader), with `<!--app-head-->` and `<!--app-html-->` to fill. */
  template: string;
}

export interface RenderedDocument {
  status: number;
  html: string;
  /** Where a 303 sends the browser (a stored form post, to its thanks). */
  location?: string;
  /**
   * When a page the same for every visitor stops being right with no change of its data (an
   * event starts or ends: the Events page's countdown and sections move on), in milliseconds since
   * 1970: a kept page is rendered again from then on.
   */
  freshUntil?: number;
}

/** Renders a public URL to a whole HTML document; `graphql` is needed by the pages rendered per request. */
export type RenderDocument = (url: string, assets: DocumentAssets, options: { graphql?: ExecuteGraphQL }) => Promise<RenderedDocument>;

/** Answers a plain post of a public form to its page: a 303 to its thanks once stored, or its page with the form again. */
export type RenderFormPost = (url: string, post: FormPost, assets: DocumentAssets, options: { graphql: ExecuteGraphQL }) => Promise<RenderedDocument>;

/** How many fields a plain post to `url` may hold, files included; the server reads no further into a post with more. */
export type FormPostFieldLimit = (url: string) => number;

/** What the server loads of the client's server entry. */
export interface ServerEntry {
  renderDocument: RenderDocument;
  renderFormPost: RenderFormPost;
  formPostFieldLimit: FormPostFieldLimit;
}

/** Written in the built pages where the site's origin goes; the server puts the configured `PUBLIC_URL` in its place. */
export const ORIGIN_PLACEHOLDER = '%PUBLIC_URL%';

/** Where the public forms are posted without the page's scripts: `/forms/<name>`, each form's own page. */
export const FORM_POSTS_BASE = '/forms';

/** The server's route for those posts (a Fastify pattern). */
export const FORM_POST_ROUTE = `${FORM_POSTS_BASE}/:form`;

/** A form's own page, with the query it takes (empty values left out). */
export function formPostPath(name: string, query: Readonly<Record<string, string | null | undefined>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string')).toString();
  return `${FORM_POSTS_BASE}/${name}${search ? `?${search}` : ''}`;
}

/** The form whose page `pathname` is (`/forms/<name>`, with or without a closing slash), if it is one. */
export function postedFormOf(pathname: string): string | undefined {
  if (!pathname.startsWith(`${FORM_POSTS_BASE}/`)) return undefined;
  const name = pathname.slice(FORM_POSTS_BASE.length + 1).replace(/\/$/, '');
  return name !== '' && !name.includes('/') ? name : undefined;
}
