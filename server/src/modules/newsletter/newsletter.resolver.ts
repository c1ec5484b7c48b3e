import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { ConnectionArgs } from '../../graphql/relay.js';
import type { Connection } from '../../domain/pagination.js';
import { SubscribeInput } from './newsletter.input.js';
import { SubscribePayload, type Subscriber, SubscriberConnection, toSubscriber } from './newsletter.type.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribePayload, { description: 'Adds the address to the newsletter list (the footer form).' })
  async subscribe(
    @Arg('input', () => SubscribeInput) input: SubscribeInput,
    @Ctx() { services }: AppContext,
  ): Promise<SubscribePayload> {
    const { message, subscriber } = await services.newsletter.subscribe(input);
    return { message, subscriber: toSubscriber(subscriber) };
  }

  @Authorized()
  @Query(() => SubscriberConnection, { description: 'Newsletter subscribers, newest first. Admins only.' })
  subscribers(@Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() { services }: AppContext): Promise<Connection<Subscriber>> {
    return services.newsletter.list(page, toSubscriber);
  }
}
