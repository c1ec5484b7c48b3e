/** The Services page's islands (see `islands/island.ts`). */
export const serviceShowcase = () => import('./ServiceShowcase').then((module) => module.ServiceShowcase);
/** Talk to us on its own page (`form-pages/FormPage`); elsewhere it is an overlay. */
export const servicesForm = () => import('./TalkToUsOverlay').then((module) => module.ServicesPageForm);
