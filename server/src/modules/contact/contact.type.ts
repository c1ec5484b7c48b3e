import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { PersonNode } from '../../graphql/spam.js';
import { ContactFormSource, ContactStatus } from './contact.input.js';
import { contactRecord } from './contact.record.js';

@ObjectType('ContactReply', { description: 'An answer sent by email to the person who wrote in.' })
export class ContactReply {
  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'Username of the admin who replied.' })
  sentBy!: string;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('ContactSubmission', { implements: Node, description: 'A message from the Contact page or the Services page.' })
export class ContactSubmission extends PersonNode {
  @Field(() => ContactFormSource)
  source!: ContactFormSource;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => Boolean)
  newsletter!: boolean;

  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true })
  landlineNumber!: string | null;

  @Field(() => String, { nullable: true })
  role!: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => ContactStatus)
  status!: ContactStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [ContactReply], { description: 'Oldest first.' })
  replies!: ContactReply[];
}

/** The GraphQL object of a submission and its replies: its record, under the same names. */
export const toContactSubmission = nodeFrom(ContactSubmission, contactRecord);

export const ContactSubmissionConnection = connectionOf(ContactSubmission);

@ObjectType('SubmitContactFormPayload')
export class SubmitContactFormPayload {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

/** What a change to a submission answers (each mutation under its own payload name). */
@ObjectType()
export class ContactSubmissionPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Status updated successfully".' })
  message!: string;

  @Field(() => ContactSubmission)
  submission!: ContactSubmission;
}

@ObjectType('UpdateContactSubmissionStatusPayload')
export class UpdateContactSubmissionStatusPayload extends ContactSubmissionPayload {}

@ObjectType('ReplyToContactSubmissionPayload')
export class ReplyToContactSubmissionPayload extends ContactSubmissionPayload {}

@ObjectType('DeleteContactSubmissionPayload')
export class DeleteContactSubmissionPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String)
  deletedId!: string;
}

@ObjectType('MarkContactSubmissionNotSpamPayload')
export class MarkContactSubmissionNotSpamPayload {
  @Field(() => String)
  message!: string;

  @Field(() => ContactSubmission)
  submission!: ContactSubmission;
}
