import { BRAND } from '../../content/brand';
import { isoWithOffset } from './eventDates';
import { availabilityOf, eventPath, type BookableEvent } from './events';

interface EventSource extends BookableEvent {
  slug: string;
  title: string;
  summary: string | null;
  format: string;
  timeZone: string;
  previousStartsAt: string | null;
  venue: { name: string; addressLines: readonly string[]; latitude: number; longitude: number } | null;
  /** The cover image's address (its largest), when it has one. */
  image: string | null;
}

const ATTENDANCE_MODE: Readonly<Record<string, string>> = {
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * The event as schema.org `Event` structured data; `origin` is the site's address. Times carry the
 * offset of the event's zone; an online event's location is its page (never the link attendees
 * join at, which visitors never get); the offer's availability is the seats' (`availabilityOf`).
 */
export function eventData(event: EventSource, origin: string, now: Date): Record<string, unknown> {
  const url = `${origin}${eventPath(event.slug)}`;
  const place = event.venue
    ? {
        '@type': 'Place',
        name: event.venue.name,
        address: { '@type': 'PostalAddress', streetAddress: event.venue.addressLines.join(', ') },
        geo: { '@type': 'GeoCoordinates', latitude: event.venue.latitude, longitude: event.venue.longitude },
      }
    : null;
  const virtual = { '@type': 'VirtualLocation', url };
  const location = event.format === 'online' || !place ? virtual : event.format === 'hybrid' ? [place, virtual] : place;
  const status = event.cancelled
    ? 'https://schema.org/EventCancelled'
    : event.previousStartsAt
      ? 'https://schema.org/EventRescheduled'
      : 'https://schema.org/EventScheduled';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary ?? event.title,
    url,
    startDate: isoWithOffset(event.startsAt, event.timeZone),
    endDate: isoWithOffset(event.endsAt, event.timeZone),
    eventAttendanceMode: ATTENDANCE_MODE[event.format] ?? ATTENDANCE_MODE.in_person,
    eventStatus: status,
    ...(event.previousStartsAt && !event.cancelled ? { previousStartDate: isoWithOffset(event.previousStartsAt, event.timeZone) } : {}),
    location,
    image: [event.image ?? `${origin}/og-image.png`],
    organizer: { '@type': 'Organization', name: BRAND.legalName, url: origin },
    offers: {
      '@type': 'Offer',
      url,
      price: 0,
      priceCurrency: 'INR',
      availability: `https://schema.org/${availabilityOf(event, now)}`,
      ...(event.bookingOpensAt ? { validFrom: isoWithOffset(event.bookingOpensAt, event.timeZone) } : {}),
    },
  };
}
