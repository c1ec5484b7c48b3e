import { AdminEntity, AdminSessionEntity, LoginFailureEntity } from '../modules/admin/admin.entity.js';
import { ApplicationFileEntity, JobApplicationEntity, JobEntity } from '../modules/careers/careers.entity.js';
import { ContactReplyEntity, ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { DemoRequestEntity } from '../modules/demo/demo.entity.js';
import { MailMessageEntity } from '../modules/mail/mail.entity.js';
import { SubscriberEntity } from '../modules/newsletter/newsletter.entity.js';
import { EmailRecipientEntity } from '../modules/recipients/recipients.entity.js';

/** Every entity the ORM knows; migrations are generated from this list. */
export const entities = [
  SubscriberEntity,
  AdminEntity,
  AdminSessionEntity,
  LoginFailureEntity,
  MailMessageEntity,
  EmailRecipientEntity,
  ContactSubmissionEntity,
  ContactReplyEntity,
  DemoRequestEntity,
  JobEntity,
  JobApplicationEntity,
  ApplicationFileEntity,
];
