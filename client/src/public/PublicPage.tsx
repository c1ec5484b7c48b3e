import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Island } from './islands/Island';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { IntroLoader } from './layout/IntroLoader';
import { SkipLink } from './layout/SkipLink';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage, routeFor } from './routes';

/** One lazy component per page module (a module may serve several routes); rendering waits for it. */
const pages = new Map(PUBLIC_ROUTES.map((route) => [route.page, lazy(loadPage(route.page))]));
const pageOf = (route: { page: string }) => pages.get(route.page) as ReturnType<typeof lazy>;
const HomePage = pageOf(HOME_ROUTE);

/**
 * A public page as the server renders it: the intro loader, header, the page for the path (the
 * home page for unknown paths), footer and cookie banner. It never runs in the browser; its
 * islands do (see `islands/`).
 */
export function PublicPage() {
  const route = routeFor(useLocation().pathname) ?? HOME_ROUTE;
  return (
    <>
      <IntroLoader />
      <SkipLink />
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
      {/* The home page has a newsletter section of its own, just above. */}
      <Footer withNewsletter={route !== HOME_ROUTE} />
      <Island name="cookie-consent" props={{}} />
    </>
  );
}
