import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { MAP_EMBED_ORIGIN } from '../rules/embeds.js';

/** DESIGN.md "Security rules": HSTS, a CSP without inline scripts, nosniff, the referrer policy, no X-Powered-By (and the Permissions-Policy below). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Emotion (Chakra UI) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      // The Contact page asks the map's site whether it answers before framing it (after consent).
      connectSrc: ["'self'", MAP_EMBED_ORIGIN],
      // The Contact page's map, framed only after the visitor agrees to it.
      frameSrc: [MAP_EMBED_ORIGIN],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Browser features the site never uses, turned off for its pages and for anything they embed, so
 * an injected script or frame cannot ask a visitor for their camera or position. Only names that
 * Chromium knows (an unknown one is a console warning on every page). Left at the browser's
 * default on purpose: `fullscreen` (already `self`: the landing video's full-screen button; a
 * consented map frame can still be given `allow="fullscreen"`, which `fullscreen=(self)` would
 * forbid) and `autoplay` (the landing video starts muted by itself).
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'captured-surface-control',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'interest-cohort',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;
const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Puts helmet's protective headers on every answer, errors and 404s included. They are the same for
 * every request, so helmet works them out once here; its Fastify plugin rebuilt the whole policy on
 * every request, a few percent of the public forms' time.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // helmet 8 has no Permissions-Policy of its own.
  const headers = { ...helmetHeaders(HELMET_OPTIONS), 'Permissions-Policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with `options`, read from a response that records them. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      Reflect.deleteProperty(headers, name);
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
