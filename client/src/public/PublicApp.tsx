import { Box } from '@chakra-ui/react';
import { Suspense, lazy, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { DemoOverlayHost } from './demo/DemoOverlayHost';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollManager } from './layout/ScrollManager';
import { SkipLink } from './layout/SkipLink';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage, routeFor } from './routes';

/** One lazy component per page module (a module may serve several routes). */
const pages = new Map(PUBLIC_ROUTES.map((route) => [route.page, lazy(loadPage(route.page))]));
const pageOf = (route: { page: string }) => pages.get(route.page) as ReturnType<typeof lazy>;
const HomePage = pageOf(HOME_ROUTE);

/**
 * Keeps the tab title and description right as the visitor moves between pages: the route's
 * defaults, in a layout effect so that a page's own head (`usePageHead`, a later effect) wins.
 */
function usePageMeta(pathname: string) {
  useLayoutEffect(() => {
    const route = routeFor(pathname) ?? HOME_ROUTE;
    document.title = route.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', route.description);
  }, [pathname]);
}

/** The public site: header, the page for the path (the home page for unknown paths), footer. */
export function PublicApp() {
  const { pathname } = useLocation();
  usePageMeta(pathname);
  return (
    <>
      <SkipLink />
      <ScrollManager />
      <Header />
      <Box as="main" id="main" minH="60vh">
        <Suspense fallback={null}>
          <Routes>
            {PUBLIC_ROUTES.map((route) => {
              const Page = pageOf(route);
              return <Route key={route.path} path={route.path} element={<Page />} />;
            })}
            <Route path="*" element={<HomePage />} />
          </Routes>
        </Suspense>
      </Box>
      <Footer />
      <DemoOverlayHost />
      <Toaster />
    </>
  );
}
