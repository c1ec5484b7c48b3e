import { EMAIL_MAX_LENGTH, requiredEmail } from './email.js';
import { allOf, isBlank, optionalText, type Rule } from './rule.js';

/** Who gets which notification emails (spec: Email Recipients). */
export const NOTIFICATION_TYPES = [
  { value: 'career', label: 'Career Updates (Jobs & Applications)' },
  { value: 'newsletters', label: 'Newsletters' },
  { value: 'system_alerts', label: 'System Alerts' },
] as const;

export type NotificationTypeValue = (typeof NOTIFICATION_TYPES)[number]['value'];

/** New recipients get system alerts only until someone ticks more. */
export const DEFAULT_NOTIFICATION_TYPES: readonly NotificationTypeValue[] = ['system_alerts'];

export const RECIPIENT_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  typesRequired: 'At least one notification type is required',
  typeUnknown: 'Unknown notification type',
  emailTaken: 'A recipient with this email already exists',
  emailImmutable: 'Email cannot be changed after creation',
  notFound: 'Recipient not found',
  created: 'Recipient created successfully',
  updated: 'Recipient updated successfully',
  deleted: 'Recipient deleted successfully',
  activated: 'Recipient activated successfully',
  deactivated: 'Recipient deactivated successfully',
} as const;

export const recipientName: Rule = allOf((value) => (isBlank(value) ? RECIPIENT_MESSAGES.nameRequired : null), optionalText('Name', 100));

export const recipientEmail = requiredEmail(RECIPIENT_MESSAGES.emailRequired, RECIPIENT_MESSAGES.emailInvalid);

/** On an update the address may be sent, as text, but only to say it again (`emailImmutable`). */
export const unchangedRecipientEmail: Rule = optionalText('Email', EMAIL_MAX_LENGTH);

export const notificationTypes: Rule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return RECIPIENT_MESSAGES.typesRequired;
  const known = NOTIFICATION_TYPES.map((type) => type.value as string);
  return value.every((type) => typeof type === 'string' && known.includes(type)) ? null : RECIPIENT_MESSAGES.typeUnknown;
};
