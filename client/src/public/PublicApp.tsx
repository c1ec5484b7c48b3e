import { Box } from '@chakra-ui/react';
import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../ui/toaster';
import { DemoOverlayHost } from './demo/DemoOverlayHost';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { ScrollManager } from './layout/ScrollManager';
import { SkipLink } from './layout/SkipLink';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage, routeFor } from './routes';

const pages = new Map(PUBLIC_ROUTES.map((route) => [route.path, lazy(loadPage(route.page))]));
const HomePage = pages.get(HOME_ROUTE.path) as ReturnType<typeof lazy>;

/** Keeps the tab title and description right as the visitor moves between pages. */
function usePageMeta(pathname: string) {
  useEffect(() => {
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
              const Page = pages.get(route.path) as ReturnType<typeof lazy>;
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
