import { isEmailAddress } from './email.js';
import { isBlank, type Rule } from './rule.js';

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

export const recipientName: Rule = (value) => (isBlank(value) ? RECIPIENT_MESSAGES.nameRequired : null);

export const recipientEmail: Rule = (value) => {
  if (isBlank(value)) return RECIPIENT_MESSAGES.emailRequired;
  return isEmailAddress(value) ? null : RECIPIENT_MESSAGES.emailInvalid;
};

export const notificationTypes: Rule = (value) => {
  if (!Array.isArray(value) || value.length === 0) return RECIPIENT_MESSAGES.typesRequired;
  const known = NOTIFICATION_TYPES.map((type) => type.value as string);
  return value.every((type) => typeof type === 'string' && known.includes(type)) ? null : RECIPIENT_MESSAGES.typeUnknown;
};
