import { IsIn, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Can, Public } from '../../graphql/access.js';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { idOf } from '../../graphql/relay.js';
import { HeldConnectionArgs } from '../../graphql/spam.js';
import { DEMO_ADMIN_MESSAGES, DEMO_STATUSES, meetingChangedMessage } from '../../rules/demo.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import {
  DeleteDemoRequestInput,
  DemoStatus,
  MarkDemoRequestNotSpamInput,
  RequestDemoInput,
  RescheduleDemoRequestInput,
  UpdateDemoRequestNotesInput,
  UpdateDemoRequestStatusInput,
} from './demo.input.js';
import {
  DeleteDemoRequestPayload,
  DemoRequestConnection,
  DemoStatusChangePreview,
  UpdateDemoRequestNotesPayload,
  UpdateDemoRequestStatusPayload,
  MarkDemoRequestNotSpamPayload,
  RequestDemoPayload,
  RescheduleDemoRequestPayload,
  toDemoMeetingMail,
  toDemoRequest,
  type DemoRequest,
} from './demo.type.js';

@ArgsType()
class DemoRequestsArgs extends HeldConnectionArgs {
  @Field(() => DemoStatus, { nullable: true, description: 'Only the requests with this status; all when left out.' })
  @IsOptional()
  @IsIn(DEMO_STATUSES)
  status?: DemoStatus | null;
}

const TYPE = 'DemoRequest';

@Resolver()
export class DemoResolver {
  @Public()
  @Mutation(() => RequestDemoPayload, { description: 'The "Book a Demo" form.' })
  async requestDemo(@Arg('input', () => RequestDemoInput, { description: "The form's fields." }) input: RequestDemoInput, @Ctx() { services, ip }: AppContext): Promise<RequestDemoPayload> {
    return { success: true, ...(await services.demo.request(input, ip)) };
  }

  @Can('demos:read')
  @Query(() => DemoRequestConnection, { description: 'Demo requests, newest first.' })
  demoRequests(@Args(() => DemoRequestsArgs) { status, spam, ...page }: DemoRequestsArgs, @Ctx() { services }: AppContext): Promise<Connection<DemoRequest>> {
    return services.demo.list({ status, spam }, page, toDemoRequest);
  }

  @Can('demos:write')
  @Query(() => DemoStatusChangePreview, { description: "What setting the request's status would email the requester, as the caller would send it: the screen's confirmation says it before the change." })
  async demoRequestStatusChange(
    @Arg('id', () => ID, { description: "The demo request's global id." }) id: string,
    @Arg('status', () => DemoStatus, { description: 'The status it would be set to.' }) status: DemoStatus,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<DemoStatusChangePreview> {
    const preview = await services.demo.statusMail(idOf(id, TYPE, DEMO_ADMIN_MESSAGES.notFound), status, await requireSignedIn());
    return { mail: preview && toDemoMeetingMail(preview) };
  }

  @Can('demos:write')
  @Mutation(() => UpdateDemoRequestStatusPayload, {
    description:
      "Sets a request's status: confirming sends the requester a calendar invitation, and cancelling a confirmed one (or putting it back to pending) its cancellation, each with a copy to the caller (or the team); the message says what was sent.",
  })
  async updateDemoRequestStatus(
    @Arg('input', () => UpdateDemoRequestStatusInput, { description: 'The demo request, and its new status.' }) input: UpdateDemoRequestStatusInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<UpdateDemoRequestStatusPayload> {
    const { request, sent } = await services.demo.updateStatus(idOf(input.id, TYPE, DEMO_ADMIN_MESSAGES.notFound), input.status, await requireSignedIn(), input.meetingPlace);
    return { message: meetingChangedMessage(sent, DEMO_ADMIN_MESSAGES.statusUpdated), demoRequest: toDemoRequest(request) };
  }

  @Can('demos:write')
  @Mutation(() => UpdateDemoRequestNotesPayload, { description: "Replaces the staff's notes on a request; the requester sees nothing of them." })
  async updateDemoRequestNotes(
    @Arg('input', () => UpdateDemoRequestNotesInput, { description: 'The demo request, and its notes.' }) input: UpdateDemoRequestNotesInput,
    @Ctx() { services }: AppContext,
  ): Promise<UpdateDemoRequestNotesPayload> {
    const updated = await services.demo.updateNotes(idOf(input.id, TYPE, DEMO_ADMIN_MESSAGES.notFound), input.notes);
    return { message: DEMO_ADMIN_MESSAGES.notesSaved, demoRequest: toDemoRequest(updated) };
  }

  @Can('demos:write')
  @Mutation(() => RescheduleDemoRequestPayload, { description: "Changes the meeting's time; a confirmed request's requester is sent the updated calendar invitation." })
  async rescheduleDemoRequest(
    @Arg('input', () => RescheduleDemoRequestInput, { description: 'The demo request, and its new meeting time.' }) input: RescheduleDemoRequestInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<RescheduleDemoRequestPayload> {
    const { request, sent } = await services.demo.reschedule(idOf(input.id, TYPE, DEMO_ADMIN_MESSAGES.notFound), new Date(input.meetingDate), await requireSignedIn());
    return { message: meetingChangedMessage(sent, DEMO_ADMIN_MESSAGES.rescheduled), demoRequest: toDemoRequest(request) };
  }

  @Can('demos:write')
  @Mutation(() => MarkDemoRequestNotSpamPayload, { description: 'Files a request the spam guard held as pending, and sends the notification and receipt it would have sent.' })
  async markDemoRequestNotSpam(
    @Arg('input', () => MarkDemoRequestNotSpamInput, { description: 'The held demo request to file.' }) input: MarkDemoRequestNotSpamInput,
    @Ctx() { services }: AppContext,
  ): Promise<MarkDemoRequestNotSpamPayload> {
    const filed = await services.demo.markNotSpam(idOf(input.id, TYPE, DEMO_ADMIN_MESSAGES.notFound));
    return { message: SPAM_MESSAGES.filedAsNew, demoRequest: toDemoRequest(filed) };
  }

  @Can('demos:write')
  @Mutation(() => DeleteDemoRequestPayload, { description: 'Deletes a demo request for good.' })
  async deleteDemoRequest(
    @Arg('input', () => DeleteDemoRequestInput, { description: 'The demo request to delete.' }) input: DeleteDemoRequestInput,
    @Ctx() { services }: AppContext,
  ): Promise<DeleteDemoRequestPayload> {
    await services.demo.remove(idOf(input.id, TYPE, DEMO_ADMIN_MESSAGES.notFound));
    return { message: DEMO_ADMIN_MESSAGES.deleted, deletedId: input.id };
  }
}
