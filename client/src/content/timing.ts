/** Every timer and threshold of the spec (sections 4 and 9), in one place. */
export const TIMING = {
  /** Toasts appear top-right and close after 5 seconds. */
  toastMs: 5000,
  /** A toast that offers to undo what was just done (the applications board's moves) stays longer: time to reach its button. */
  undoToastMs: 10_000,
  /** The thank-you dialog of the contact forms and the demo's success screen close themselves after 5 seconds. */
  thanksMs: 5000,
  /**
   * The Services tabs advance every 8 seconds, through the six and round again; after a visitor
   * picks one, the tour waits as long, then resumes with the next.
   */
  servicesTabMs: 8000,
  /** Counters count from 0 to their target over 3 seconds... */
  counterMs: 3000,
  /** ...in about 60 steps a second. */
  counterFps: 60,
  /** The job application modal closes itself this long after a successful submission. */
  applicationCloseMs: 5000,
  /**
   * The back office asks the server again for what an open screen shows (the Dashboard's figures,
   * the lists, the sidebar's counts) this often while its tab is visible, and at once when the tab
   * comes back (issue P19: a new lead waited unseen until a reload).
   */
  adminRefreshMs: 20_000,
  /** After a successful save the admin's job form returns to the list this much later. */
  jobSaveRedirectMs: 1000,
  /** The intro loader shows for 5 seconds, then leaves over 1 second. */
  introLoaderMs: 5000,
  introExitMs: 1000,
  /** Sections reveal themselves once, over 1 second, as they scroll into view. */
  revealMs: 1000,
  /** The who-is-it-for tabs move on every 10 seconds: borrower, lender, expert. */
  audienceTabMs: 10_000,
  /** Our Edge's video panels move on every 8 seconds, 4 wrapping to 1. */
  edgePanelMs: 8000,
  /** The testimonial carousel moves on every 5 seconds. */
  testimonialMs: 5000,
  /** The newsletter section's image sets change every 5 seconds. */
  newsletterImagesMs: 5000,
  /** The upcoming-events carousel moves on every 10 seconds (either way by its arrows)... */
  eventCarouselMs: 10_000,
  /** ...each change a 500 ms fade, during which the arrows are disabled. */
  eventFadeMs: 500,
  /** The Industry Drips slider moves on every 5 seconds, wrapping round. */
  dripsMs: 5000,
  /** The landing video's controls hide 3 seconds after the last pointer move, click or touch... */
  videoControlsHideMs: 3000,
  /** ...and 1 second after the pointer leaves the video while it plays. */
  videoControlsLeaveMs: 1000,
  /** The Contact page frames the real map once OpenStreetMap answers; the drawn map stays if it has not within this long. */
  mapReachMs: 8000,
} as const;

export const LAYOUT = {
  /** The fixed header's height: one row on phones and wide screens; from 768px to 1280px the links take a second row. */
  headerHeight: { base: '64px', md: '112px', xl: '76px' },
  /** The header changes variant once the page is scrolled beyond this many pixels (wide screens). */
  headerScrollThresholdPx: 10,
  /** Below this width the site uses its mobile layout. */
  mobileBreakpointPx: 768,
  /** Space left above a section reached through a link's hash on the Contact page (under the fixed header). */
  hashScrollOffsetPx: 80,
  /** Space left above the careers form when Join us scrolls to it. */
  careerFormScrollOffsetPx: 100,
  /** Counters start when at least this share of them is on screen. */
  counterVisibleRatio: 0.5,
  /** Previous and next move a carousel (the About page's team) this far. */
  carouselStepPx: 500,
  /** The network charts zoom from half size to four times. */
  chartZoomMin: 0.5,
  chartZoomMax: 4,
} as const;
