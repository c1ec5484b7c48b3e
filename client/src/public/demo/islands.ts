/** Book a Demo on its own page (`form-pages/FormPage`; see `islands/island.ts`); elsewhere it is an overlay. */
export const demoForm = () => import('./DemoOverlay').then((module) => module.DemoPageForm);
