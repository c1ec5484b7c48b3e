import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf } from '../../../app/graphql-errors';
import { toaster } from '../../../ui/toaster';
import { getFragmentData } from '../../gql';
import type { Attendee_BookingFragment as Booking } from '../../gql/graphql';
import { dequeue, enqueue, readQueue, replayQueue, type CheckInOutcome, type QueuedCheckIn } from './checkInQueue';
import { Attendee_booking, CheckInBookingMutation } from './documents';
import { ATTENDEES_MESSAGES } from './messages';

/** How often the door tries again while check-ins wait and the browser says nothing about its connection. */
export const CHECK_IN_RETRY_MS = 15_000;

/**
 * Refusals that sending again cannot change (the booking is cancelled or gone): the check-in is
 * dropped and the door told why. Any other failure (no answer, the session ended, the server busy)
 * keeps it waiting, to be sent again.
 */
const FINAL_REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);

/** A booking as the door sees it: its own, or checked in here (sent, being sent, or waiting to be). */
export type DoorState = 'booked' | 'sending' | 'waiting' | 'in';

/**
 * Check-in at the door of one event (issue P21): a tap shows the person in at once (optimistic),
 * then sends it; one that cannot be sent (no connection, a weak one) waits in localStorage
 * (`checkInQueue`) and is sent again, in order, when the browser is back on line, every little
 * while meanwhile, when the screen opens again, or when asked (`sendNow`).
 */
export function useCheckIns(eventId: string, checkedIn: (booking: Booking) => void, nameOf: (bookingId: string) => string | null) {
  const client = useApolloClient();
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => readQueue());
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  // What the server confirmed here, whatever the list shows (one sent before the list had loaded, say).
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const replaying = useRef(false);
  const waiting = queue.filter((entry) => entry.eventId === eventId);
  // The screen's own callback, read when an answer comes (a newer render's).
  const landed = useRef(checkedIn);
  const named = useRef(nameOf);
  useEffect(() => {
    landed.current = checkedIn;
    named.current = nameOf;
  }, [checkedIn, nameOf]);

  const send = useCallback(
    async (entry: QueuedCheckIn): Promise<CheckInOutcome> => {
      try {
        const { data } = await client.mutate({ mutation: CheckInBookingMutation, variables: { input: { id: entry.bookingId, at: entry.at } } });
        if (!data) return { kind: 'unsent' };
        const booking = getFragmentData(Attendee_booking, data.checkInBooking.booking);
        setConfirmed((current) => new Set(current).add(booking.id));
        landed.current(booking);
        return { kind: 'sent' };
      } catch (error) {
        const refusal = refusalOf(error);
        return refusal && FINAL_REFUSALS.has(refusal.code) ? { kind: 'refused', message: refusal.message } : { kind: 'unsent' };
      }
    },
    [client],
  );

  /** Sends what waits (every event's: a phone that moved between doors sends them all), once at a time. */
  const sendNow = useCallback(async () => {
    if (replaying.current || readQueue().length === 0) return;
    replaying.current = true;
    try {
      const result = await replayQueue(send);
      for (const { entry, message } of result.refused) toaster.error({ title: `${named.current(entry.bookingId) ?? ATTENDEES_MESSAGES.someCheckIn}: ${message}`, closable: true });
      if (result.sent.length > 0 && result.waiting.length === 0) toaster.success({ title: result.sent.length === 1 ? 'The waiting check-in was sent.' : `The ${result.sent.length} waiting check-ins were sent.`, closable: true });
    } finally {
      replaying.current = false;
      setQueue(readQueue());
    }
  }, [send]);

  // Back on line, or on opening the screen: what waits goes at once.
  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      void sendNow();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    void sendNow();
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [sendNow]);

  // A weak connection says nothing when it comes back: while check-ins wait, they are tried again every little while.
  const anyWaiting = waiting.length > 0;
  useEffect(() => {
    if (!anyWaiting) return;
    const timer = setInterval(() => void sendNow(), CHECK_IN_RETRY_MS);
    return () => clearInterval(timer);
  }, [anyWaiting, sendNow]);

  /** Checks a person in: shown at once, sent now, kept to send again when it cannot be. */
  const checkIn = async (booking: Booking, name: string) => {
    const entry: QueuedCheckIn = { bookingId: booking.id, eventId, at: new Date().toISOString() };
    setSending((current) => new Set(current).add(booking.id));
    // Behind others still waiting: joins them, to keep the order the door checked people in.
    const outcome = readQueue().length > 0 ? ({ kind: 'unsent' } as const) : await send(entry);
    setSending((current) => {
      const next = new Set(current);
      next.delete(booking.id);
      return next;
    });
    if (outcome.kind === 'unsent') {
      setQueue(enqueue(entry));
      if (readQueue().length > 1) void sendNow();
    } else if (outcome.kind === 'refused') {
      setQueue(dequeue(booking.id));
      toaster.error({ title: `${name}: ${outcome.message}`, closable: true });
    }
  };

  /** Where a booking stands at this door. */
  const stateOf = (booking: Booking): DoorState => {
    if (booking.status === 'attended' || confirmed.has(booking.id)) return 'in';
    if (sending.has(booking.id)) return 'sending';
    if (waiting.some((entry) => entry.bookingId === booking.id)) return 'waiting';
    return 'booked';
  };

  return { checkIn, stateOf, waiting, online, sendNow };
}
