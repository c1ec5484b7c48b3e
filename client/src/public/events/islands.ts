/** The events pages' islands (see `islands/island.ts`). */
export const eventsCarousel = () => import('./EventsCarousel').then((module) => module.EventsCarousel);
export const industryDrips = () => import('./IndustryDrips').then((module) => module.IndustryDrips);
