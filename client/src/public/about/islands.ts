/** The About page's island (see `islands/island.ts`). */
export const valuesAccordion = () => import('./ValuesAccordion').then((module) => module.ValuesAccordion);
