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
    labels: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type.value, type.label])) as Record<NotificationTypeValue, string>,
  },
);
export type NotificationType = NotificationTypeValue;

@InputType('CreateEmailRecipientInput')
export class CreateEmailRecipientInput {
  @Field(() => String)
  @Satisfies(recipientName)
  name!: string;

  @Field(() => String)
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

@InputType('UpdateEmailRecipientInput')
export class UpdateEmailRecipientInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;

  @Field(() => String)
  @Satisfies(recipientName)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Cannot change; when sent, it must be the current address.' })
  @Satisfies(unchangedRecipientEmail)
  email?: string | null;

  @Field(() => [NotificationType])
  @Satisfies(notificationTypes)
  notificationTypes!: NotificationType[];

  @Field(() => Boolean, { nullable: true, description: 'Unchanged when left out.' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean | null;
}

@InputType()
class EmailRecipientIdInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}

@InputType('ToggleEmailRecipientStatusInput')
export class ToggleEmailRecipientStatusInput extends EmailRecipientIdInput {}

@InputType('DeleteEmailRecipientInput')
export class DeleteEmailRecipientInput extends EmailRecipientIdInput {}
