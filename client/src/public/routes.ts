import type { ComponentType } from 'react';

/**
 * The public routes that have a page. Each page is its own chunk; the build prerenders every
 * path here and preloads its page's chunk. Unknown paths show the home page with status 404.
 */
export interface PublicRoute {
  path: string;
  /** The page module under `src/public/`, without extension. */
  page: string;
  title: string;
  description: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    page: 'home/HomePage',
    title: 'Finmesh | Smart Capital Solutions for Every Business Need',
    description:
      'Debt, equity and M&A in one marketplace. AI-driven matchmaking connects borrowers with lenders, investors and expert advisers, so funding takes minutes, not months.',
  },
  {
    path: '/services',
    page: 'services/ServicesPage',
    title: 'Services | Finmesh: matchmaking, compliance, market intelligence and more',
    description:
      'AI-driven matchmaking, a compliance decision engine, a venture engine, market intelligence, process automation and marketplace solutions for debt, equity and M&A.',
  },
  {
    path: '/contact',
    page: 'contact/ContactPage',
    title: 'Contact | Finmesh',
    description:
      'Talk to the Finmesh team in Bengaluru about raising, lending, investing or advising on debt, equity and M&A. Call, email, visit us or send a message.',
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
  return PUBLIC_ROUTES.find((route) => route.path === normalized);
}
