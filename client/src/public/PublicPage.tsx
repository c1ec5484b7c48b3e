import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { preload } from 'react-dom';
import { Route, Routes, useLocation } from 'react-router-dom';
import headingFont from '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { Island } from './islands/Island';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { IntroLoader } from './layout/IntroLoader';
import { SkipLink } from './layout/SkipLink';
import { formPath } from './forms/formPages';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage, routeFor } from './routes';
import { cookieConsent } from './cookies/islands';

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
  // Every page opens with a heading in this face: the browser fetches it with the page, not once
  // the styles are in, so the title's first paint is already in its own face.
  preload(headingFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const { pathname } = useLocation();
  const route = routeFor(pathname) ?? HOME_ROUTE;
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
      {/* The home page has a newsletter section of its own, just above, as has the signup's own page. */}
      <Footer withNewsletter={route !== HOME_ROUTE && pathname !== formPath('newsletter')} />
      <Island of={cookieConsent} props={{}} />
    </>
  );
}
