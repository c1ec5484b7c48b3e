import { fullName } from '../../domain/text.js';
import type { EmailContent } from '../mail/templates.js';
import type { JobApplicationEntity } from './careers.entity.js';

export function newApplicationNotice(application: JobApplicationEntity, fileCount: number, publicUrl: string): EmailContent {
  const name = fullName(application);
  return {
    subject: `New application: ${name} for ${application.position}`,
    heading: `${name} applied for ${application.position}`,
    paragraphs: [application.coverNote],
    details: [
      ['Email', application.email],
      ['Phone', application.phone],
      ['Country', application.country],
      ['Resumes', fileCount === 0 ? 'None attached' : `${fileCount} attached (open them from the back office)`],
    ],
    action: { label: 'Open applications', url: `${publicUrl}/admin/careers` },
  };
}

export function applicationReceipt(application: JobApplicationEntity): EmailContent {
  return {
    subject: `Your application for ${application.position}`,
    heading: `Thank you for applying, ${application.firstName}`,
    paragraphs: [
      `We received your application for ${application.position} at Finmesh. Our hiring team reads every application and will contact you if your profile fits the role.`,
      'There is nothing more you need to do for now.',
    ],
  };
}
