/** The cookie banner, on every page (see `islands/island.ts`). */
export const cookieConsent = () => import('./CookieConsent').then((module) => module.CookieConsent);
