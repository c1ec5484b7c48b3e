import { Box, Text } from '@chakra-ui/react';
import { SETTINGS_MESSAGES } from '@rules/settings';
import { Suspense, lazy, use } from 'react';
import { preload } from 'react-dom';
import { Route, Routes, useLocation } from 'react-router-dom';
import headingFont from '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { Island } from './islands/Island';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';
import { IntroLoader } from './layout/IntroLoader';
import { KeptMarkup } from './layout/KeptMarkup';
import { SkipLink } from './layout/SkipLink';
import { formPath } from './forms/formPages';
import { HOME_ROUTE, PUBLIC_ROUTES, loadPage, routeFor, type PublicRoute } from './routes';
import { cookieConsent } from './cookies/islands';
import { ORIGIN_PLACEHOLDER, usePageHead, type PageHead } from './data/pageHead';
import { PostedFormContext } from './form-pages/formAnswer';
import { SiteSettingsProvider, useSiteSettings, type SiteSettings } from './site/siteSettings';
import { OVERLAY_WORDS_ID, overlayWordsFrom } from './site/overlayWords';
import { usePageSections } from './site/pageSections';

/** One lazy component per page module (a module may serve several routes); rendering waits for it. */
const pages = new Map(PUBLIC_ROUTES.map((route) => [route.page, lazy(loadPage(route.page))]));
const pageOf = (route: { page: string }) => pages.get(route.page) as ReturnType<typeof lazy>;
const HomePage = pageOf(HOME_ROUTE);

/**
 * A public page as the server renders it: the intro loader, header, the page for the path (the
 * home page for unknown paths), footer and cookie banner, with the site's settings read once for
 * all of them. It never runs in the browser; its islands do (see `islands/`).
 */
export function PublicPage() {
  return (
    <SiteSettingsProvider>
      <SiteLayout />
    </SiteSettingsProvider>
  );
}

function SiteLayout() {
  // Every page opens with a heading in this face: the browser fetches it with the page, not once
  // the styles are in, so the title's first paint is already in its own face.
  preload(headingFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const { pathname } = useLocation();
  const route = routeFor(pathname) ?? HOME_ROUTE;
  const site = useSiteSettings();
  const wordsOf = usePageSections();
  usePageHead({ ...siteHeadOf(site, route), dataBlocks: { [OVERLAY_WORDS_ID]: overlayWordsFrom(wordsOf) } });
  // Only staff are shown pages while the site is in maintenance (visitors get the maintenance page), except the answer to a form a visitor posted.
  const posted = use(PostedFormContext);
  const staffBanner = site.maintenanceMode && posted === null;
  const withNewsletter = route !== HOME_ROUTE && pathname !== formPath('newsletter');
  return (
    <>
      {staffBanner && <MaintenanceBanner />}
      {/* The header's links mark the section of the site the page is in: the same for every address of a route (an unknown one, which may be anywhere, is not kept; nor the frame of the answer to a posted form, whose form may be in it). */}
      <KeptMarkup name="top" inputs={{ route: route.path }} fresh={posted !== null || !routeFor(pathname)}>
        <IntroLoader />
        <SkipLink />
        <Header />
      </KeptMarkup>
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
      <KeptMarkup name="bottom" inputs={{ withNewsletter, newsletter: wordsOf('newsletter'), year: new Date().getFullYear() }} fresh={posted !== null}>
        <Footer withNewsletter={withNewsletter} />
        <Island of={cookieConsent} props={{ title: site.cookieBannerTitle, text: site.cookieBannerText }} />
      </KeptMarkup>
    </>
  );
}

/**
 * Every page's head as the settings give it, the one place their defaults are applied: the site's
 * name; the default sharing image (an absolute address of its library variant) for any page
 * without an image of its own; the home page's title and description (any unknown path's too,
 * which shows the home page), and the default description for a page whose route has none. A
 * page's own head, set after this, wins.
 */
function siteHeadOf(site: SiteSettings, route: PublicRoute): PageHead {
  return {
    siteName: site.siteName,
    ...(route === HOME_ROUTE ? { title: site.seoTitle, description: site.seoDescription } : { description: route.description || site.seoDescription }),
    ...(site.seoImage ? { image: `${ORIGIN_PLACEHOLDER}${site.seoImage.src}` } : {}),
  };
}

/** Tells signed-in staff that visitors do not see this page now: above everything, the header included. */
function MaintenanceBanner() {
  return (
    <Box role="status" position="fixed" top="0" insetX="0" zIndex="toast" bg="orange.100" color="orange.900" borderBottomWidth="1px" borderColor="orange.300" px="4" py="1.5">
      <Text fontSize="sm" fontWeight="700" textAlign="center">
        {SETTINGS_MESSAGES.staffBanner}
      </Text>
    </Box>
  );
}
