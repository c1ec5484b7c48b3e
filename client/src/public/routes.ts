import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { LIST_PARAM, OPENINGS_QUERY } from './careers/jobs';
import { INSIGHTS_QUERY } from './insights/posts';

/**
 * The public routes that have a page. Each page is its own chunk, preloaded with the page. Every
 * page shows data (the site's settings in its layout; the careers pages their jobs), so the server
 * renders each one; the build renders them all once too, as a check. Unknown paths show the home
 * page with status 404.
 */
export interface PublicRoute {
  /** A path, or a pattern with `:params` (React Router and Fastify read them alike). */
  path: string;
  /** The page module under `src/public/`, without extension. */
  page: string;
  /**
   * How the server answers with it: `kept`, the same for every visitor, rendered once and kept
   * until its data changes (the site's settings, and whatever its area adds: the careers pages'
   * jobs; `server/src/db/changes.ts` `PUBLIC_PAGE_TOPICS`); `request`, rendered for each request
   * (it shows today's date, or answers a form that was posted).
   */
  render: 'kept' | 'request';
  /**
   * The query parameters a page rendered by the server reads; any other leaves it as it is. A kept
   * page is kept once for each combination of these, whatever else an address carries (tracking
   * tags, junk), and rendered from them alone.
   */
  query?: readonly string[];
  /** Defaults; a page with data may set its own (`usePageHead`). */
  title: string;
  description: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    page: 'home/HomePage',
    render: 'kept',
    title: 'Finmesh | Smart Capital Solutions for Every Business Need',
    description:
      'Debt, equity and M&A in one marketplace. AI-driven matchmaking connects borrowers with lenders, investors and expert advisers, so funding takes minutes, not months.',
  },
  {
    path: '/services',
    page: 'services/ServicesPage',
    render: 'kept',
    title: 'Services | Finmesh: matchmaking, compliance, market intelligence and more',
    description:
      'AI-driven matchmaking, a compliance decision engine, a venture engine, market intelligence, process automation and marketplace solutions for debt, equity and M&A.',
  },
  {
    path: '/about',
    page: 'about/AboutPage',
    render: 'kept',
    title: 'About Us | Finmesh',
    description:
      'Finmesh is the Bengaluru marketplace for debt, equity and M&A. What we stand for, how we started, and the team that connects businesses with the right capital.',
  },
  {
    path: '/success-stories',
    page: 'stories/SuccessStoriesPage',
    render: 'kept',
    title: 'Success Stories | Finmesh',
    description: 'How businesses found working capital, growth rounds and acquirers on Finmesh: the deals, the partners and how fast they closed.',
  },
  {
    path: '/events',
    page: 'events/EventsPage',
    render: 'kept',
    title: 'Events | Finmesh: conferences, roundtables and evenings',
    description: 'Conferences, roundtables and evenings where founders, lenders, investors and advisers meet. See the upcoming Finmesh events and book your seat.',
  },
  {
    path: '/events/:slug',
    page: 'events/EventPage',
    render: 'kept',
    query: [],
    title: 'Event | Finmesh Events',
    description: 'A Finmesh event: when and where it is, the agenda and speakers, and how to book your seat.',
  },
  {
    // An event as it will look, for whoever holds the signed link: rendered per request, never kept.
    path: '/preview/event/:token',
    page: 'events/EventPreviewPage',
    render: 'request',
    title: 'Preview | Finmesh Events',
    description: 'A preview of an event.',
  },
  {
    path: '/contact',
    page: 'contact/ContactPage',
    render: 'kept',
    title: 'Contact | Finmesh',
    description:
      'Talk to the Finmesh team in Bengaluru about raising, lending, investing or advising on debt, equity and M&A. Call, email, visit us or send a message.',
  },
  {
    path: '/careers',
    page: 'careers/CareersPage',
    render: 'kept',
    query: OPENINGS_QUERY,
    title: 'Careers | Finmesh: open roles in fintech, engineering and capital markets',
    description:
      'Join the team building the marketplace for debt, equity and M&A. See our current openings in Bengaluru and remote, and apply in a few minutes.',
  },
  {
    path: '/careers/:slug',
    page: 'careers/JobPage',
    render: 'kept',
    query: [LIST_PARAM],
    title: 'Job opening | Finmesh Careers',
    description: 'An open role at Finmesh, the marketplace for debt, equity and M&A.',
  },
  {
    path: '/insights',
    page: 'insights/InsightsPage',
    render: 'kept',
    query: INSIGHTS_QUERY,
    title: 'Insights | Finmesh',
    description: 'Articles from the Finmesh team on working capital, growth rounds, M&A and the Indian lending market.',
  },
  {
    path: '/insights/:slug',
    page: 'insights/PostPage',
    render: 'kept',
    query: [],
    title: 'Insights | Finmesh',
    description: 'An article from the Finmesh team on capital for growing businesses.',
  },
  {
    // A post as it will look, for whoever holds the signed link: rendered per request, never kept.
    path: '/preview/post/:token',
    page: 'insights/PostPreviewPage',
    render: 'request',
    title: 'Preview | Finmesh Insights',
    description: 'A preview of an Insights post.',
  },
  {
    path: '/privacy-policy',
    page: 'legal/PrivacyPolicyPage',
    // Its text and its date of last update are the published legal page's (issue P20): kept until content changes.
    render: 'kept',
    title: 'Privacy Policy | Finmesh',
    description: 'How Finmesh collects, uses, shares and protects personal data, and the rights you have over it under Indian law.',
  },
  {
    path: '/terms',
    page: 'legal/TermsPage',
    render: 'kept',
    title: 'Terms of Use | Finmesh',
    description: 'The terms on which Finmesh offers its marketplace for debt, equity and M&A, its website, events and newsletter.',
  },
  {
    path: '/cookies',
    page: 'legal/CookiesPage',
    render: 'kept',
    title: 'Cookie Management | Finmesh',
    description: 'The cookies Finmesh uses, what each category is for, and how to change your choice at any time.',
  },
  {
    // Each public form on a page of its own: where its overlay's button leads before the page's
    // scripts run, and where a plain post of it is answered (see forms/formPages.ts and form-pages/).
    path: '/forms/:form',
    page: 'form-pages/FormPage',
    render: 'request',
    title: 'Finmesh',
    description: 'Send Finmesh a message, book a demo, apply for a role or subscribe to the newsletter.',
  },
  {
    path: '/auth',
    page: 'auth/AuthPage',
    render: 'kept',
    title: 'Sign up / Sign in | Finmesh',
    description: 'Join the Finmesh marketplace as a borrower, lender, investor or adviser, or sign in to the Finmesh back office.',
  },
];

export const HOME_ROUTE = PUBLIC_ROUTES[0] as PublicRoute;

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('./*/*Page.tsx');

export function loadPage(page: string): () => Promise<PageModule> {
  const load = pageModules[`./${page}.tsx`];
  if (!load) throw new Error(`No page module at src/public/${page}.tsx`);
  return load;
}

export function routeFor(pathname: string): PublicRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ROUTES.find((route) => matchPath({ path: route.path, end: true }, normalized) !== null);
}
