/** Labels of the Careers page and its job pages (spec sections 3, 4, 8 and 9); the page's words are page texts (`@rules/page-sections`). */

/** The careers hero's buttons (its words are a page text, careers-hero; its perks are figures placed there). */
export const CAREERS_HERO_LABELS = {
  openings: 'See open roles',
  team: 'Meet the team',
} as const;

/** The openings list's labels (its heading is a page text: careers-openings). */
export const OPENINGS = {
  /** The filters' name for screen readers. */
  searchLabel: 'Current Openings',
  locationLabel: 'Location',
  allLocations: 'All locations',
  roleLabel: 'Role',
  allRoles: 'All roles',
  filter: 'Filter',
  clearFilters: 'Clear filters',
  more: 'More',
  /** "3 of 7 openings" */
  count: (shown: number, total: number) => (shown === total ? `${total} ${total === 1 ? 'opening' : 'openings'}` : `${shown} of ${total} openings`),
  posted: 'Posted',
  noJobs: 'No job openings available at the moment.',
  noMatches: 'No jobs found matching your criteria.',
  /** The totals shown with the empty filter result. */
  matchTotals: (total: number, matching: number) => `Open jobs: ${total} · Matching your filters: ${matching}`,
  loadFailed: (message: string) => `Failed to load jobs: ${message}`,
  consoleHint: 'Check browser console for details.',
  retry: 'Try again',
  loading: 'Loading openings…',
  pagesLabel: 'Openings pages',
  previous: 'Previous',
  next: 'Next',
} as const;

/** The public careers list shows 4 jobs a page (spec section 9). */
export const OPENINGS_PAGE_SIZE = 4;

export const JOB_PAGE = {
  back: 'Back to Openings',
  eyebrow: 'Open role',
  apply: 'Apply for this job',
  detailsTitle: 'Job Details',
  aboutTitle: 'About the role',
  experienceTitle: 'What you bring',
  benefitsTitle: 'Benefits',
  skillsTitle: 'Skills',
  details: {
    jobTypes: 'Job type',
    pay: 'Pay',
    expectedHours: 'Expected hours',
    schedule: 'Schedule',
    supplementalPay: 'Supplemental pay',
    education: 'Education',
    startDate: 'Start date',
    location: 'Location',
    role: 'Team',
  },
  notFoundTitle: 'This role is no longer open',
  notFoundText: 'The job you are looking for has been filled or taken down. Have a look at our current openings.',
  notFoundLink: 'See current openings',
  loadFailedTitle: 'This job could not be loaded',
  loadFailedText: 'Something went wrong on our side. Please try again in a moment, or browse the current openings.',
  loading: 'Loading the job…',
  /** The job page's title and description, for the tab and search engines. */
  pageTitle: (title: string) => `${title} | Careers at Finmesh`,
} as const;

/** The team section's labels (its words are a page text: careers-team). */
export const TEAM = {
  join: 'Join us',
  videoLabel: 'The Finmesh team at work',
  pause: 'Pause video',
  play: 'Play video',
} as const;

/** The open application's labels (its words are a page text: careers-open-application). */
export const GENERAL_APPLICATION = {
  button: 'Send an open application',
  position: 'General application',
} as const;
