import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ClosedSite } from '../../http/client.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { MAINTENANCE_RETRY_AFTER_SECONDS, SETTINGS_MESSAGES } from '../../rules/settings.js';
import { sign, unsign } from '../../secrets.js';
import type { SiteSettings } from './settings.service.js';

/**
 * Maintenance mode (issue P20): visitors get the maintenance page (503, `Retry-After`) instead of
 * any public page; signed-in staff see the site as it is, with a banner. A browser sends no
 * bearer token with a page request, so the back office gives its staff a signed cookie for that
 * (`STAFF_COOKIE`, from `POST /api/admin/settings/preview`); a bearer token does as well.
 */

/** The cookie that lets a browser of signed-in staff see the site while visitors get the maintenance page. */
export const STAFF_COOKIE = 'finmesh_staff';
/** How long it lasts: a working day; the back office asks for a new one whenever it opens. */
export const STAFF_COOKIE_SECONDS = 12 * 3600;


/** The cookie's value for `adminId`, valid until `now` plus `STAFF_COOKIE_SECONDS`. */
export function staffCookieValue(key: Buffer, adminId: string, now = Date.now()): string {
  return sign(key, `${adminId}.${now + STAFF_COOKIE_SECONDS * 1000}`);
}

/** Whether a request carries a staff cookie this server signed that has not expired. */
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
