import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { Can, Public } from '../../graphql/access.js';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { SearchArg, idOf } from '../../graphql/relay.js';
import { HeldConnectionArgs } from '../../graphql/spam.js';
import { NEWSLETTER_MESSAGES, type SubscriberStatusValue } from '../../rules/newsletter.js';
import { MarkSubscriberNotSpamInput, SubscribeInput, UnsubscribeSubscriberInput } from './newsletter.input.js';
import {
  MarkSubscriberNotSpamPayload,
  SubscribePayload,
  SubscriberConnection,
  UnsubscribeSubscriberPayload,
  SubscriberStatus,
  toSubscriber,
  type Subscriber,
} from './newsletter.type.js';

@ArgsType()
class SubscribersArgs extends HeldConnectionArgs {
  @SearchArg('Part of an email address, any case.')
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only not active (false: pending or unsubscribed) addresses.' })
  @IsOptional()
  isActive?: boolean | null;

  @Field(() => SubscriberStatus, { nullable: true, description: 'Only the subscribers in this state: pending (waiting for their confirmation), active, or unsubscribed.' })
  @IsOptional()
  status?: SubscriberStatusValue | null;
}

@Resolver()
export class NewsletterResolver {
  @Public({ ownRecord: 'Subscriber' })
  @Mutation(() => SubscribePayload, { description: 'Adds the address to the newsletter list (the footer form): pending, with a confirmation email, under `NEWSLETTER_DOUBLE_OPT_IN` (the default), else active with the welcome email; an address already subscribed is a CONFLICT error.' })
  async subscribe(
    @Arg('input', () => SubscribeInput, { description: 'The address to add.' }) input: SubscribeInput,
    @Ctx() { services, ip, sourcePage }: AppContext,
  ): Promise<SubscribePayload> {
    const { message, subscriber } = await services.newsletter.subscribe(input, { ip, page: sourcePage });
    return { message, subscriber: toSubscriber(subscriber) };
  }

  @Can('newsletter:read')
  @Query(() => SubscriberConnection, { description: 'Newsletter subscribers, newest first.' })
  subscribers(@Args(() => SubscribersArgs) { search, isActive, status, spam, ...page }: SubscribersArgs, @Ctx() { services }: AppContext): Promise<Connection<Subscriber>> {
    return services.newsletter.list({ search, isActive, status, spam }, page, toSubscriber);
  }

  @Can('newsletter:write')
  @Mutation(() => MarkSubscriberNotSpamPayload, { description: 'Puts a sign-up the spam guard held on the list, and sends the welcome email and notification it would have sent.' })
  async markSubscriberNotSpam(
    @Arg('input', () => MarkSubscriberNotSpamInput, { description: 'The held sign-up to put on the list.' }) input: MarkSubscriberNotSpamInput,
    @Ctx() { services }: AppContext,
  ): Promise<MarkSubscriberNotSpamPayload> {
    const { message, subscriber } = await services.newsletter.markNotSpam(idOf(input.id, 'Subscriber', NEWSLETTER_MESSAGES.notFound));
    return { message, subscriber: toSubscriber(subscriber) };
  }

  @Can('newsletter:write')
  @Mutation(() => UnsubscribeSubscriberPayload, { description: 'Takes an address off the newsletter list (it stays, inactive); NOT_FOUND when no subscriber has it.' })
  async unsubscribeSubscriber(
    @Arg('input', () => UnsubscribeSubscriberInput, { description: 'The address to take off the list.' }) input: UnsubscribeSubscriberInput,
    @Ctx() { services }: AppContext,
  ): Promise<UnsubscribeSubscriberPayload> {
    const { message, subscriber } = await services.newsletter.unsubscribe(input.email);
    return { message, subscriber: toSubscriber(subscriber) };
  }
}
