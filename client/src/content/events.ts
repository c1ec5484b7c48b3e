/** Copy and sample content of the Events and Event Details pages (spec sections 2, 3, 4 and 9). */

import type { Partner } from './home';
import type { Person } from './people';

export const EVENTS_HERO = {
  eyebrow: 'Events',
  title: 'Events',
  lead: 'Conferences, roundtables and evenings where founders, lenders, investors and advisers meet in person, and deals start.',
  toUpcoming: 'See upcoming events',
} as const;

/** The video banner (spec: the Growth & Gains Conference tagline and four social links). */
export const CONFERENCE_BANNER = {
  eyebrow: 'Our flagship event',
  tagline: 'Growth & Gains Conference',
  text: 'Three days on the future of capital for Indian business: credit, equity and M&A, with the people who make the decisions.',
  videoLabel: 'A conference stage: a chart rising on the big screen, spotlights sweeping over the audience',
  play: 'Play the film',
  pause: 'Pause the film',
  socialLabel: 'Follow the conference',
  /** Placeholders until the conference has profiles of its own (spec section 2). */
  social: [
    { network: 'linkedin', label: 'Growth & Gains Conference on LinkedIn', href: 'https://www.linkedin.com/company/finmesh/events' },
    { network: 'facebook', label: 'Growth & Gains Conference on Facebook', href: 'https://www.facebook.com/finmesh/events' },
    { network: 'instagram', label: 'Growth & Gains Conference on Instagram', href: 'https://www.instagram.com/finmesh' },
    { network: 'x', label: 'Growth & Gains Conference on X', href: 'https://x.com/finmesh' },
  ],
} as const;

/** The scroll-driven gallery: pictures from past events. */
export const GALLERY = {
  eyebrow: 'Past events',
  title: 'Moments from our events',
  /** The strip of pictures (it scrolls sideways where it does not move with the page). */
  stripLabel: 'Pictures from past events',
  pictures: [
    'A panel of four speakers on stage, in conversation',
    'Guests with name badges networking over drinks',
    'A keynote speaker at a lectern before a chart on the big screen',
    'A workshop table with laptops and a whiteboard',
    'An award handed over on stage, confetti in the air',
    'A rooftop evening with the Bengaluru skyline at dusk',
  ],
} as const;

export interface Sponsor extends Partner {
  id: string;
}

export interface UpcomingEvent {
  id: string;
  title: string;
  /**
   * When it opens (the first day's start) and closes (the last day's end), as `YYYY-MM-DDTHH:mm`
   * on the clocks where it happens (`zone`). The pages write the days and hours from these, and the
   * countdown counts to the moment it opens there, wherever its visitor is (`events/eventDates.ts`).
   */
  opens: string;
  closes: string;
  /** The IANA time zone of the place it happens (`Asia/Kolkata`). */
  zone: string;
  description: string;
  where: string;
  buttonText: string;
  sponsors: readonly Sponsor[];
}

/**
 * The flagship conference: the first upcoming event on Events and the one Event Details
 * describes and counts down to. Change it here for the next one; both pages follow.
 */
export const CONFERENCE = {
  id: 'growth-gains',
  title: 'Growth & Gains Conference',
  opens: '2027-02-10T09:00',
  closes: '2027-02-12T18:00',
  zone: 'Asia/Kolkata',
  description: 'Our flagship conference: three days of keynotes, panels and one-to-one meetings between borrowers, lenders and investors.',
  where: 'Bengaluru International Exhibition Centre, Bengaluru',
  buttonText: 'ORDER TICKETS NOW',
  sponsors: [
    { id: 'indus-crest', name: 'Indus Crest Bank', mark: 'tower' },
    { id: 'meridian', name: 'Meridian Finserv', mark: 'arc' },
    { id: 'banyan', name: 'Banyan Growth Fund', mark: 'ring' },
    { id: 'northwind', name: 'Northwind Capital', mark: 'wave' },
  ],
} as const satisfies UpcomingEvent;

/** The upcoming-events carousel (spec sections 3 and 4: three events, the next every 10 seconds, 500 ms fade). */
export const UPCOMING_EVENTS = {
  eyebrow: 'Upcoming events',
  title: 'Join us next',
  readMore: 'Read More',
  readMoreTo: '/eventsDetails',
  whenLabel: 'WHEN',
  whereLabel: 'WHERE',
  sponsorsLabel: 'Sponsors',
  noSponsors: 'No sponsors for this event',
  previous: 'Previous event',
  next: 'Next event',
  pause: 'Pause the events',
  play: 'Play the events',
  /** The next three, soonest first. */
  list: [
    CONFERENCE,
    {
      id: 'sme-credit',
      title: 'SME Credit Roundtable',
      opens: '2027-03-11T09:30',
      closes: '2027-03-11T13:00',
      zone: 'Asia/Kolkata',
      description: 'A closed-door morning for credit heads and SME founders on working capital, invoice finance and the new digital lending rules.',
      where: 'The Trident, Nariman Point, Mumbai',
      buttonText: 'ORDER TICKETS NOW',
      sponsors: [
        { id: 'arcadia', name: 'Arcadia Lending', mark: 'bars' },
        { id: 'peregrine', name: 'Peregrine Credit', mark: 'peak' },
      ],
    },
    {
      id: 'founders-funders',
      title: 'Founders & Funders Night',
      opens: '2027-04-09T18:30',
      closes: '2027-04-09T22:00',
      zone: 'Asia/Kolkata',
      description: 'An evening of short pitches and long conversations: twenty founders, forty investors, one rooftop.',
      where: 'Skyview Terrace, HITEC City, Hyderabad',
      buttonText: 'ORDER TICKETS NOW',
      sponsors: [],
    },
  ] satisfies readonly UpcomingEvent[],
} as const;

/**
 * The Event Details page: the conference, on the days Events shows and counting down to its
 * opening (the spec's original showed other dates here, 23rd July - 25th July, and counted to a
 * day long past).
 */
export const EVENT_DETAILS = {
  conference: CONFERENCE,
  eyebrow: 'Our flagship event',
  title: CONFERENCE.title,
  countdownLabel: 'The conference opens in',
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  bookSeat: 'BOOK YOUR SEAT NOW',
  intro: 'Three days with the lenders, investors and advisers shaping how Indian businesses raise capital: keynotes, deal clinics and meetings arranged by our matchmaking.',
} as const;

export const EVENT_THEME = {
  eyebrow: 'Theme',
  title: 'Capital that keeps pace with growth',
  text: 'This year we ask how credit, equity and M&A can move at the speed of the businesses they serve: what AI changes in underwriting, how compliance can speed deals up rather than slow them down, and where the next decade of SME finance comes from.',
  highlightsTitle: 'Key highlights',
  highlights: [
    'Keynotes from heads of lending at banks, NBFCs and funds',
    'Deal clinics: bring your profile, leave with matched lenders',
    'Workshops on the digital lending guidelines and account aggregators',
    'One-to-one meetings arranged by Finmesh matchmaking',
    'The Growth & Gains awards for the year’s best-run raises',
  ],
} as const;

/** The counters (spec section 2: 300+, 32+ and 30+), counting up as they come into view. */
export const EVENT_FIGURES = {
  label: 'The conference in numbers',
  counters: [
    { value: 300, suffix: '+', label: 'Attendees' },
    { value: 32, suffix: '+', label: 'Industry Professionals' },
    { value: 30, suffix: '+', label: 'Regional & local Banking Services' },
  ],
} as const;

export const SPEAKERS = {
  eyebrow: 'Speakers',
  title: 'Who you will hear from',
  list: [
    {
      name: 'Dr. Nandini Krishnan',
      role: 'Chief Risk Officer, Indus Crest Bank',
      portrait: { hair: 'variant28', body: 'variant06', eyes: 'variant05', brows: 'variant09', lips: 'variant22', nose: 'variant07', glasses: 'variant03', background: 'dce6ff' },
      profile: { label: 'Dr. Nandini Krishnan on LinkedIn', href: 'https://www.linkedin.com/in/nandini-krishnan-risk' },
    },
    {
      name: 'Rohit Malhotra',
      role: 'Managing Partner, Banyan Growth Fund',
      portrait: { hair: 'variant56', body: 'variant17', eyes: 'variant04', brows: 'variant07', lips: 'variant06', nose: 'variant11', beard: 'variant02', background: 'd3f9ef' },
      profile: { label: 'Rohit Malhotra on LinkedIn', href: 'https://www.linkedin.com/in/rohit-malhotra-banyan' },
    },
    {
      name: 'Farah Siddiqui',
      role: 'Founder & CEO, MediGo',
      portrait: { hair: 'variant37', body: 'variant14', eyes: 'variant05', brows: 'variant12', lips: 'variant23', nose: 'variant04', background: 'ffe7ee' },
      profile: { label: 'Farah Siddiqui on LinkedIn', href: 'https://www.linkedin.com/in/farah-siddiqui-medigo' },
    },
    {
      name: 'Arjun Menon',
      role: 'Head of SME Lending, Meridian Finserv',
      portrait: { hair: 'variant24', body: 'variant19', eyes: 'variant04', brows: 'variant05', lips: 'variant30', nose: 'variant09', glasses: 'variant11', background: 'fff3dc' },
      profile: { label: 'Arjun Menon on LinkedIn', href: 'https://www.linkedin.com/in/arjun-menon-meridian' },
    },
  ] satisfies readonly Person[],
} as const;

export const WHY_US = {
  eyebrow: 'Why us',
  title: 'Why attend a Finmesh event',
  points: [
    { title: 'Meetings that are already matched', text: 'Our matchmaking pairs you with the lenders, investors or founders whose criteria fit yours, before you arrive.' },
    { title: 'Decision makers, not just speakers', text: 'Credit heads, partners and founders who sign off deals, in rooms small enough to talk.' },
    { title: 'Practical, not promotional', text: 'Clinics and workshops on the rules, data and documents that decide whether a deal closes.' },
  ],
} as const;

export interface Drip {
  title: string;
  text: string;
  /** The full note, shown by View More. */
  more: string;
  /** What its picture shows. */
  picture: string;
}

/** Industry Drips: five news slides, the next every 5 seconds, wrapping; dots to pick one (spec sections 2 and 4). */
export const INDUSTRY_DRIPS = {
  eyebrow: 'Industry Drips',
  title: 'What moved in capital markets',
  viewMore: 'View More',
  viewLess: 'View Less',
  slideLabel: (position: number, count: number) => `Slide ${position} of ${count}`,
  goTo: (position: number) => `Show slide ${position}`,
  pause: 'Pause the slides',
  play: 'Play the slides',
  list: [
    {
      title: 'Digital lending guidelines tighten disclosures',
      text: 'New rules require lenders to show the all-in cost of a loan up front.',
      more: 'Lenders and their lending service providers must now give borrowers a key fact statement with the annual percentage rate before signing, and loans must be paid out to and collected from the borrower’s own account.',
      picture: 'A shield over a phone showing a loan form',
    },
    {
      title: 'SME credit grows for a sixth straight quarter',
      text: 'Bank and NBFC lending to small businesses is up by double digits.',
      more: 'Working-capital lines and invoice finance led the growth, with manufacturers and traders drawing most of the new credit ahead of the festive season.',
      picture: 'A bar chart rising over small shop fronts',
    },
    {
      title: 'Venture debt becomes a mainstream tool',
      text: 'More growth-stage companies pair equity rounds with venture debt.',
      more: 'Founders use it to extend runway between rounds without further dilution; lenders price it on recurring revenue and investor backing rather than collateral.',
      picture: 'A rocket climbing along a rising line',
    },
    {
      title: 'Account aggregators speed up underwriting',
      text: 'Consent-based data sharing cuts credit decisions from weeks to days.',
      more: 'With the borrower’s consent, lenders pull verified bank statements and GST returns in minutes, so a file can be assessed without a stack of uploads.',
      picture: 'Bank nodes connected around a phone',
    },
    {
      title: 'Green bonds draw first-time issuers',
      text: 'Mid-sized companies tap sustainable finance for clean-energy projects.',
      more: 'Lower coupons for certified green projects and growing demand from funds make the labelled bond market worth a look for companies below the largest issuers.',
      picture: 'A leaf over a bond certificate',
    },
  ] satisfies readonly Drip[],
} as const;

/** The Book Your Seat modal (spec section 2; the form is sent nowhere: it confirms with an alert). */
export const SEAT_BOOKING = {
  title: 'Book Your Seat',
  lead: 'Reserve your place at the Growth & Gains Conference.',
  close: 'Close',
  pronouns: ['He/she/him/her', 'They/them', 'Other'],
  labels: {
    pronoun: 'Pronoun',
    pronounPlaceholder: 'Select',
    firstName: 'First Name',
    middleName: 'Middle Name',
    lastName: 'Last Name',
    companyName: 'Company Name',
    designation: 'Designation',
    email: 'Email',
    country: 'Country',
    countryPlaceholder: 'Select your country',
    phoneNumber: 'phone Number',
    callingCode: 'Calling code',
    numberOfTickets: 'Number of Tickets',
    submit: 'Book my seat',
  },
  requiredNote: 'Required',
  booked: 'Ticket booked successfully!',
  /** Tickets per booking (spec section 9). */
  tickets: { min: 1, max: 10 },
} as const;
