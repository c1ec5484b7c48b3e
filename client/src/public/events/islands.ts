/** The events pages' islands (see `islands/island.ts`). */
export const eventsCarousel = () => import('./EventsCarousel').then((module) => module.EventsCarousel);
export const industryDrips = () => import('./IndustryDrips').then((module) => module.IndustryDrips);
/** Book Your Seat on its own page (`form-pages/FormPage`, `/forms/booking?event=<slug>`); elsewhere it is a dialog. */
export const seatBookingForm = () => import('./SeatBookingDialog').then((module) => module.SeatBookingPageForm);
