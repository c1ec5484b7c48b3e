import { cancelLinkPath } from './bookings.emails.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../domain/errors.js';
import { inputFrom } from '../../domain/validation.js';
import { can, PUBLIC } from '../../http/access.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { bodyWith, listEnvelope, listOptions, pageOf, searchFilter, statusOrSpam, textQueryOptions, type ListQuery, type ListShape } from '../../http/rest-input.js';
import type { RestRoutes } from '../../http/rest.js';
import { BOOKING_ADMIN_MESSAGES, BOOKING_CANCEL_PAGES, BOOKING_STATUSES, type BookingStatusValue } from '../../rules/bookings.js';
import type { SpamFilter } from '../../rules/spam.js';
import { BookSeatInput, CancelBookingInput, SetBookingStatusInput } from './bookings.input.js';
import { bookingRecord } from './bookings.record.js';
import type { BookingFilter } from './bookings.service.js';

/** The attendees list: what its query takes (`status`, `spam`, `search`; the export names the event as `event`), and the filter it makes. */
export const BOOKING_LIST: ListShape = { limit: 50, statuses: BOOKING_STATUSES, spam: true, search: true, filters: { event: { maxLength: 64, tooLong: 'event must be the id of an event' } } };
type BookingQuery = ListQuery<BookingStatusValue | SpamFilter> & { event?: string };
export function bookingFilterOf(query: Partial<BookingQuery>): BookingFilter {
  const { status, spam } = statusOrSpam(query.status);
  return { eventId: query.event ?? '', status, spam, search: searchFilter(query.search) };
}

/** The personal cancel link (`/events/<slug>/bookings/cancel?token=…`). */
interface CancelLinkRoute {
  Params: { slug: string };
  /** `cancelled=1`: where the page's button leads once it has cancelled (post, then redirect). */
  Querystring: { token?: string; cancelled?: string };
}

interface EventBookingRoute {
  Params: { id: string; bookingId: string };
}

const html = (reply: FastifyReply, status: number, page: Parameters<typeof renderNoticePage>[0]) =>
  reply.status(status).header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8').send(renderNoticePage(page));

/**
 * `POST /api/events/:slug/bookings` (the public form, JSON), `POST /api/bookings/cancel` (by the
 * link's token), the cancel link's page itself (GET asks, its button's POST cancels: a mail
 * scanner that opens every link cancels nothing), and the team's mirrors under
 * `/api/admin/events/:id/bookings` (`events:manage`).
 */
export const bookingRoutes: RestRoutes = (app, contextOf) => {
  app.post<{ Params: { slug: string } }>('/api/events/:slug/bookings', PUBLIC, async (request, reply) => {
    const input = await inputFrom(BookSeatInput, bodyWith(request, { event: request.params.slug }));
    const { services, ip } = contextOf(request);
    const { status, message } = await services.bookings.book(input.event.trim(), input, ip);
    return reply.status(201).send({ success: true, status, message });
  });

  app.post('/api/bookings/cancel', PUBLIC, async (request) => {
    const input = await inputFrom(CancelBookingInput, request.body);
    const { outcome, eventTitle } = await contextOf(request).services.bookings.cancelByToken(input.token.trim());
    if (outcome === 'invalid') throw new NotFoundError(BOOKING_CANCEL_PAGES.invalid.message);
    return { success: true, cancelled: outcome === 'cancelled', message: outcome === 'cancelled' ? BOOKING_CANCEL_PAGES.done.message(eventTitle ?? '') : BOOKING_CANCEL_PAGES.already.message };
  });

  const linkOptions = { ...PUBLIC, ...textQueryOptions({ token: BOOKING_CANCEL_PAGES.invalid.message, cancelled: BOOKING_CANCEL_PAGES.invalid.message }) };
  const tokenOf = (request: FastifyRequest<CancelLinkRoute>) => request.query.token ?? '';
  const invalid = (reply: FastifyReply) => html(reply, 400, BOOKING_CANCEL_PAGES.invalid);

  app.get<CancelLinkRoute>('/events/:slug/bookings/cancel', linkOptions, async (request, reply) => {
    const found = await contextOf(request).services.bookings.byToken(tokenOf(request));
    if (!found || found.event.slug !== request.params.slug) return invalid(reply);
    if (found.booking.status === 'cancelled' && request.query.cancelled === '1') return html(reply, 200, { title: BOOKING_CANCEL_PAGES.done.title, message: BOOKING_CANCEL_PAGES.done.message(found.event.title) });
    if (found.booking.status === 'cancelled' || found.booking.status === 'declined') return html(reply, 200, BOOKING_CANCEL_PAGES.already);
    const { ask } = BOOKING_CANCEL_PAGES;
    return html(reply, 200, { title: ask.title, message: ask.message(found.event.title, found.booking.seats), form: { action: cancelLinkPath(found.event.slug, tokenOf(request)), button: ask.button } });
  });

  app.post<CancelLinkRoute>('/events/:slug/bookings/cancel', linkOptions, async (request, reply) => {
    const { outcome } = await contextOf(request).services.bookings.cancelByToken(tokenOf(request));
    if (outcome === 'invalid') return invalid(reply);
    if (outcome === 'already') return html(reply, 200, BOOKING_CANCEL_PAGES.already);
    // Post, then redirect: the page that says it is done can be reloaded without sending the form again.
    return reply.redirect(`${cancelLinkPath(request.params.slug, tokenOf(request))}&cancelled=1`, 303);
  });

  const manage = can('events:manage');
  app.get<{ Params: { id: string }; Querystring: BookingQuery }>('/api/admin/events/:id/bookings', { ...listOptions(BOOKING_LIST), ...manage }, async (request) => {
    const { query } = request;
    const connection = await contextOf(request).services.bookings.list({ ...bookingFilterOf(query), eventId: request.params.id }, pageOf(query), bookingRecord.of);
    return listEnvelope(connection, query, (record) => record);
  });

  app.get<{ Params: { id: string } }>('/api/admin/events/:id/seats', manage, async (request) => {
    const counts = await contextOf(request).services.bookings.seatCounts(request.params.id);
    return { success: true, data: { ...counts, free: Math.max(0, counts.capacity - counts.seated) } };
  });

  /** The booking of the path, refused as not found when it is another event's. */
  const bookingOf = async (request: FastifyRequest<EventBookingRoute>) => {
    const booking = await contextOf(request).services.bookings.find(request.params.bookingId);
    if (!booking || booking.event.id !== request.params.id) throw new NotFoundError(BOOKING_ADMIN_MESSAGES.notFound);
    return booking.id;
  };

  app.put<EventBookingRoute>('/api/admin/events/:id/bookings/:bookingId/status', manage, async (request) => {
    const input = await inputFrom(SetBookingStatusInput, bodyWith(request, { id: request.params.bookingId }));
    const { booking, message } = await contextOf(request).services.bookings.setStatus(await bookingOf(request), input.status);
    return { success: true, message, data: bookingRecord.of(booking) };
  });

  app.post<EventBookingRoute>('/api/admin/events/:id/bookings/:bookingId/check-in', manage, async (request) => {
    const { booking, message } = await contextOf(request).services.bookings.checkIn(await bookingOf(request));
    return { success: true, message, data: bookingRecord.of(booking) };
  });
};
