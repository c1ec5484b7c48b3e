import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../domain/errors.js';
import { SERVER_MESSAGES } from '../rules/server.js';

/** What an HTML form can send without asking the server first (no CORS preflight). */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses (403) a form post another website made a visitor's browser send. An HTML form on any site
 * may post to ours without a CORS preflight, so without this check any site could send our public
 * forms from its visitors' browsers, spreading spam over their addresses and past the per-address
 * limit. A browser says where a request comes from: `Origin` (or, from older ones, only
 * `Sec-Fetch-Site`); a form post whose origin is not the site's (`PUBLIC_URL`'s) is refused before
 * its body is read. Never the origin the request names in its own `Host`: a site whose name an
 * attacker points at this server's address (DNS rebinding) would then count as this one. JSON clients are not concerned (a
 * browser asks before sending JSON across sites, and the server never agrees), nor are servers
 * and tools that send neither header.
 */
export function refuseCrossSiteForms(app: FastifyInstance, publicUrl: string): void {
  const siteOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !FORM_TYPES.has(mediaTypeOf(request))) return;
    if (!isSameSite(request, siteOrigin)) throw new ForbiddenError(SERVER_MESSAGES.crossSiteForm);
  });
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isSameSite(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === siteOrigin;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}
