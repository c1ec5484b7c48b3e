import { Box } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { SkipLink } from './layout/SkipLink';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage } from './routes';

/** One lazy component per page module (a module may serve several routes); rendering waits for it. */
const pages = new Map(PUBLIC_ROUTES.map((route) => [route.page, lazy(loadPage(route.page))]));
const pageOf = (route: { page: string }) => pages.get(route.page) as ReturnType<typeof lazy>;
const HomePage = pageOf(HOME_ROUTE);

/**
 * A public page as the server renders it: header, the page for the path (the home page for
 * unknown paths), footer. It never runs in the browser; its islands do (see `islands/`).
 */
export function PublicPage() {
  return (
    <>
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
      <Footer />
    </>
  );
}
