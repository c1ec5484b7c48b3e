/** The careers pages' islands (see `islands/island.ts`). */
export const openings = () => import('./Openings').then((module) => module.Openings);
/** The application on its own page (`form-pages/FormPage`); elsewhere it is an overlay. */
export const applicationForm = () => import('./ApplicationDialog').then((module) => module.ApplicationPageForm);
