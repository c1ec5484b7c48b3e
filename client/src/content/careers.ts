/** Copy of the Careers page and its job pages (spec sections 3, 4, 8 and 9). */

export const CAREERS_HERO = {
  eyebrow: 'Join Finmesh',
  title: 'Careers',
  lead: 'We are building the marketplace where businesses raise debt and equity and close M&A deals in minutes, not months. Come build it with us: engineers, finance people and consultants who like hard problems and clear ownership.',
  primary: 'See open roles',
  secondary: 'Meet the team',
  perks: [
    { value: 'Bengaluru', label: 'Hybrid, with remote roles' },
    { value: '4 weeks', label: 'Paid leave, plus public holidays' },
    { value: '₹1 L', label: 'Yearly learning budget' },
  ],
} as const;

export const OPENINGS = {
  eyebrow: 'Current openings',
  title: 'Current Openings',
  lead: 'Every role here is open now. Pick one to see the details and apply; it takes about five minutes.',
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

export const TEAM = {
  eyebrow: 'Our team',
  title: 'Our Team',
  text: [
    'Engineers, credit analysts, bankers and designers, working side by side in Bengaluru and remotely. Small teams own whole problems, from the matching model to the term sheet.',
    'We write things down, ship every week and spend time with the borrowers, lenders and advisers who use what we build.',
  ],
  join: 'Join us',
  videoLabel: 'The Finmesh team at work',
  pause: 'Pause video',
  play: 'Play video',
} as const;

export const GENERAL_APPLICATION = {
  eyebrow: 'Open application',
  title: 'Don’t see your role?',
  text: 'Tell us what you are great at and send your resume. We read every application and get in touch when a role fits.',
  button: 'Send an open application',
  position: 'General application',
} as const;
