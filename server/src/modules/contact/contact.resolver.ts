import { IsIn, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Can, Public } from '../../graphql/access.js';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { SearchArg, idOf } from '../../graphql/relay.js';
import { HeldConnectionArgs } from '../../graphql/spam.js';
import { CONTACT_ADMIN_MESSAGES } from '../../rules/contact.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import { CONTACT_SOURCES, CONTACT_STATUSES } from '../../rules/contact.js';
import {
  ContactFormSource,
  ContactStatus,
  DeleteContactSubmissionInput,
  MarkContactSubmissionNotSpamInput,
  ReplyToContactSubmissionInput,
  SubmitContactFormInput,
  UpdateContactSubmissionStatusInput,
} from './contact.input.js';
import {
  ContactReplyDraft,
  ContactSubmissionConnection,
  DeleteContactSubmissionPayload,
  MarkContactSubmissionNotSpamPayload,
  ReplyToContactSubmissionPayload,
  SubmitContactFormPayload,
  UpdateContactSubmissionStatusPayload,
  toContactReplyDraft,
  toContactSubmission,
  type ContactSubmission,
} from './contact.type.js';

@ArgsType()
class ContactSubmissionsArgs extends HeldConnectionArgs {
  @SearchArg('Part of a name, email address or company, any case.')
  search?: string | null;

  @Field(() => ContactStatus, { nullable: true, description: 'Only the messages with this status; all when left out.' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES)
  status?: ContactStatus | null;

  @Field(() => ContactFormSource, { nullable: true, description: 'Only the Contact page\u2019s messages, or only the Services page\u2019s; both when left out.' })
  @IsOptional()
  @IsIn(CONTACT_SOURCES)
  source?: ContactFormSource | null;
}

const TYPE = 'ContactSubmission';

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => SubmitContactFormPayload, { description: 'The Contact page form, and the Services page\u2019s "Talk to us" (source: services).' })
  async submitContactForm(
    @Arg('input', () => SubmitContactFormInput, { description: "The form's fields." }) input: SubmitContactFormInput,
    @Ctx() { services, ip }: AppContext,
  ): Promise<SubmitContactFormPayload> {
    return { success: true, ...(await services.contact.submit(input, ip)) };
  }

  @Can('leads:read')
  @Query(() => ContactSubmissionConnection, { description: 'Contact and Services messages, newest first.' })
  async contactSubmissions(
    @Args(() => ContactSubmissionsArgs) { search, status, source, spam, ...page }: ContactSubmissionsArgs,
    @Ctx() { services }: AppContext,
  ): Promise<Connection<ContactSubmission>> {
    const connection = await services.contact.list({ search, status, source, spam }, page);
    return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: toContactSubmission(edge.node) })) };
  }

  @Can('leads:write')
  @Mutation(() => UpdateContactSubmissionStatusPayload, { description: 'Sets the status of a message; any status may follow any other.' })
  async updateContactSubmissionStatus(
    @Arg('input', () => UpdateContactSubmissionStatusInput, { description: 'The message, and its new status.' }) input: UpdateContactSubmissionStatusInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateContactSubmissionStatusPayload> {
    const updated = await services.contact.updateStatus(idOf(input.id, TYPE, CONTACT_ADMIN_MESSAGES.notFound), input.status);
    return { message: CONTACT_ADMIN_MESSAGES.statusUpdated, submission: toContactSubmission(updated) };
  }

  @Can('leads:write')
  @Query(() => ContactReplyDraft, { description: 'A reply to the message as it will be emailed by the caller, but for its words: whom it goes to, from which address, where answers go, its subject and the quotation below it.' })
  async contactSubmissionReplyDraft(@Arg('id', () => ID, { description: "The message's global id." }) id: string, @Ctx() { services, requireSignedIn }: AppContext): Promise<ContactReplyDraft> {
    return toContactReplyDraft(await services.contact.replyDraft(idOf(id, TYPE, CONTACT_ADMIN_MESSAGES.notFound), await requireSignedIn()));
  }

  @Can('leads:write')
  @Mutation(() => ReplyToContactSubmissionPayload, {
    description: "Emails the reply, as written, to the person who wrote in, with a Reply-To that reaches the sender (their account's address) or the team (`MAIL_REPLY_TO`), and keeps it on the record.",
  })
  async replyToContactSubmission(
    @Arg('input', () => ReplyToContactSubmissionInput, { description: 'The message, and the reply to email.' }) input: ReplyToContactSubmissionInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<ReplyToContactSubmissionPayload> {
    const replied = await services.contact.reply(idOf(input.id, TYPE, CONTACT_ADMIN_MESSAGES.notFound), input.message, await requireSignedIn());
    return { message: CONTACT_ADMIN_MESSAGES.replySent, submission: toContactSubmission(replied) };
  }

  @Can('leads:write')
  @Mutation(() => MarkContactSubmissionNotSpamPayload, { description: 'Files a message the spam guard held as new, and sends the notification and receipt it would have sent.' })
  async markContactSubmissionNotSpam(
    @Arg('input', () => MarkContactSubmissionNotSpamInput, { description: 'The held message to file.' }) input: MarkContactSubmissionNotSpamInput,
    @Ctx() { services }: AppContext,
  ): Promise<MarkContactSubmissionNotSpamPayload> {
    const filed = await services.contact.markNotSpam(idOf(input.id, TYPE, CONTACT_ADMIN_MESSAGES.notFound));
    return { message: SPAM_MESSAGES.filedAsNew, submission: toContactSubmission(filed) };
  }

  @Can('leads:write')
  @Mutation(() => DeleteContactSubmissionPayload, { description: 'Deletes a message and its replies for good.' })
  async deleteContactSubmission(
    @Arg('input', () => DeleteContactSubmissionInput, { description: 'The message to delete.' }) input: DeleteContactSubmissionInput,
    @Ctx() { services }: AppContext,
  ): Promise<DeleteContactSubmissionPayload> {
    await services.contact.remove(idOf(input.id, TYPE, CONTACT_ADMIN_MESSAGES.notFound));
    return { message: CONTACT_ADMIN_MESSAGES.deleted, deletedId: input.id };
  }
}
