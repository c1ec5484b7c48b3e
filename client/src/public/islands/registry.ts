import type { ComponentType } from 'react';

/**
 * The public site's islands: the only parts of a page that run in the browser. Everything else is
 * HTML and CSS from the server. Each island is a component the server renders into the page
 * (`<Island>`) and the browser hydrates in place, on its own React root, when its trigger fires:
 *
 * - `interaction`: the visitor first points at, touches, focuses or types into it (forms). A click
 *   that arrives before its code is replayed once it has hydrated.
 * - `visible`: it scrolls into view (what moves by itself: tab tours, counters).
 * - `hover`: as `interaction`, and as soon as a pointer moves over it (what answers a pointer's
 *   mere presence: the landing video shows its controls).
 *
 * Props cross from server to browser as JSON, so they are plain data. Add an island here, render
 * it with `<Island name="…">`, and keep its module free of page-level code.
 */
export const ISLANDS = {
  newsletter: () => import('../newsletter/NewsletterSignup').then((module) => module.NewsletterSignup),
  'contact-form': () => import('../contact/ContactForm').then((module) => module.ContactForm),
  // The overlays' forms on their own pages (form-pages/FormPage).
  'services-form': () => import('../services/TalkToUsOverlay').then((module) => module.ServicesPageForm),
  'demo-form': () => import('../demo/DemoOverlay').then((module) => module.DemoPageForm),
  'application-form': () => import('../careers/ApplicationDialog').then((module) => module.ApplicationPageForm),
  'service-showcase': () => import('../services/ServiceShowcase').then((module) => module.ServiceShowcase),
  'count-up': () => import('../layout/CountUpFigures').then((module) => module.CountUpFigures),
  openings: () => import('../careers/Openings').then((module) => module.Openings),
  'cookie-consent': () => import('../cookies/CookieConsent').then((module) => module.CookieConsent),
  'landing-video': () => import('../home/LandingVideo').then((module) => module.LandingVideo),
  'audience-tabs': () => import('../home/AudienceTabs').then((module) => module.AudienceTabs),
  'edge-panels': () => import('../home/EdgePanels').then((module) => module.EdgePanels),
  testimonials: () => import('../home/Testimonials').then((module) => module.Testimonials),
  'newsletter-gallery': () => import('../home/NewsletterGallery').then((module) => module.NewsletterGallery),
  'values-accordion': () => import('../about/ValuesAccordion').then((module) => module.ValuesAccordion),
  'events-carousel': () => import('../events/EventsCarousel').then((module) => module.EventsCarousel),
  'industry-drips': () => import('../events/IndustryDrips').then((module) => module.IndustryDrips),
};

export type IslandName = keyof typeof ISLANDS;
type ComponentOf<TName extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[TName]>>;
/** What an island's component takes, as JSON crosses it from the server. */
export type IslandProps<TName extends IslandName> = ComponentOf<TName> extends ComponentType<infer TProps> ? TProps : never;
export type IslandTrigger = 'interaction' | 'visible' | 'hover';

/** Islands with a spam-guarded form: the page asks for the guard's token as soon as it loads. */
export const GUARDED_ISLANDS: readonly IslandName[] = ['contact-form', 'services-form', 'demo-form', 'application-form'];
