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
  @Query(() => EmailRecipient, { description: 'One notification email recipient; NOT_FOUND when there is none with this id.' })
  async emailRecipient(@Arg('id', () => ID, { description: "The recipient's global id." }) id: string, @Ctx() { services }: AppContext): Promise<EmailRecipient> {
    return toEmailRecipient(await services.recipients.get(idOf(id, TYPE, RECIPIENT_MESSAGES.notFound)));
  }

  @Can('recipients:manage')
  @Mutation(() => CreateEmailRecipientPayload, { description: 'Adds a member of staff who receives the notification emails of the types given.' })
  async createEmailRecipient(
    @Arg('input', () => CreateEmailRecipientInput, { description: "The recipient's name, address and notification types." }) input: CreateEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<CreateEmailRecipientPayload> {
    return { message: RECIPIENT_MESSAGES.created, recipient: toEmailRecipient(await services.recipients.create(input)) };
  }

  @Can('recipients:manage')
  @Mutation(() => UpdateEmailRecipientPayload, { description: "Changes a recipient's name, notification types and (when given) whether it is active; the address cannot change." })
  async updateEmailRecipient(
    @Arg('input', () => UpdateEmailRecipientInput, { description: 'The recipient, and its fields as they should now be.' }) input: UpdateEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateEmailRecipientPayload> {
    const recipient = await services.recipients.update({ ...input, id: idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound) });
    return { message: RECIPIENT_MESSAGES.updated, recipient: toEmailRecipient(recipient) };
  }

  @Can('recipients:manage')
  @Mutation(() => ToggleEmailRecipientStatusPayload, { description: 'Activates an inactive recipient, or deactivates an active one.' })
  async toggleEmailRecipientStatus(
    @Arg('input', () => ToggleEmailRecipientStatusInput, { description: 'The recipient to activate or deactivate.' }) input: ToggleEmailRecipientStatusInput,
    @Ctx() { services }: AppContext,
  ): Promise<ToggleEmailRecipientStatusPayload> {
    const { recipient, message } = await services.recipients.toggle(idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound));
    return { message, recipient: toEmailRecipient(recipient) };
  }

  @Can('recipients:manage')
  @Mutation(() => DeleteEmailRecipientPayload, { description: 'Deletes a recipient for good: it receives no more email.' })
  async deleteEmailRecipient(
    @Arg('input', () => DeleteEmailRecipientInput, { description: 'The recipient to delete.' }) input: DeleteEmailRecipientInput,
    @Ctx() { services }: AppContext,
  ): Promise<DeleteEmailRecipientPayload> {
    await services.recipients.remove(idOf(input.id, TYPE, RECIPIENT_MESSAGES.notFound));
    return { message: RECIPIENT_MESSAGES.deleted, deletedId: input.id };
  }
}
