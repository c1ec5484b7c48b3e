import type { StoredRow } from '../../db/stored-rows.js';
import { fullName } from '../../domain/text.js';
import { adminUrl } from '../../rules/admin-screens.js';
import type { OutgoingEmail } from '../mail/outbox.js';
import { receipt, utcTime, type MailSite } from '../mail/receipts.js';
import type { EmailContent } from '../mail/templates.js';
import type { JobApplicationEntity } from './careers.entity.js';

/** To the staff who get career notifications: the application's rows, then the cover note quoted. */
export function newApplicationNotice(application: StoredRow<JobApplicationEntity, 'job'>, fileCount: number, publicUrl: string): EmailContent {
  const name = fullName(application);
  return {
    subject: `New application: ${name} for ${application.position}`,
    heading: `${name} applied for ${application.position}`,
    paragraphs: [],
    details: [
      ['Email', application.email],
      ['Phone', application.phone],
      ['Country', application.country],
      ['Resumes', fileCount === 0 ? 'None attached' : `${fileCount} attached (open them from the back office)`],
    ],
    quoted: { label: 'Cover note', text: application.coverNote },
    action: { label: 'Open applications', url: adminUrl(publicUrl, 'careers') },
  };
}

/**
 * To the address the application was sent with: that it arrived and when. It names the job only
 * when it is one of ours (a general application's position is the applicant's own words).
 */
export function applicationReceipt(application: StoredRow<JobApplicationEntity, 'job'>, site: MailSite): OutgoingEmail {
  const job = application.job ? ` for ${application.position}` : '';
  return receipt({
    kind: 'application_receipt',
    to: application,
    subject: application.job ? `Your application for ${application.position}` : `Your application to ${site.siteName}`,
    paragraphs: [
      `Thank you for applying${job} at ${site.siteName}. We received your application on ${utcTime(application.appliedAt)}.`,
      'Our hiring team reads every application and will contact you if your profile fits the role. There is nothing more you need to do for now.',
    ],
    site,
  });
}
