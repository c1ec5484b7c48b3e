import { IsBoolean, IsOptional } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { RequiredId, Satisfies, SatisfiesEmail } from '../../domain/validation.js';
import { NOTIFICATION_TYPES, notificationTypes, recipientEmail, recipientName, unchangedRecipientEmail, type NotificationTypeValue } from '../../rules/recipients.js';

/** The notification types, with the spec's values as their GraphQL names. */
export const NotificationType = graphqlEnum(
  'NotificationType',
  NOTIFICATION_TYPES.map((type) => type.value),
  {
    description: 'career: job applications; newsletters: new subscribers; system_alerts: contact submissions, demo requests, delivery failures.',
    values: {
      career: 'New job applications.',
      newsletters: 'New newsletter subscribers.',
      system_alerts: 'New contact messages and demo requests, and emails that could not be delivered.',
    },
  },
);
export type NotificationType = NotificationTypeValue;

@InputType('CreateEmailRecipientInput', { description: "What `createEmailRecipient` takes: the new recipient's name, address and notification types." })
export class CreateEmailRecipientInput {
  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(recipientName)
  name!: string;

  @Field(() => String, { description: 'Required: where the notifications go; no other recipient may have it, and it cannot change later.' })
  @SatisfiesEmail(recipientEmail)
  email!: string;

  @Field(() => [NotificationType], { nullable: true, description: 'Defaults to system_alerts only.' })
  @IsOptional()
  @Satisfies(notificationTypes)
  notificationTypes?: NotificationType[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true. Inactive recipients receive no email.' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean | null;
}

@InputType('UpdateEmailRecipientInput', { description: 'What `updateEmailRecipient` takes: the recipient, its name and its notification types (its address cannot change).' })
export class UpdateEmailRecipientInput {
  @Field(() => ID, { description: "The recipient's global id." })
  @RequiredId()
  id!: string;

  @Field(() => String, { description: 'Required; one line of at most 100 characters.' })
  @Satisfies(recipientName)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Cannot change; when sent, it must be the current address.' })
  @Satisfies(unchangedRecipientEmail)
  email?: string | null;

  @Field(() => [NotificationType], { description: 'Which notifications the recipient gets, replacing the ones before; at least one.' })
  @Satisfies(notificationTypes)
  notificationTypes!: NotificationType[];

  @Field(() => Boolean, { nullable: true, description: 'Unchanged when left out.' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean | null;
}

@InputType()
class EmailRecipientIdInput {
  @Field(() => ID, { description: "The recipient's global id." })
  @RequiredId()
  id!: string;
}

@InputType('ToggleEmailRecipientStatusInput', { description: 'What `toggleEmailRecipientStatus` takes: the recipient to activate or deactivate.' })
export class ToggleEmailRecipientStatusInput extends EmailRecipientIdInput {}

@InputType('DeleteEmailRecipientInput', { description: 'What `deleteEmailRecipient` takes: the recipient to delete.' })
export class DeleteEmailRecipientInput extends EmailRecipientIdInput {}
