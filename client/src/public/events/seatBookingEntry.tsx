import { overlayOpener } from '../islands/overlayEntry';
import { createOverlayStore } from '../islands/overlayStore';
import SeatBookingDialog from './SeatBookingDialog';

/** Whether the Book Your Seat modal is open (ORDER TICKETS NOW, BOOK YOUR SEAT NOW: `data-opens="book-seat"`). */
export const seatBooking = createOverlayStore<true>();

function SeatBookingHost() {
  const { target, returnFocusTo } = seatBooking.useState();
  return <SeatBookingDialog open={target !== null} onClose={seatBooking.close} returnFocusTo={returnFocusTo} />;
}

/** `data-opens="book-seat"`: the Book Your Seat modal. */
export const open = overlayOpener(seatBooking, SeatBookingHost, () => true as const);
