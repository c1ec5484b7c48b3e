import type { OverlayModule } from './overlayStore';

/**
 * Overlays any button on a page opens with `data-opens="<name>"` (server-rendered or inside an
 * island): the page carries none of their code until a visitor heads for such a button.
 */
export const OVERLAYS = {
  demo: () => import('../demo/demoOverlayEntry'),
  'talk-to-us': () => import('../services/talkToUsEntry'),
  apply: () => import('../careers/applicationEntry'),
  'cookie-settings': () => import('../cookies/cookieSettingsEntry'),
  'book-seat': () => import('../events/seatBookingEntry'),
} satisfies Record<string, () => Promise<OverlayModule>>;

export type OverlayName = keyof typeof OVERLAYS;

/** The attributes of a button that opens an overlay. */
export const opens = (name: OverlayName, data: Record<string, string> = {}) => ({
  'data-opens': name,
  'aria-haspopup': 'dialog' as const,
  ...Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value])),
});

/**
 * The attributes of a link that opens an overlay's form: before the page's script runs (or
 * without it) the link leads to the same form on its own page, `href` (see `forms/formPages.ts`).
 */
export const opensForm = (name: OverlayName, href: string, data: Record<string, string> = {}) => ({ ...opens(name, data), href });
