import type { FastifyReply, FastifyRequest } from 'fastify';
import { inputFrom } from '../../domain/validation.js';
import { renderNoticePage } from '../../http/notice-page.js';
import { ID_PATH, listEnvelope, listOptions, pageOf, searchFilter, statusOrSpam, textQueryOptions, type IdRoute, type ListQuery, type ListRoute, type ListShape } from '../../http/rest-input.js';
import { can, PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { COMPANY } from '../../rules/brand.js';
import { CONFIRMATION_PAGES, NEWSLETTER_MESSAGES, SUBSCRIBER_STATUSES, type SubscriberStatusValue } from '../../rules/newsletter.js';
import type { SpamFilter } from '../../rules/spam.js';
import { pick } from '../../domain/records.js';
import type { SubscriberEntity } from './newsletter.entity.js';
import { SubscribeInput, UnsubscribeSubscriberInput } from './newsletter.input.js';
import { SUBSCRIBER_VISITOR_FIELDS, subscriberRecord } from './newsletter.record.js';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, type Confirmation, type SubscriberFilter } from './newsletter.service.js';

/** A subscriber as the visitor's own sign-up (and an unsubscribe) answers it: the record without the spam guard's verdict. */
const visitorRecord = (subscriber: SubscriberEntity) => pick(subscriberRecord.of(subscriber), SUBSCRIBER_VISITOR_FIELDS);

/** The back office's list: what its query takes (`status`: active, inactive or spam), and the filter it makes (the list's export reads the same). */
export const SUBSCRIBER_LIST: ListShape = { limit: 50, statuses: SUBSCRIBER_STATUSES, spam: true, search: true };
export function subscriberFilterOf(query: Partial<ListQuery<SubscriberStatusValue | SpamFilter>>): SubscriberFilter {
  const { status, spam } = statusOrSpam(query.status);
  return { search: searchFilter(query.search), status, spam };
}

/** The one-click unsubscribe link: its token in the query. */
interface UnsubscribeLinkRoute {
  Querystring: { token?: string };
}

export const newsletterRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/subscriptions/subscribe', PUBLIC, async (request, reply) => {
    const input = await inputFrom(SubscribeInput, request.body);
    const { services, ip, sourcePage } = contextOf(request);
    const { message, subscriber } = await services.newsletter.subscribe(input, { ip, page: sourcePage });
    return reply.status(201).send({ success: true, message, data: visitorRecord(subscriber) });
  });

  // For newsletter:read / newsletter:write (see http/access.ts). The list is `data.data`, as the spec's screen reads it.
  // `status`: active, inactive, or spam (the sign-ups the spam guard held, hidden otherwise).
  const listed = { ...listOptions(SUBSCRIBER_LIST), ...can('newsletter:read') };
  app.get<ListRoute<SubscriberStatusValue | SpamFilter>>('/api/subscriptions', listed, async (request) => {
    const { query } = request;
    const connection = await contextOf(request).services.newsletter.list(subscriberFilterOf(query), pageOf(query), subscriberRecord.of);
    const { success, ...listPage } = listEnvelope(connection, query, (record) => record);
    return { success, data: listPage };
  });

  app.post<IdRoute>('/api/subscriptions/:id/not-spam', { ...ID_PATH, ...can('newsletter:write') }, async (request) => {
    const { message, subscriber } = await contextOf(request).services.newsletter.markNotSpam(request.params.id);
    return { success: true, message, data: subscriberRecord.of(subscriber) };
  });

  app.post('/api/subscriptions/unsubscribe', can('newsletter:write'), async (request) => {
    const input = await inputFrom(UnsubscribeSubscriberInput, request.body);
    const { message, subscriber } = await contextOf(request).services.newsletter.unsubscribe(input.email);
    return { success: true, message, data: visitorRecord(subscriber) };
  });

  // One-click unsubscribe from the link in every newsletter email (RFC 8058). Opening the link
  // (GET) only asks; the unsubscribe happens on POST, so link scanners unsubscribe nobody.
  const tokenOf = (request: FastifyRequest<UnsubscribeLinkRoute>) => request.query.token ?? '';
  const linkOptions = { ...PUBLIC, ...textQueryOptions({ token: NEWSLETTER_MESSAGES.linkInvalid }) };
  const invalidLink = (reply: FastifyReply) =>
    reply.status(400).type('text/html; charset=utf-8').send(renderNoticePage({ title: 'Link not valid', message: NEWSLETTER_MESSAGES.linkInvalid }));

  app.get<UnsubscribeLinkRoute>(UNSUBSCRIBE_PATH, linkOptions, async (request, reply) => {
    const subscriber = await contextOf(request).services.newsletter.subscriberOfLink(tokenOf(request));
    if (!subscriber) return invalidLink(reply);
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!subscriber.isActive) {
      return reply.type('text/html; charset=utf-8').send(renderNoticePage({ title: 'You are unsubscribed', message: `${subscriber.email} no longer receives the ${COMPANY.name} newsletter.` }));
    }
    return reply.type('text/html; charset=utf-8').send(
      renderNoticePage({
        title: 'Unsubscribe from the newsletter?',
        message: `${subscriber.email} will stop receiving the ${COMPANY.name} newsletter.`,
        form: { action: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenOf(request))}`, button: 'Unsubscribe' },
      }),
    );
  });

  app.post<UnsubscribeLinkRoute>(UNSUBSCRIBE_PATH, linkOptions, async (request, reply) => {
    const subscriber = await contextOf(request).services.newsletter.unsubscribeByLink(tokenOf(request));
    if (!subscriber) return invalidLink(reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderNoticePage({ title: 'You are unsubscribed', message: `${subscriber.email} no longer receives the ${COMPANY.name} newsletter. Changed your mind? Subscribe again from our website at any time.` }));
  });

  // The link in the confirmation email (double opt-in). As the unsubscribe link: opening it (GET)
  // only asks, and the confirmation happens on POST, so a mail scanner that opens every link
  // confirms nobody's subscription (the consent must be the person's).
  const confirmOptions = { ...PUBLIC, ...textQueryOptions({ token: CONFIRMATION_PAGES.invalid.message }) };
  const confirmationPage = (reply: FastifyReply, found: Confirmation, asked: { token: string } | null) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8');
    switch (found.outcome) {
      case 'invalid':
        return reply.status(400).send(renderNoticePage({ title: CONFIRMATION_PAGES.invalid.title, message: CONFIRMATION_PAGES.invalid.message }));
      case 'expired':
        return reply.status(410).send(renderNoticePage({ title: CONFIRMATION_PAGES.expired.title, message: CONFIRMATION_PAGES.expired.message }));
      case 'alreadyConfirmed':
        return reply.send(renderNoticePage({ title: CONFIRMATION_PAGES.alreadyConfirmed.title, message: CONFIRMATION_PAGES.alreadyConfirmed.message(found.subscriber.email) }));
      case 'confirmed':
        if (asked) {
          const { ask } = CONFIRMATION_PAGES;
          return reply.send(renderNoticePage({ title: ask.title, message: ask.message(found.subscriber.email), form: { action: `${CONFIRM_PATH}?token=${encodeURIComponent(asked.token)}`, button: ask.button } }));
        }
        return reply.send(renderNoticePage({ title: CONFIRMATION_PAGES.confirmed.title, message: CONFIRMATION_PAGES.confirmed.message(found.subscriber.email) }));
    }
  };

  app.get<UnsubscribeLinkRoute>(CONFIRM_PATH, confirmOptions, async (request, reply) => {
    const token = tokenOf(request);
    return confirmationPage(reply, await contextOf(request).services.newsletter.confirmationOfLink(token), { token });
  });

  app.post<UnsubscribeLinkRoute>(CONFIRM_PATH, confirmOptions, async (request, reply) =>
    confirmationPage(reply, await contextOf(request).services.newsletter.confirm(tokenOf(request)), null),
  );
};
