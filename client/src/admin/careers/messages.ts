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

/**
 * The applications board (issue P14): its columns, the moves and what a screen reader hears while
 * a card is dragged (`name` is the applicant's, `column` a status's label).
 */
export const BOARD_MESSAGES = {
  instructions:
    'To move an application to another status, press Space or Enter on its name, choose a column with the Left and Right arrow keys, then press Space or Enter to drop it there, or Escape to cancel. Each card also has a Move to menu.',
  pickedUp: (name: string, column: string) => `Picked up application from ${name}, in ${column}.`,
  over: (column: string) => `Moved to ${column}.`,
  backHome: (column: string) => `Back in ${column}.`,
  notOver: 'Not over a column.',
  dropped: (name: string, column: string) => `Dropped application from ${name} in ${column}.`,
  droppedHome: (name: string, column: string) => `Dropped application from ${name} back in ${column}; its status did not change.`,
  cancelled: (name: string, column: string) => `Cancelled. The application from ${name} stays in ${column}.`,
  moved: (column: string) => `Moved to ${column}`,
  movedBack: (column: string) => `Moved back to ${column}`,
  undo: 'Undo',
  moveTo: 'Move to…',
  /** The menu's button: its visible words, and whose application. */
  moveLabel: (name: string) => `Move to… (${name})`,
  loadMore: 'Load more',
  loading: 'Loading applications...',
  loadFailed: 'Failed to load these applications.',
  empty: 'No applications',
} as const;

/** A board column's first page, and each "Load more". */
export const BOARD_COLUMN_PAGE_SIZE = 20;

/** Jobs and applications are listed 5 to a page (spec section 9). */
export const CAREERS_PAGE_SIZE = 5;
