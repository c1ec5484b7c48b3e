import { inputFrom } from '../../domain/validation.js';
import type { RestRoutes } from '../../http/rest.js';
import type { SubscriberEntity } from './newsletter.entity.js';
import { SubscribeInput } from './newsletter.input.js';

/** A subscriber as the REST envelopes show it. */
export function toSubscriberRecord(subscriber: SubscriberEntity) {
  return {
    _id: subscriber.id,
    email: subscriber.email,
    subscribedAt: subscriber.subscribedAt.toISOString(),
    isActive: subscriber.isActive,
  };
}

export const newsletterRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/subscriptions/subscribe', async (request, reply) => {
    const input = await inputFrom(SubscribeInput, request.body);
    const { message, subscriber } = await contextOf(request).services.newsletter.subscribe(input);
    return reply.status(201).send({ success: true, message, data: toSubscriberRecord(subscriber) });
  });
};
