import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@rules/careers';

/**
 * Career management's messages (spec sections 2 and 8). Jobs and applications share some keys
 * (`deleted`, `notFound`), so each is named for what it concerns rather than spread in.
 */
export const CAREERS_MESSAGES = {
  requiredFields: JOB_MESSAGES.requiredFields,
  jobCreated: JOB_MESSAGES.created,
  jobUpdated: JOB_MESSAGES.updated,
  jobDeleted: JOB_MESSAGES.deleted,
  applicationStatusUpdated: APPLICATION_MESSAGES.statusUpdated,
  applicationDeleted: APPLICATION_MESSAGES.deleted,
  jobsFetchFailed: 'Failed to fetch jobs',
  jobsLoadFailed: 'Failed to load jobs. Please try again later.',
  noJobs: 'No jobs found. Create your first job posting!',
  jobDeleteFailed: 'Failed to delete job. Please try again.',
  jobLoadFailed: 'Failed to load job data',
  jobUpdateFailed: 'Failed to update job',
  jobCreateFailed: 'Failed to create job',
  jobSaveFailed: 'Failed to save job. Please check the form and try again.',
  sessionExpired: 'Session expired. Please log in again.',
  noToken: 'No authentication token found. Please log in again.',
  noResponse: 'No response from server. Please check your connection.',
  serverStatus: (status: number) => `Server responded with status ${status}`,
  applicationsFetchFailed: 'Failed to fetch applications',
  applicationsLoadFailed: 'Failed to load applications. Please try again later.',
  noApplications: 'No applications found.',
  applicationDeleteFailed: 'Failed to delete application',
  applicationStatusFailed: 'Failed to update application status',
  noCoverLetter: 'No cover letter provided.',
  confirmDeleteJob: (title: string) => `Are you sure you want to delete the job "${title}"? This action cannot be undone.`,
  confirmDeleteApplication: (name: string) => `Are you sure you want to delete the application from ${name}? Its resume files are deleted too. This action cannot be undone.`,
} as const;

/** Jobs and applications are listed 5 to a page (spec section 9). */
export const CAREERS_PAGE_SIZE = 5;
