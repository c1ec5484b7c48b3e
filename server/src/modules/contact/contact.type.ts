import { Field, ObjectType } from 'type-graphql';
import { connectionOf, Node, toGlobalId } from '../../graphql/relay.js';
import { PersonNode, personFields } from '../../graphql/spam.js';
import type { ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';
import { ContactFormSource, ContactStatus } from './contact.input.js';

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

export function toContactReply(entity: ContactReplyEntity): ContactReply {
  return Object.assign(new ContactReply(), { message: entity.message, sentBy: entity.sentBy, createdAt: entity.createdAt });
}

export function toContactSubmission(entity: ContactSubmissionEntity, replies: readonly ContactReplyEntity[] = []): ContactSubmission {
  return Object.assign(new ContactSubmission(), {
    id: toGlobalId('ContactSubmission', entity.id),
    source: entity.source,
    ...personFields(entity),
    companyName: entity.companyName ?? null,
    newsletter: entity.newsletter,
    country: entity.country ?? null,
    phoneNumber: entity.phoneNumber ?? null,
    landlineNumber: entity.landlineNumber ?? null,
    role: entity.role ?? null,
    message: entity.message,
    status: entity.status,
    createdAt: entity.createdAt,
    replies: replies.map(toContactReply),
  });
}

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
