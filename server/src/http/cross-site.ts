import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../domain/errors.js';
import { FORM_POST_TITLES, SERVER_MESSAGES } from '../rules/server.js';
import { renderNoticePage } from './notice-page.js';

/** What an HTML form can send without asking the server first (no CORS preflight). */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the site's pages are: the origins whose form posts are the site's own (`Config.siteOrigins`), and its address. */
export interface SiteOrigins {
  siteOrigins: readonly string[];
  publicUrl: string;
}

/**
 * Refuses (403) a form post another website made a visitor's browser send. An HTML form on any site
 * may post to ours without a CORS preflight, so without this check any site could send our public
 * forms from its visitors' browsers, spreading spam over their addresses and past the per-address
 * limit. A browser says where a request comes from: `Origin` (or, from older ones, only
 * `Sec-Fetch-Site`); a form post whose origin is not one of the site's is refused before its body
 * is read: `PUBLIC_URL`'s and `ALLOWED_ORIGINS`, or without `PUBLIC_URL` the loopback names of the
 * port (a newcomer's `npm start` opened at http://127.0.0.1:3000 or http://localhost:3000 alike).
 * Never the origin the request names in its own `Host`: a site whose name an attacker points at
 * this server's address (DNS rebinding) would then count as this one. JSON clients are not
 * concerned (a browser asks before sending JSON across sites, and the server never agrees), nor are
 * servers and tools that send neither header.
 *
 * A browser that asked for a page (a plain HTML form's post) is answered with one, which links to
 * the site's address; GraphQL and REST clients get their usual 403.
 */
export function refuseCrossSiteForms(app: FastifyInstance, { siteOrigins, publicUrl }: SiteOrigins): void {
  const origins = new Set(siteOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !FORM_TYPES.has(mediaTypeOf(request))) return;
    if (isSameSite(request, origins)) return;
    if (!asksForPage(request)) throw new ForbiddenError(SERVER_MESSAGES.crossSiteForm);
    return refusalPage(reply, publicUrl);
  });
}

function refusalPage(reply: FastifyReply, publicUrl: string): FastifyReply {
  const page = renderNoticePage({ title: FORM_POST_TITLES.crossSite, message: SERVER_MESSAGES.crossSiteForm, home: `${publicUrl}/` });
  return reply.status(403).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A browser navigating (a form's post), which shows the answer as a page: its `Accept` names HTML. */
function asksForPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function isSameSite(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return siteOrigins.has(origin);
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}
