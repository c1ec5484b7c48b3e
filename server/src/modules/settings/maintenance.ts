import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ClosedSite } from '../../http/client.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { MAINTENANCE_RETRY_AFTER_SECONDS, SETTINGS_MESSAGES } from '../../rules/settings.js';
import { sign, unsign } from '../../secrets.js';
import type { SiteSettings } from './settings.service.js';

/**
 * Maintenance mode (issue P20): visitors get the maintenance page (503, `Retry-After`) instead of
 * any public page; signed-in staff see the site as it is, with a banner. A browser sends no
 * bearer token with a page request, so a signed-in admin's browser gets a signed cookie for that
 * (`STAFF_COOKIE`) with the back office's GraphQL answers (`giveStaffCookie`), or from
 * `POST /api/admin/settings/preview`; a bearer token does as well.
 */

/** The cookie that lets a browser of signed-in staff see the site while visitors get the maintenance page. */
export const STAFF_COOKIE = 'finmesh_staff';
/** How long it lasts: a working day; renewed by the back office's requests once half of it is gone. */
export const STAFF_COOKIE_SECONDS = 12 * 3600;


/** The cookie's value for `adminId`, valid until `now` plus `STAFF_COOKIE_SECONDS`. */
export function staffCookieValue(key: Buffer, adminId: string, now = Date.now()): string {
  return sign(key, `${adminId}.${now + STAFF_COOKIE_SECONDS * 1000}`);
}

/** The `Set-Cookie` header of a staff cookie for `adminId`: for the whole site, out of scripts' reach. */
export function staffCookieHeader(key: Buffer, adminId: string, secure: boolean): string {
  return `${STAFF_COOKIE}=${staffCookieValue(key, adminId)}; Path=/; Max-Age=${STAFF_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Gives a signed-in admin's browser the staff cookie with the back office's GraphQL answers,
 * unless it has one good for more than half its time: the back office needs no call of its own.
 * Keys (integrators) get none. A failure to tell who is asking gives none, and changes nothing else.
 */
export async function giveStaffCookie(request: FastifyRequest, reply: FastifyReply, context: AppContext, now = Date.now()): Promise<void> {
  if (request.method !== 'POST' || request.routeOptions.url !== '/graphql' || !context.presentsCredentials) return;
  const { staffKey } = context.services.settings;
  if (hasStaffCookie(request, staffKey, now + (STAFF_COOKIE_SECONDS * 1000) / 2)) return;
  const principal = await context.principal().catch(() => null);
  if (principal?.kind !== 'admin') return;
  reply.header('Set-Cookie', staffCookieHeader(staffKey, principal.adminId, request.protocol === 'https'));
}

/** Whether a request carries a staff cookie this server signed that has not expired (by `now`). */
export function hasStaffCookie(request: FastifyRequest, key: Buffer, now = Date.now()): boolean {
  const value = cookieOf(request.headers.cookie, STAFF_COOKIE);
  const signed = value ? unsign(key, value) : null;
  const expires = Number(signed?.split('.')[1]);
  return Number.isFinite(expires) && expires > now;
}

/** How the public pages stand for this request: `null` while the site is open. */
export async function closedSiteFor(request: FastifyRequest, context: AppContext, staffKey: Buffer): Promise<ClosedSite | null> {
  const settings = await context.services.settings.current();
  if (!settings.maintenanceMode) return null;
  if (hasStaffCookie(request, staffKey)) return { staff: true };
  if (context.presentsCredentials && (await context.principal()).kind !== 'visitor') return { staff: true };
  return { staff: false, html: maintenancePage(settings), retryAfterSeconds: MAINTENANCE_RETRY_AFTER_SECONDS };
}

/** The maintenance page: the site's name, its message and where to write meanwhile; no script. */
export function maintenancePage(settings: Pick<SiteSettings, 'siteName' | 'maintenanceMessage' | 'contactEmail'>): string {
  return renderNoticePage({
    title: SETTINGS_MESSAGES.maintenanceTitle,
    message: settings.maintenanceMessage,
    siteName: settings.siteName,
    contactEmail: settings.contactEmail,
    home: null,
  });
}

function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
