import { overlayOpener } from '../islands/overlayEntry';
import { createOverlayStore } from '../islands/overlayStore';
import SeatBookingDialog, { type SeatTarget } from './SeatBookingDialog';

/** Whether the Book Your Seat modal is open, and for which event (`data-opens="book-seat" data-event="<slug>"`). */
export const seatBooking = createOverlayStore<SeatTarget>();

function SeatBookingHost() {
  const { target, returnFocusTo } = seatBooking.useState();
  return <SeatBookingDialog target={target} onClose={seatBooking.close} returnFocusTo={returnFocusTo} />;
}

/** The event a Book Your Seat button names: its `data-event` (the event's slug; `bookSeatButton` writes it). */
export const seatTargetOf = (trigger: HTMLElement): SeatTarget => ({ event: trigger.dataset.event?.trim() || null });

/** `data-opens="book-seat"`: the Book Your Seat modal, for the event its button names. */
export const open = overlayOpener(seatBooking, SeatBookingHost, seatTargetOf);
