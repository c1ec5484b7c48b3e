/** The home page's islands (see `islands/island.ts`). */
export const landingVideo = () => import('./LandingVideo').then((module) => module.LandingVideo);
export const audienceTabs = () => import('./AudienceTabs').then((module) => module.AudienceTabs);
export const edgePanels = () => import('./EdgePanels').then((module) => module.EdgePanels);
export const testimonials = () => import('./Testimonials').then((module) => module.Testimonials);
export const newsletterGallery = () => import('./NewsletterGallery').then((module) => module.NewsletterGallery);
