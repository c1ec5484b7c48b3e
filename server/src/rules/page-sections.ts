import { COMPANY } from './brand.js';
import { DEMO_MEETING_MINUTES } from './demo.js';

/**
 * The words of the public pages' sections (issue P20): each section of a page is one "page text"
 * (`SECTION_KIND` in content-kinds.ts) that the page finds by its slug, the place it fills. The
 * places are the pages' own (the layout decides them), so the team edits and publishes each one's
 * words but never adds, deletes or moves one. The client keeps only layout and labels.
 */

/** What a page text holds: every field is optional but the heading; a place shows the fields its label names. */
export interface PageSectionValues {
  title: string;
  eyebrow?: string;
  lead?: string;
  text?: readonly string[];
  points?: readonly string[];
}

/**
 * Every place, by slug, with what the back office calls it: its page, its section, and the fields
 * beyond its heading that the section shows (the others are kept but not shown).
 */
export const PAGE_SECTION_PLACES = {
  'home-hero': "Home · Hero: eyebrow, heading (the page's title), lead; points: the film's caption",
  'home-partners': 'Home · Partner logos: heading',
  'home-ecosystem': 'Home · Ecosystem: eyebrow, heading, lead; points: the slogan in the middle',
  'home-audiences': 'Home · Who is it for: eyebrow, heading',
  'home-audience-borrower': "Home · Who is it for, the borrowers' tab: eyebrow (the tab's name), heading, lead, points; text: the chart's title",
  'home-audience-lender': "Home · Who is it for, the lenders' tab: eyebrow (the tab's name), heading, lead, points; text: the chart's title",
  'home-audience-expert': "Home · Who is it for, the experts' tab: eyebrow (the tab's name), heading, lead, points; text: the chart's title",
  'home-film': 'Home · Film: eyebrow, heading, lead',
  'home-edge': 'Home · Our Edge: eyebrow, heading',
  'home-testimonials': 'Home · Testimonials: eyebrow, heading',
  newsletter: 'Newsletter invitation (home page and every footer): eyebrow, heading, lead',
  'about-hero': 'About · Hero: eyebrow, heading, lead',
  'about-values': 'About · What We Stand For: eyebrow, heading, lead',
  'about-journey': 'About · Our journey: eyebrow, heading, text',
  'about-team': 'About · Team: eyebrow, heading',
  'services-hero': 'Services · Hero: eyebrow, heading, lead',
  'services-intro': 'Services · Introduction: eyebrow, heading, text',
  'services-showcase': 'Services · The services: eyebrow, heading, lead',
  'services-impact': 'Services · Impact: eyebrow, heading, lead (the note under the figures)',
  'services-cta': 'Services · Closing call: heading, lead',
  'stories-hero': 'Success Stories · Hero: eyebrow, heading, lead',
  'stories-blurb': 'Success Stories · Introduction: heading, text',
  'stories-list': 'Success Stories · The stories: eyebrow, heading',
  'contact-hero': 'Contact · Hero: eyebrow, heading, lead',
  'contact-form': 'Contact · The form: eyebrow, heading, lead',
  'contact-step-1': 'Contact · The form, first step beside it: heading, lead',
  'contact-step-2': 'Contact · The form, second step beside it: heading, lead',
  'contact-step-3': 'Contact · The form, third step beside it: heading, lead',
  'contact-faq': 'Contact · FAQs: eyebrow, heading, lead',
  'careers-hero': 'Careers · Hero: eyebrow, heading, lead',
  'careers-openings': 'Careers · Current openings: eyebrow, heading, lead',
  'careers-team': 'Careers · Our team: eyebrow, heading, text',
  'careers-open-application': 'Careers · Open application: eyebrow, heading, lead',
  'auth-hero': 'Sign up / Sign in · Hero: eyebrow, heading, lead',
  'auth-join': 'Sign up / Sign in · New to Finmesh: heading, lead',
  'auth-team': 'Sign up / Sign in · The team\'s way in: heading, lead',
  'cookies-hero': 'Cookie Management · Hero: eyebrow, heading, lead',
  'cookies-change': 'Cookie Management · Change your choice: heading, lead',
  demo: 'Book a Demo (the overlay every page opens, and its own page): heading, lead',
  'demo-aside': "Book a Demo · The dark panel beside the form: eyebrow, heading, points; text: a line under each point, in the points' order",
  'talk-to-us': 'Services · Talk to us (the overlay, and its own page): heading, lead',
  'talk-to-us-aside': 'Services · Talk to us, the dark panel beside the form: eyebrow, heading, points',
  'events-hero': 'Events · Hero: eyebrow, heading, lead',
  'events-banner': "Events · The conference film: eyebrow, heading (the tagline over the film), lead; points: the film's caption",
  'events-gallery': 'Events · Pictures from past events: eyebrow, heading; points: what each of the six pictures shows, in order',
  'events-upcoming': 'Events · Upcoming events (the carousel): eyebrow, heading',
  'events-past': 'Events · Past events: eyebrow, heading, lead',
  'event-why-us': "Every event's page · Why attend: eyebrow, heading, points; text: a line under each point, in the points' order",
  'event-drips': "Every event's page · Industry Drips: eyebrow, heading",
  'event-drip-1': "Every event's page · Industry Drips, first slide: heading, lead (the slide's text); text: View More's note; points: what its picture shows",
  'event-drip-2': "Every event's page · Industry Drips, second slide: heading, lead (the slide's text); text: View More's note; points: what its picture shows",
  'event-drip-3': "Every event's page · Industry Drips, third slide: heading, lead (the slide's text); text: View More's note; points: what its picture shows",
  'event-drip-4': "Every event's page · Industry Drips, fourth slide: heading, lead (the slide's text); text: View More's note; points: what its picture shows",
  'event-drip-5': "Every event's page · Industry Drips, fifth slide: heading, lead (the slide's text); text: View More's note; points: what its picture shows",
} as const satisfies Readonly<Record<string, string>>;

export type PageSectionSlug = keyof typeof PAGE_SECTION_PLACES;

/**
 * The places of the two overlays with a form, Book a Demo and Talk to us. An overlay opens in the
 * browser, on any page, long after the page was rendered: every page carries their words in a data
 * block, which the overlay reads as it opens.
 */
export const OVERLAY_SECTIONS = ['demo', 'demo-aside', 'talk-to-us', 'talk-to-us-aside'] as const satisfies readonly PageSectionSlug[];
export type OverlaySectionSlug = (typeof OVERLAY_SECTIONS)[number];
export const isOverlaySection = (slug: string): slug is OverlaySectionSlug => (OVERLAY_SECTIONS as readonly string[]).includes(slug);

/** The overlays' words before they were page texts (client/src/content before P20): the first run's rows of their places. */
export const FIRST_RUN_OVERLAY_SECTIONS: Readonly<Record<OverlaySectionSlug, PageSectionValues>> = {
  demo: { title: 'Book a demo', lead: 'Pick a time that suits you. We will confirm by email with a calendar invitation.' },
  'demo-aside': {
    eyebrow: 'Book a demo',
    title: 'See Finmesh on your own deal flow',
    points: [`A ${DEMO_MEETING_MINUTES}-minute walkthrough`, 'With a product specialist', 'No commitment'],
    text: [
      'Matchmaking, compliance and automation, shown on a deal like yours.',
      'Bring your questions on lenders, investors, pricing and integrations.',
      'Decide afterwards, with a sandbox account if you want to try it.',
    ],
  },
  'talk-to-us': { title: 'Talk to us', lead: 'Tell us what you are looking for. A specialist in that service will get back to you within one business day.' },
  'talk-to-us-aside': {
    eyebrow: 'Finmesh services',
    title: 'The right capital, matched with intelligence',
    points: ['A specialist, not a call centre', 'Your details stay with Finmesh', 'Debt, equity and M&A under one roof'],
  },
};

/**
 * The places of the Events page and of every event's page (issue P21: the words that were in
 * client/src/content/events.ts), added by Migration20261207120000_EventsPageSections.
 */
export const EVENT_SECTIONS = [
  'events-hero',
  'events-banner',
  'events-gallery',
  'events-upcoming',
  'events-past',
  'event-why-us',
  'event-drips',
  'event-drip-1',
  'event-drip-2',
  'event-drip-3',
  'event-drip-4',
  'event-drip-5',
] as const satisfies readonly PageSectionSlug[];
export type EventSectionSlug = (typeof EVENT_SECTIONS)[number];
export const isEventSection = (slug: string): slug is EventSectionSlug => (EVENT_SECTIONS as readonly string[]).includes(slug);

/** The Industry Drips slides' places, in their order. */
export const EVENT_DRIP_SECTIONS = ['event-drip-1', 'event-drip-2', 'event-drip-3', 'event-drip-4', 'event-drip-5'] as const satisfies readonly EventSectionSlug[];

/** The Events and Event Details pages' words before they were page texts (client/src/content/events.ts before P21): the first run's rows of their places. */
export const FIRST_RUN_EVENT_SECTIONS: Readonly<Record<EventSectionSlug, PageSectionValues>> = {
  'events-hero': {
    eyebrow: 'Events',
    title: 'Events',
    lead: 'Conferences, roundtables and evenings where founders, lenders, investors and advisers meet in person, and deals start.',
  },
  'events-banner': {
    eyebrow: 'Our flagship event',
    title: 'Growth & Gains Conference',
    lead: 'Three days on the future of capital for Indian business: credit, equity and M&A, with the people who make the decisions.',
    points: ['A conference stage: a chart rising on the big screen, spotlights sweeping over the audience'],
  },
  'events-gallery': {
    eyebrow: 'Past events',
    title: 'Moments from our events',
    points: [
      'A panel of four speakers on stage, in conversation',
      'Guests with name badges networking over drinks',
      'A keynote speaker at a lectern before a chart on the big screen',
      'A workshop table with laptops and a whiteboard',
      'An award handed over on stage, confetti in the air',
      'A rooftop evening with the Bengaluru skyline at dusk',
    ],
  },
  'events-upcoming': { eyebrow: 'Upcoming events', title: 'Join us next' },
  'events-past': { eyebrow: 'Past events', title: 'Where we have met', lead: 'The conferences, roundtables and evenings we have held, newest first.' },
  'event-why-us': {
    eyebrow: 'Why us',
    title: 'Why attend a Finmesh event',
    points: ['Meetings that are already matched', 'Decision makers, not just speakers', 'Practical, not promotional'],
    text: [
      'Our matchmaking pairs you with the lenders, investors or founders whose criteria fit yours, before you arrive.',
      'Credit heads, partners and founders who sign off deals, in rooms small enough to talk.',
      'Clinics and workshops on the rules, data and documents that decide whether a deal closes.',
    ],
  },
  'event-drips': { eyebrow: 'Industry Drips', title: 'What moved in capital markets' },
  'event-drip-1': {
    title: 'Digital lending guidelines tighten disclosures',
    lead: 'New rules require lenders to show the all-in cost of a loan up front.',
    text: [
      'Lenders and their lending service providers must now give borrowers a key fact statement with the annual percentage rate before signing, and loans must be paid out to and collected from the borrower’s own account.',
    ],
    points: ['A shield over a phone showing a loan form'],
  },
  'event-drip-2': {
    title: 'SME credit grows for a sixth straight quarter',
    lead: 'Bank and NBFC lending to small businesses is up by double digits.',
    text: ['Working-capital lines and invoice finance led the growth, with manufacturers and traders drawing most of the new credit ahead of the festive season.'],
    points: ['A bar chart rising over small shop fronts'],
  },
  'event-drip-3': {
    title: 'Venture debt becomes a mainstream tool',
    lead: 'More growth-stage companies pair equity rounds with venture debt.',
    text: ['Founders use it to extend runway between rounds without further dilution; lenders price it on recurring revenue and investor backing rather than collateral.'],
    points: ['A rocket climbing along a rising line'],
  },
  'event-drip-4': {
    title: 'Account aggregators speed up underwriting',
    lead: 'Consent-based data sharing cuts credit decisions from weeks to days.',
    text: ['With the borrower’s consent, lenders pull verified bank statements and GST returns in minutes, so a file can be assessed without a stack of uploads.'],
    points: ['Bank nodes connected around a phone'],
  },
  'event-drip-5': {
    title: 'Green bonds draw first-time issuers',
    lead: 'Mid-sized companies tap sustainable finance for clean-energy projects.',
    text: ['Lower coupons for certified green projects and growing demand from funds make the labelled bond market worth a look for companies below the largest issuers.'],
    points: ['A leaf over a bond certificate'],
  },
};

/**
 * The kept public pages that show page texts (the newsletter invitation is in every page's footer:
 * see `PUBLIC_PAGE_TOPICS`). The forms' own pages (`/forms/<name>`, headed by the overlays' texts)
 * are rendered for each request: they read the query (`?job=`) and answer posts.
 */
export const PAGE_SECTION_PAGES = ['/', '/about', '/services', '/success-stories', '/contact', '/careers', '/auth', '/cookies', '/events', '/events/:slug'] as const;

/** Today's words of every place (the pages before P20), the first run's rows. */
export const FIRST_RUN_PAGE_SECTIONS: Readonly<Record<PageSectionSlug, PageSectionValues>> = {
  'home-hero': {
    eyebrow: 'Debt · Equity · M&A marketplace',
    title: COMPANY.tagline,
    lead: 'Finmesh connects borrowers with lenders, investors and an expert network of advisers. AI-driven matchmaking finds the right capital partner, and automation carries the deal from first data room to signed term sheet.',
    points: ['Live deal flow on Finmesh'],
  },
  'home-partners': { title: 'Lenders, funds and advisers already on the marketplace' },
  'home-ecosystem': {
    eyebrow: 'The Finmesh ecosystem',
    title: 'Everything a capital deal needs, on one platform',
    lead: 'Eight tools that work as one, from the first match to the signed agreement.',
    points: ['One marketplace. Every side of the deal.'],
  },
  'home-audiences': { eyebrow: 'Who is it for', title: 'Built for every side of a capital deal' },
  'home-audience-borrower': {
    eyebrow: 'Borrowers',
    title: 'Raise debt or equity at every stage',
    lead: 'Founders, SMEs and corporates describe the capital they need once; Finmesh finds lenders and investors whose mandates fit, and shows the odds before you pitch.',
    points: ['Funding odds and terms by stage, before you apply', 'One data room for every lender and investor', 'An adviser on hand for the harder deals'],
    text: ['Borrowers by stage: funded through Finmesh, average ticket and term'],
  },
  'home-audience-lender': {
    eyebrow: 'Lenders & investors',
    title: 'Deal flow that already fits your mandate',
    lead: 'Banks, NBFCs and funds set their criteria; officers get a pipeline of pre-checked borrowers and can see who manages and funds what across the network.',
    points: ['Pre-screened borrowers matched to your mandate', 'Compliance results attached to every file', 'Portfolio and covenant tracking built in'],
    text: ['The lender network: who manages, lends to and invests in whom'],
  },
  'home-audience-expert': {
    eyebrow: 'Experts & advisers',
    title: 'Advise the deals that need you',
    lead: 'Chartered accountants, M&A advisers and sector specialists are matched to companies by skill and track record, and paid through the platform.',
    points: ['Engagements matched to your expertise', 'Collaborate with other advisers on one deal', 'Fees, documents and sign-off in one place'],
    text: ['The expert network: advisers, companies and skills'],
  },
  'home-film': {
    eyebrow: 'See it move',
    title: 'From first match to funded, in one flow',
    lead: 'Watch a working-capital deal go from a borrower profile to signed terms: matches scored, checks passed, documents drafted.',
  },
  'home-edge': { eyebrow: 'Our Edge', title: 'Why deals close faster on Finmesh' },
  'home-testimonials': { eyebrow: 'What our clients say', title: 'Trusted by borrowers, lenders and advisers' },
  newsletter: {
    eyebrow: 'Newsletter',
    title: 'Capital markets insight, once a month',
    lead: 'Deal flow trends, lending benchmarks and what our advisers see first. No noise, unsubscribe any time.',
  },
  'about-hero': {
    eyebrow: 'Who we are',
    title: 'About Us',
    lead: 'Finmesh was founded in Bengaluru by people who had spent years on both sides of the table: founders chasing capital and credit officers buried in files. We built the marketplace we wished we had.',
  },
  'about-values': {
    eyebrow: 'Our principles',
    title: 'What We Stand For',
    lead: 'Four commitments shape every product decision and every conversation with a client.',
  },
  'about-journey': {
    eyebrow: 'Our journey',
    title: 'From a spreadsheet of lenders to a marketplace for every deal',
    text: [
      'Finmesh began as a shared spreadsheet of lenders that a handful of founders passed around. Today it is a marketplace where borrowers, lenders, investors and advisers meet, with compliance, documents and market data built in.',
      'The businesses we have funded tell the story better than we can.',
    ],
  },
  'about-team': { eyebrow: 'Our team', title: 'The people behind Finmesh' },
  'services-hero': {
    eyebrow: 'What we do',
    title: 'Service',
    lead: 'Six services on one marketplace take a deal from first match to signed term sheet: the right counterparties, checks that hold up, and paperwork that moves itself.',
  },
  'services-intro': {
    eyebrow: 'Built for every side of the deal',
    title: 'Capital solutions, engineered end to end',
    text: [
      'Borrowers come to Finmesh for working capital, growth debt or a strategic buyer. Lenders and investors come for deal flow that already fits their mandate. Advisers come for a platform that does the legwork.',
      'Our services share one data layer, so every match is informed by compliance results and live market benchmarks, and every step is automated and auditable.',
    ],
  },
  'services-showcase': {
    eyebrow: 'Our services',
    title: 'Six services, one marketplace',
    lead: 'Pick a service to see what it does, or let the tour run on its own.',
  },
  'services-impact': {
    eyebrow: 'Impact',
    title: 'What our partners report',
    lead: 'As reported by businesses on Finmesh, compared with the year before they joined.',
  },
  'services-cta': { title: 'Have a deal in mind?', lead: 'Tell us what you are looking for and a specialist will reply within one business day.' },
  'stories-hero': {
    eyebrow: 'Success Stories',
    title: 'Success Stories',
    lead: 'Businesses that found their capital partner on Finmesh, and the lenders and advisers who backed them.',
  },
  'stories-blurb': {
    title: 'Smart Capital Solutions for Every Business Need',
    text: [
      'From a food manufacturer preparing for the festive season to a SaaS company raising its growth round, every story here started with one profile on Finmesh. Our matchmaking found the lenders and investors whose mandates fit; our compliance engine cleared the checks before anyone asked; our advisers stayed on until the money landed.',
      'Whatever the deal, debt, equity or an acquisition, the pattern is the same: the right partners, sooner, on terms that make sense.',
    ],
  },
  'stories-list': { eyebrow: 'In their words', title: 'Deals that closed on Finmesh' },
  'contact-hero': {
    eyebrow: 'Get in touch',
    title: 'Contact',
    lead: 'Raising capital, deploying it or advising on a deal? Our Bengaluru team will put you in front of the right people, usually within one business day.',
  },
  'contact-form': {
    eyebrow: 'Send us a message',
    title: 'Tell us what you are working on',
    lead: 'Share a few details and the right specialist will reply: a capital markets lead for borrowers and investors, a partner manager for advisers.',
  },
  'contact-step-1': { title: 'We read every message', lead: 'A person on our deal desk reviews your note the same day.' },
  'contact-step-2': { title: 'We match you to a specialist', lead: 'Debt, equity or M&A: you hear from someone who works your kind of deal.' },
  'contact-step-3': { title: 'You get a clear next step', lead: 'A call, a platform walkthrough or an introduction, never a sales script.' },
  'contact-faq': {
    eyebrow: 'FAQs',
    title: 'Questions we hear most',
    lead: 'Straight answers about how Finmesh works, who it is for and what it costs. Not covered here? Ask us in the form above.',
  },
  'careers-hero': {
    eyebrow: 'Join Finmesh',
    title: 'Careers',
    lead: 'We are building the marketplace where businesses raise debt and equity and close M&A deals in minutes, not months. Come build it with us: engineers, finance people and consultants who like hard problems and clear ownership.',
  },
  'careers-openings': {
    eyebrow: 'Current openings',
    title: 'Current Openings',
    lead: 'Every role here is open now. Pick one to see the details and apply; it takes about five minutes.',
  },
  'careers-team': {
    eyebrow: 'Our team',
    title: 'Our Team',
    text: [
      'Engineers, credit analysts, bankers and designers, working side by side in Bengaluru and remotely. Small teams own whole problems, from the matching model to the term sheet.',
      'We write things down, ship every week and spend time with the borrowers, lenders and advisers who use what we build.',
    ],
  },
  'careers-open-application': {
    eyebrow: 'Open application',
    title: 'Don’t see your role?',
    lead: 'Tell us what you are great at and send your resume. We read every application and get in touch when a role fits.',
  },
  'auth-hero': {
    eyebrow: 'Sign up / Sign in',
    title: 'Your way into Finmesh',
    lead: 'Accounts on the marketplace open with a short conversation, so that every borrower, lender, investor and adviser on it is who they say they are.',
  },
  'auth-join': {
    title: 'New to Finmesh?',
    lead: 'Tell us what you are raising, lending, investing or advising on. We check the basics, set up your profile and show you your first matches.',
  },
  'auth-team': { title: 'Finmesh team', lead: 'Leads, applications, demo requests and the newsletter are worked in the back office.' },
  'cookies-hero': {
    eyebrow: 'Legal',
    title: 'Cookie Management',
    lead: 'Cookies are small files a website keeps in your browser. We keep them to what the site needs, and ask before anything else.',
  },
  'cookies-change': { title: 'Change your choice', lead: 'You can change your mind at any time. Your new choice applies from the next page you open.' },
  ...FIRST_RUN_OVERLAY_SECTIONS,
  ...FIRST_RUN_EVENT_SECTIONS,
};
