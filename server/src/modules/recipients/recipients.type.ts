import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { NotificationType } from './recipients.input.js';
import { recipientRecord } from './recipients.record.js';

@ObjectType('EmailRecipient', { implements: Node, description: 'A member of staff who receives notification emails.' })
export class EmailRecipient extends Node {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => [NotificationType])
  notificationTypes!: NotificationType[];

  @Field(() => Boolean, { description: 'Inactive recipients receive no email.' })
  isActive!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

export const toEmailRecipient = nodeFrom(EmailRecipient, recipientRecord);

export const EmailRecipientConnection = connectionOf(EmailRecipient);

/** What a change to a recipient answers (each mutation under its own payload name). */
@ObjectType()
export class EmailRecipientPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Recipient created successfully".' })
  message!: string;

  @Field(() => EmailRecipient)
  recipient!: EmailRecipient;
}

@ObjectType('CreateEmailRecipientPayload')
export class CreateEmailRecipientPayload extends EmailRecipientPayload {}

@ObjectType('UpdateEmailRecipientPayload')
export class UpdateEmailRecipientPayload extends EmailRecipientPayload {}

@ObjectType('ToggleEmailRecipientStatusPayload')
export class ToggleEmailRecipientStatusPayload extends EmailRecipientPayload {}

@ObjectType('DeleteEmailRecipientPayload')
export class DeleteEmailRecipientPayload {
  @Field(() => String)
  message!: string;

  @Field(() => String, { description: 'Global id of the deleted recipient.' })
  deletedId!: string;
}
