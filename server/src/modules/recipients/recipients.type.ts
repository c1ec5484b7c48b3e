import { Field, ObjectType } from 'type-graphql';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { NotificationType } from './recipients.input.js';
import { recipientRecord } from './recipients.record.js';

@ObjectType('EmailRecipient', { implements: Node, description: 'A member of staff who receives notification emails.' })
export class EmailRecipient extends Node {
  @Field(() => String, { description: "The recipient's name; the list is sorted by it." })
  name!: string;

  @Field(() => String, { description: 'Where the notifications go; it cannot change once the recipient exists.' })
  email!: string;

  @Field(() => [NotificationType], { description: 'Which notifications the recipient gets; at least one.' })
  notificationTypes!: NotificationType[];

  @Field(() => Boolean, { description: 'Inactive recipients receive no email.' })
  isActive!: boolean;

  @Field(() => Date, { description: 'When the recipient was added.' })
  createdAt!: Date;
}

export const toEmailRecipient = nodeFrom(EmailRecipient, recipientRecord);

export const EmailRecipientConnection = connectionOf(EmailRecipient);

/** What a change to a recipient answers (each mutation under its own payload name). */
@ObjectType()
export class EmailRecipientPayload {
  @Field(() => String, { description: 'What to tell the admin, for example "Recipient created successfully" or "Recipient deactivated successfully".' })
  message!: string;

  @Field(() => EmailRecipient, { description: 'The recipient, as it is now.' })
  recipient!: EmailRecipient;
}

@ObjectType('CreateEmailRecipientPayload', { description: 'What `createEmailRecipient` answers: the new recipient.' })
export class CreateEmailRecipientPayload extends EmailRecipientPayload {}

@ObjectType('UpdateEmailRecipientPayload', { description: 'What `updateEmailRecipient` answers: the recipient as changed.' })
export class UpdateEmailRecipientPayload extends EmailRecipientPayload {}

@ObjectType('ToggleEmailRecipientStatusPayload', { description: 'What `toggleEmailRecipientStatus` answers: the recipient, now active or inactive.' })
export class ToggleEmailRecipientStatusPayload extends EmailRecipientPayload {}

@ObjectType('DeleteEmailRecipientPayload', { description: 'What `deleteEmailRecipient` answers.' })
export class DeleteEmailRecipientPayload {
  @Field(() => String, { description: 'What to tell the admin: "Recipient deleted successfully".' })
  message!: string;

  @Field(() => String, { description: 'Global id of the deleted recipient.' })
  deletedId!: string;
}
