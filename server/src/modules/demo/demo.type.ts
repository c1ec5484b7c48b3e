import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { HeldNode } from '../../graphql/spam.js';
import { DemoStatus } from './demo.input.js';
import { demoRecord } from './demo.record.js';

@ObjectType('DemoRequest', { implements: Node, description: 'A request for a product demo.' })
export class DemoRequest extends HeldNode {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  designation!: string | null;

  @Field(() => String)
  email!: string;

  @Field(() => Date)
  meetingDate!: Date;

  @Field(() => String, { nullable: true, description: "The IANA time zone the requester picked the time in; null when not known (the invitation is then in UTC)." })
  timeZone!: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => DemoStatus)
  status!: DemoStatus;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

export const toDemoRequest = nodeFrom(DemoRequest, demoRecord);

export const DemoRequestConnection = connectionOf(DemoRequest);

@ObjectType('RequestDemoPayload')
export class RequestDemoPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

/** What a change to a demo request answers (each mutation under its own payload name). */
@ObjectType()
export class DemoRequestPayload {
  @Field(() => String)
  message!: string;

  @Field(() => DemoRequest)
  demoRequest!: DemoRequest;
}

@ObjectType('UpdateDemoRequestStatusPayload')
export class UpdateDemoRequestStatusPayload extends DemoRequestPayload {}

@ObjectType('UpdateDemoRequestNotesPayload')
export class UpdateDemoRequestNotesPayload extends DemoRequestPayload {}

@ObjectType('RescheduleDemoRequestPayload')
export class RescheduleDemoRequestPayload extends DemoRequestPayload {}

@ObjectType('DeleteDemoRequestPayload')
export class DeleteDemoRequestPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  deletedId!: string;
}

@ObjectType('MarkDemoRequestNotSpamPayload')
export class MarkDemoRequestNotSpamPayload {
  @Field(() => String)
  message!: string;

  @Field(() => DemoRequest)
  demoRequest!: DemoRequest;
}
