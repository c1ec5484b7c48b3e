import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { DEMO_MEETING_MINUTES } from '../../rules/demo.js';
import { DemoStatus } from './demo.input.js';
import { demoRecord } from './demo.record.js';
import { shownAddress } from '../mail/replies.js';
import type { MeetingMailPreview } from './demo.service.js';

@ObjectType('DemoRequest', { implements: Node, description: 'A request for a product demo.' })
export class DemoRequest extends HeldNode {
  @Field(() => String, { description: "The requester's first name." })
  firstName!: string;

  @Field(() => String, { description: "The requester's last name." })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "The requester's company; null when none was given." })
  companyName!: string | null;

  @Field(() => String, { nullable: true, description: "The requester's job title; null when none was given." })
  designation!: string | null;

  @Field(() => String, { description: "The requester's email address, where the calendar invitation goes." })
  email!: string;

  @Field(() => Date, { description: `When the meeting is to start (it lasts ${DEMO_MEETING_MINUTES} minutes).` })
  meetingDate!: Date;

  @Field(() => String, { nullable: true, description: "The IANA time zone the requester picked the time in; null when not known (the invitation is then in UTC)." })
  timeZone!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the meeting is held, as the staff gave it when confirming: a link to join (https://…) or a place; null until given. The invitations carry it.' })
  meetingPlace!: string | null;

  @Field(() => String, { description: "The requester's message, trimmed." })
  message!: string;

  @Field(() => DemoStatus, { description: 'Where the request stands.' })
  status!: DemoStatus;

  @Field(() => String, { nullable: true, description: "The staff's notes on the request; null when there are none." })
  notes!: string | null;

  @Field(() => Date, { description: 'When the request arrived.' })
  createdAt!: Date;
}

export const toDemoRequest = nodeFrom(DemoRequest, demoRecord);

export const DemoRequestConnection = connectionOf(DemoRequest);

@ObjectType('RequestDemoPayload', { description: 'What `requestDemo` answers: the thanks to show.' })
export class RequestDemoPayload {
  @Field(() => Boolean, { description: 'Always true: a refused request is an error instead.' })
  success!: boolean;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

/** What a change to a demo request answers (each mutation under its own payload name). */
@ObjectType()
export class DemoRequestPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Status updated successfully" or "Notes saved successfully".' })
  message!: string;

  @Field(() => DemoRequest, { description: 'The demo request, as it is now.' })
  demoRequest!: DemoRequest;
}

@ObjectType('UpdateDemoRequestStatusPayload', { description: 'What `updateDemoRequestStatus` answers: the request with its new status.' })
export class UpdateDemoRequestStatusPayload extends DemoRequestPayload {}

@ObjectType('UpdateDemoRequestNotesPayload', { description: 'What `updateDemoRequestNotes` answers: the request with its notes.' })
export class UpdateDemoRequestNotesPayload extends DemoRequestPayload {}

@ObjectType('RescheduleDemoRequestPayload', { description: 'What `rescheduleDemoRequest` answers: the request with its new meeting time; the message says whether the requester was sent the updated invitation.' })
export class RescheduleDemoRequestPayload extends DemoRequestPayload {}

@ObjectType('DeleteDemoRequestPayload', { description: 'What `deleteDemoRequest` answers.' })
export class DeleteDemoRequestPayload {
  @Field(() => String, { description: 'What to tell the admin: "Demo request deleted successfully".' })
  message!: string;

  @Field(() => String, { description: 'The global id of the deleted demo request.' })
  deletedId!: string;
}

@ObjectType('MarkDemoRequestNotSpamPayload', { description: 'What `markDemoRequestNotSpam` answers: the request, filed as pending.' })
export class MarkDemoRequestNotSpamPayload {
  @Field(() => String, { description: 'What to tell the admin: "Moved out of spam and filed as new".' })
  message!: string;

  @Field(() => DemoRequest, { description: 'The demo request, no longer held.' })
  demoRequest!: DemoRequest;
}

@ObjectType('DemoMeetingMail', { description: "What a change of a demo request's status would email, as the caller would send it: the screen's confirmation says it before the change is made." })
export class DemoMeetingMail {
  @Field(() => String, { description: 'Whom it goes to, as its To header names them: "Lena Fischer <lena@fischer.example>".' })
  to!: string;

  @Field(() => String, { description: "The email's subject, for example \"Your Finmesh demo is confirmed\"." })
  subject!: string;

  @Field(() => String, { description: 'What the email says of the meeting (its first paragraph); the calendar invitation or cancellation is attached.' })
  says!: string;

  @Field(() => Boolean, { description: 'Whether it carries an invitation (REQUEST), rather than a cancellation.' })
  invites!: boolean;

  @Field(() => String, { nullable: true, description: "Who is sent a copy with the calendar part: the caller's own address when their account has one, else the team's (`MAIL_REPLY_TO`); null when there is neither." })
  copyTo!: string | null;

  @Field(() => Boolean, { description: "Whether `copyTo` is the caller's own address." })
  copyToIsYours!: boolean;

  @Field(() => String, { description: "The invitation's ORGANIZER, where accepts, declines and answers go: the team's address (`MAIL_REPLY_TO`), else the caller's; else `MAIL_FROM`." })
  organizer!: string;

  @Field(() => Boolean, { description: 'Whether the requester is asked to accept or decline (RSVP): only when the organizer is an address that reaches someone.' })
  rsvp!: boolean;
}

@ObjectType('DemoStatusChangePreview', { description: "What setting a demo request's status would do, said before it is done." })
export class DemoStatusChangePreview {
  @Field(() => DemoMeetingMail, { nullable: true, description: 'The email the requester would be sent, as the caller would send it; null when the change sends nothing (the screen then asks nothing).' })
  mail!: DemoMeetingMail | null;
}

export const toDemoMeetingMail = (preview: MeetingMailPreview): DemoMeetingMail => ({
  to: shownAddress({ address: preview.to.address, ...(preview.to.name ? { name: preview.to.name } : {}) }),
  subject: preview.subject,
  says: preview.says,
  invites: preview.news === 'confirmed' || preview.news === 'moved',
  copyTo: preview.hosts.copyTo ? shownAddress(preview.hosts.copyTo.address) : null,
  copyToIsYours: preview.hosts.copyTo?.whose === 'member',
  organizer: shownAddress(preview.hosts.organizer),
  rsvp: preview.hosts.answered,
});
