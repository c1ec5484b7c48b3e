import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { PersonNode } from '../../graphql/spam.js';
import { ContactFormSource, ContactStatus } from './contact.input.js';
import { contactRecord } from './contact.record.js';
import { shownAddress } from '../mail/replies.js';
import type { ReplyDraft } from './contact.service.js';

@ObjectType('ContactReply', { description: 'An answer sent by email to the person who wrote in.' })
export class ContactReply {
  @Field(() => String, { description: 'The reply as sent, plain text.' })
  message!: string;

  @Field(() => String, { description: 'Username of the admin who replied.' })
  sentBy!: string;

  @Field(() => Date, { description: 'When the reply was sent.' })
  createdAt!: Date;
}

@ObjectType('ContactSubmission', { implements: Node, description: 'A message from the Contact page or the Services page.' })
export class ContactSubmission extends PersonNode {
  @Field(() => ContactFormSource, { description: 'The form it was sent from.' })
  source!: ContactFormSource;

  @Field(() => String, { nullable: true, description: 'The company the person wrote for; null when none was given.' })
  companyName!: string | null;

  @Field(() => Boolean, { description: 'Whether the person asked to be subscribed to the newsletter too.' })
  newsletter!: boolean;

  @Field(() => String, { nullable: true, description: 'The country name the person chose; null when none was given (the Services form does not ask).' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: 'From the Contact page `+<calling code><digits>` (for example +919876543210); from the Services form as typed. Null when none was given.' })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'The landline, `+<calling code><digits>`; null when none was given.' })
  landlineNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'Investor, Borrower or Advisor, the role in the person\u2019s own words when they chose Other, or on the Services form what they look for; null when none was given.' })
  role!: string | null;

  @Field(() => String, { description: 'The message, trimmed.' })
  message!: string;

  @Field(() => ContactStatus, { description: 'Where the message stands in the back office.' })
  status!: ContactStatus;

  @Field(() => Date, { description: 'When the message arrived.' })
  createdAt!: Date;

  @Field(() => [ContactReply], { description: 'Oldest first.' })
  replies!: ContactReply[];
}

/** The GraphQL object of a submission and its replies: its record, under the same names. */
export const toContactSubmission = nodeFrom(ContactSubmission, contactRecord);

export const ContactSubmissionConnection = connectionOf(ContactSubmission);

@ObjectType('SubmitContactFormPayload', { description: 'What `submitContactForm` answers: the thanks to show.' })
export class SubmitContactFormPayload {
  @Field(() => Boolean, { description: 'Always true: a refused form is an error instead.' })
  success!: boolean;

  @Field(() => String, { description: 'What to tell the visitor.' })
  message!: string;
}

/** What a change to a submission answers (each mutation under its own payload name). */
@ObjectType()
export class ContactSubmissionPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Status updated successfully" or "Reply sent successfully".' })
  message!: string;

  @Field(() => ContactSubmission, { description: 'The message, as it is now.' })
  submission!: ContactSubmission;
}

@ObjectType('UpdateContactSubmissionStatusPayload', { description: 'What `updateContactSubmissionStatus` answers: the message with its new status.' })
export class UpdateContactSubmissionStatusPayload extends ContactSubmissionPayload {}

@ObjectType('ReplyToContactSubmissionPayload', { description: 'What `replyToContactSubmission` answers: the message with the reply among its replies.' })
export class ReplyToContactSubmissionPayload extends ContactSubmissionPayload {}

@ObjectType('DeleteContactSubmissionPayload', { description: 'What `deleteContactSubmission` answers.' })
export class DeleteContactSubmissionPayload {
  @Field(() => String, { description: 'What to tell the admin: "Submission deleted successfully".' })
  message!: string;

  @Field(() => String, { description: 'The global id of the deleted message.' })
  deletedId!: string;
}

@ObjectType('MarkContactSubmissionNotSpamPayload', { description: 'What `markContactSubmissionNotSpam` answers: the message, filed as new.' })
export class MarkContactSubmissionNotSpamPayload {
  @Field(() => String, { description: 'What to tell the admin: "Moved out of spam and filed as new".' })
  message!: string;

  @Field(() => ContactSubmission, { description: 'The message, no longer held.' })
  submission!: ContactSubmission;
}

@ObjectType('ContactReplyDraft', { description: 'A reply as it will be emailed, but for the words the member writes: what the compose box shows before it is sent.' })
export class ContactReplyDraft {
  @Field(() => String, { description: 'Whom it goes to, as its To header names them: "Ananya Rao <ananya@example.com>".' })
  to!: string;

  @Field(() => String, { description: 'The sender, `MAIL_FROM`.' })
  from!: string;

  @Field(() => String, {
    nullable: true,
    description: "Where the person's answer goes (Reply-To): the member's own address when their account has one, else the team's (`MAIL_REPLY_TO`); null when there is neither, and answers go to `from`.",
  })
  replyTo!: string | null;

  @Field(() => Boolean, { description: "Whether `replyTo` is the member's own address." })
  replyToIsYours!: boolean;

  @Field(() => String, { description: 'The subject.' })
  subject!: string;

  @Field(() => String, { description: 'What the compose box starts with ("Hello Ananya,"). The email says what the member wrote and nothing above it.' })
  greeting!: string;

  @Field(() => String, { description: "What is written above the quotation that follows the member's words: \"Your message of …\"." })
  quoteLabel!: string;

  @Field(() => String, { description: "The quotation: the start of the person's message (300 characters), its links written as text." })
  quotedText!: string;
}

export const toContactReplyDraft = (draft: ReplyDraft): ContactReplyDraft => ({
  to: shownAddress(draft.to),
  from: shownAddress(draft.from),
  replyTo: draft.replyTo ? shownAddress(draft.replyTo.address) : null,
  replyToIsYours: draft.replyTo?.whose === 'member',
  subject: draft.subject,
  greeting: draft.greeting,
  quoteLabel: draft.quoted.label,
  quotedText: draft.quoted.text,
});
