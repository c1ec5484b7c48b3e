import { Arg, Args, ArgsType, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { Can } from '../../graphql/access.js';
import { ConnectionArgs, SearchArg, idOf } from '../../graphql/relay.js';
import { RECIPIENT_MESSAGES } from '../../rules/recipients.js';
import { CreateEmailRecipientInput, DeleteEmailRecipientInput, ToggleEmailRecipientStatusInput, UpdateEmailRecipientInput } from './recipients.input.js';
import {
  CreateEmailRecipientPayload,
  DeleteEmailRecipientPayload,
  EmailRecipient,
  EmailRecipientConnection,
  ToggleEmailRecipientStatusPayload,
  UpdateEmailRecipientPayload,
  toEmailRecipient,
} from './recipients.type.js';

@ArgsType()
class EmailRecipientsArgs extends ConnectionArgs {
  @SearchArg('Part of a name or email address, any case.')
  search?: string | null;
}

const TYPE = 'EmailRecipient';

/** For those who manage the notification recipients (`recipients:manage`). */
@Resolver()
export class RecipientsResolver {
  @Can('recipients:manage')
  @Query(() => EmailRecipientConnection, { description: 'Notification email recipients, by name.' })
  emailRecipients(@Args(() => EmailRecipientsArgs) { search, ...page }: EmailRecipientsArgs, @Ctx() { services }: AppContext): Promise<Connection<EmailRecipient>> {
    return services.recipients.list({ search }, page, toEmailRecipient);
  }

  @Can('recipients:manage')
  @Query(() => EmailRecipient)
  async emailRecipient(@Arg('id', () => ID) id: string, @Ctx() { services }: AppContext): Promise<EmailRecipient> {
    return toEmailRecipient(await services.recipients.get(idOf(id, TYPE, RECIPIENT_MESSAGES.notFound)));
  }

  @Can('recipients:manage')
  @Mutation(() => CreateEmailRecipientPayload)
  async createEmailRecipient(
    @Arg('input', () => CreateEmailRecipientInput) input: CreateEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<CreateEmailRecipientPayload> {
    return { message: RECIPIENT_MESSAGES.created, recipient: toEmailRecipient(await services.recipients.create(input)) };
  }

  @Can('recipients:manage')
  @Mutation(() => UpdateEmailRecipientPayload)
  async updateEmailRecipient(
    @Arg('input', () => UpdateEmailRecipientInput) input: UpdateEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateEmailRecipientPayload> {
    const recipient = await services.recipients.update({ ...input, id: idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound) });
    return { message: RECIPIENT_MESSAGES.updated, recipient: toEmailRecipient(recipient) };
  }

  @Can('recipients:manage')
  @Mutation(() => ToggleEmailRecipientStatusPayload, { description: 'Activates an inactive recipient, or deactivates an active one.' })
  async toggleEmailRecipientStatus(
    @Arg('input', () => ToggleEmailRecipientStatusInput) input: ToggleEmailRecipientStatusInput,
    @Ctx() { services }: AppContext,
  ): Promise<ToggleEmailRecipientStatusPayload> {
    const { recipient, message } = await services.recipients.toggle(idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound));
    return { message, recipient: toEmailRecipient(recipient) };
  }

  @Can('recipients:manage')
  @Mutation(() => DeleteEmailRecipientPayload)
  async deleteEmailRecipient(
    @Arg('input', () => DeleteEmailRecipientInput) input: DeleteEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<DeleteEmailRecipientPayload> {
    await services.recipients.remove(idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound));
    return { message: RECIPIENT_MESSAGES.deleted, deletedId: input.id };
  }
}
