import { valuesAccordion } from './about/islands';
import { applicationForm, openings } from './careers/islands';
import { contactForm } from './contact/islands';
import { cookieConsent } from './cookies/islands';
import { demoForm } from './demo/islands';
import { eventsCarousel, industryDrips, seatBookingForm } from './events/islands';
import { audienceTabs, edgePanels, landingVideo, newsletterGallery, testimonials } from './home/islands';
import type { BehaviourOnPage } from './islands/behaviours';
import type { IslandList } from './islands/island';
import type { Overlays } from './islands/overlays';
import { countUp } from './layout/islands';
import { newsletterSignup } from './newsletter/islands';
import { serviceShowcase, servicesForm } from './services/islands';

/**
 * What of the public site runs in the browser, every page's, by the name the page's HTML gives it.
 * The pages place these; the browser's script (`entry-client.ts`) reads the lists; `islands/` is
 * the mechanism, which names none of them. The lists name the pages' code, so they stand here,
 * above the pages, with the composition.
 */

/**
 * The islands the browser wakes (see `islands/island.ts`), by the name the server writes into the
 * page for each: every folder's (its `islands.ts`). The server renders only an island named here.
 */
export const ISLANDS = {
  newsletter: newsletterSignup,
  'contact-form': contactForm,
  // The overlays' forms on their own pages (form-pages/FormPage).
  'services-form': servicesForm,
  'demo-form': demoForm,
  'application-form': applicationForm,
  'seat-booking-form': seatBookingForm,
  'service-showcase': serviceShowcase,
  'count-up': countUp,
  openings,
  'cookie-consent': cookieConsent,
  'landing-video': landingVideo,
  'audience-tabs': audienceTabs,
  'edge-panels': edgePanels,
  testimonials,
  'newsletter-gallery': newsletterGallery,
  'values-accordion': valuesAccordion,
  'events-carousel': eventsCarousel,
  'industry-drips': industryDrips,
} satisfies IslandList;

export type IslandName = keyof typeof ISLANDS;

/** Islands with a spam-guarded form: a page with one asks for the guard's token as soon as it loads. */
export const GUARDED_ISLANDS: readonly IslandName[] = ['contact-form', 'services-form', 'demo-form', 'application-form', 'seat-booking-form'];

/** What each `data-opens` button opens (see `islands/overlays.ts`). */
export const OVERLAYS: Overlays = {
  demo: () => import('./demo/demoOverlayEntry'),
  'talk-to-us': () => import('./services/talkToUsEntry'),
  apply: () => import('./careers/applicationEntry'),
  'cookie-settings': () => import('./cookies/cookieSettingsEntry'),
  'book-seat': () => import('./events/seatBookingEntry'),
};

/** The plain-DOM features of a few pages (see `islands/behaviours.ts`), each loaded when a page has an element it works on. */
export const BEHAVIOURS: readonly BehaviourOnPage[] = [
  // Strips of logos that scroll when dragged with a mouse (the home page's partners).
  { selector: '[data-drag-scroll]', load: () => import('./layout/dragScroll').then((module) => module.enableDragScroll) },
  // Previous and next buttons of a sideways list (the About page's team).
  { selector: 'button[data-scroll-step]', load: () => import('./layout/scrollButtons').then((module) => module.enableScrollButtons) },
  // Films that play while on screen, with their Play / Pause button (home, Terms, Events, Careers).
  { selector: '[data-loop-video]', load: () => import('./media/loopVideo').then((module) => module.enableLoopVideos) },
  // Countdowns to an event (Event Details).
  { selector: '[data-countdown]', load: () => import('./events/countdown').then((module) => module.startCountdowns) },
  // The Contact page's map, real once the visitor agrees to content from other sites.
  { selector: '[data-consent-map]', load: () => import('./contact/officeMap').then((module) => module.enableOfficeMaps) },
];
