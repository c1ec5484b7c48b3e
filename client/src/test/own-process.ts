/**
 * Test files that fake the clock (`vi.useFakeTimers`), a module (`vi.mock`) or a global
 * (`vi.stubGlobal`): each runs in a process of its own, where the rest share their worker's imports
 * (vite.config.ts). `own-process.test.ts` finds any such file missing from this list.
 */
export const OWN_PROCESS = [
  'src/admin/AdminApp.failure.test.tsx',
  'src/admin/AdminApp.test.tsx',
  'src/admin/activity/ActivityPage.test.tsx',
  'src/admin/auth/AuthProvider.test.tsx',
  'src/admin/auth/LogoutPage.test.tsx',
  'src/admin/careers/ApplicationsBoard.test.tsx',
  'src/admin/content/KindScreens.test.tsx',
  'src/admin/dashboard/DashboardPage.test.tsx',
  'src/admin/events/attendees/CheckInRetry.test.tsx',
  'src/admin/form-submissions/FormSubmissionsPage.test.tsx',
  'src/admin/kit/downloadExport.test.ts',
  'src/admin/kit/useAdminList.test.tsx',
  'src/admin/kit/useRefreshWhileVisible.test.tsx',
  'src/public/careers/ApplicationDialog.test.tsx',
  'src/public/contact/officeMap.test.tsx',
  'src/public/demo/DemoOverlay.test.tsx',
  'src/public/events/EventsPages.test.tsx',
  'src/public/events/EventsCarousel.test.tsx',
  'src/public/events/countdown.test.ts',
  'src/public/home/HomeIslands.test.tsx',
  'src/public/home/LandingVideo.test.tsx',
  'src/public/layout/CountUpFigures.test.tsx',
  'src/public/newsletter/NewsletterSignup.test.tsx',
  'src/public/services/ServicesPage.test.tsx',
  // Renders whole pages through the server entry (its router, lazy pages and islands): what that
  // leaves loaded breaks the next files' own routers in a shared worker.
  'src/public/about/Values.test.tsx',
  'src/public/contact/ContactFaqs.test.tsx',
  'src/public/home/HomeLists.test.tsx',
  'src/public/legal/LegalPages.test.tsx',
  'src/public/site/pageSections.test.tsx',
  'src/public/layout/KeptMarkup.test.tsx',
  'src/public/layout/KeptMarkup.styles.test.tsx',
  'src/public/services/ServicesList.test.tsx',
  'src/public/site/siteSettings.test.tsx',
];
