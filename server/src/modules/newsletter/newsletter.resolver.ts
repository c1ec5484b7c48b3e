import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { ConnectionArgs } from '../../graphql/relay.js';
import { SubscribeInput, UnsubscribeSubscriberInput } from './newsletter.input.js';
import {
  SubscribePayload,
  SubscriberConnection,
  UnsubscribeSubscriberPayload,
  toSubscriber,
  type Subscriber,
} from './newsletter.type.js';

@ArgsType()
class SubscribersArgs extends ConnectionArgs {
  @Field(() => String, { nullable: true, description: 'Part of an email address, any case.' })
  @IsOptional()
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only unsubscribed (false) addresses.' })
  @IsOptional()
  isActive?: boolean | null;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribePayload, { description: 'Adds the address to the newsletter list (the footer form).' })
  async subscribe(
    @Arg('input', () => SubscribeInput) input: SubscribeInput,
    @Ctx() { services, ip }: AppContext,
  ): Promise<SubscribePayload> {
    const { message, subscriber } = await services.newsletter.subscribe(input, ip);
    return { message, subscriber: toSubscriber(subscriber) };
  }

  @Authorized()
  @Query(() => SubscriberConnection, { description: 'Newsletter subscribers, newest first. Admins only.' })
  subscribers(@Args(() => SubscribersArgs) { search, isActive, ...page }: SubscribersArgs, @Ctx() { services }: AppContext): Promise<Connection<Subscriber>> {
    return services.newsletter.list({ search, isActive }, page, toSubscriber);
  }

  @Authorized()
  @Mutation(() => UnsubscribeSubscriberPayload, { description: 'Takes an address off the newsletter list. Admins only.' })
  async unsubscribeSubscriber(
    @Arg('input', () => UnsubscribeSubscriberInput) input: UnsubscribeSubscriberInput,
    @Ctx() { services }: AppContext,
  ): Promise<UnsubscribeSubscriberPayload> {
    const { message, subscriber } = await services.newsletter.unsubscribe(input.email);
    return { message, subscriber: toSubscriber(subscriber) };
  }
}
