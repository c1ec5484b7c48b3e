import { IsBoolean, IsOptional } from 'class-validator';
import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { RequiredId, Satisfies } from '../../domain/validation.js';
import { notificationTypes, recipientEmail, recipientName, type NotificationTypeValue } from '../../rules/recipients.js';

/** The notification types, with the spec's values as their GraphQL names. */
export enum NotificationType {
  career = 'career',
  newsletters = 'newsletters',
  system_alerts = 'system_alerts',
}
registerEnumType(NotificationType, {
  name: 'NotificationType',
  description: 'career: job applications; newsletters: new subscribers; system_alerts: contact submissions, demo requests, delivery failures.',
});

// The TypeScript enum and the shared rules module name the same values.
const sameValues: Record<NotificationTypeValue, NotificationType> = NotificationType;
void sameValues;

@InputType('CreateEmailRecipientInput')
export class CreateEmailRecipientInput {
  @Field(() => String)
  @Satisfies(recipientName)
  name!: string;

  @Field(() => String)
  @Satisfies(recipientEmail)
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
  @IsOptional()
  email?: string | null;

  @Field(() => [NotificationType])
  @Satisfies(notificationTypes)
  notificationTypes!: NotificationType[];

  @Field(() => Boolean, { nullable: true, description: 'Unchanged when left out.' })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean | null;
}

@InputType('EmailRecipientIdInput')
export class EmailRecipientIdInput {
  @Field(() => ID)
  @RequiredId()
  id!: string;
}
