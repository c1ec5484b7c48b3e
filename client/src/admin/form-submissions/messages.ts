import { CONTACT_ADMIN_MESSAGES, CONTACT_SOURCES, CONTACT_STATUSES, CONTACT_STATUS_LABELS, type ContactSourceValue } from '@rules/contact';
import { statusOptions, type StatusOption } from '../ui/StatusSelect';
import type { ContactFormSource, ContactStatus } from '../gql/graphql';

/** The Form Submissions screen's messages (spec sections 2 and 8). */
export const SUBMISSION_MESSAGES = {
  ...CONTACT_ADMIN_MESSAGES,
  loadFailed: 'Failed to load form submissions. Please try again later.',
  statusFailed: 'Failed to update status',
  replyFailed: 'Failed to send reply',
  deleteFailed: 'Failed to delete submission',
  empty: 'No submissions found',
  confirmDelete: (name: string) => `Are you sure you want to delete the message from ${name}? This action cannot be undone.`,
} as const;

/** The reply box's words: what the email will be, around what the member writes. */
export const REPLY_MESSAGES = {
  loading: 'Preparing the reply...',
  loadFailed: 'Could not prepare the reply. Close the message and open it again.',
  repliesToYou: (address: string) => `Their answer comes to you: ${address}`,
  repliesToTeam: (address: string) => `Their answer goes to the team: ${address}`,
  repliesToNobody: (from: string) => `Their answer goes to ${from}, which nobody may read. Set a team address (MAIL_REPLY_TO), or reply from an account with its own email address.`,
  asWritten: 'The email says exactly what you write here. Below it, it quotes their message:',
} as const;

export const SUBMISSIONS_PAGE_SIZE = 5;

/** The statuses, each named by its label ("In progress", not the stored "in-progress"). */
export const SUBMISSION_STATUSES: readonly StatusOption<ContactStatus>[] = statusOptions(CONTACT_STATUSES, (status) => CONTACT_STATUS_LABELS[status]);

/** Each status's badge colour. */
export const SUBMISSION_STATUS_PALETTE: Readonly<Record<ContactStatus, string>> = { new: 'blue', in_progress: 'orange', completed: 'green', archived: 'gray' };

const SOURCE_LABELS: Readonly<Record<ContactSourceValue, string>> = { contact: 'Contact page', services: 'Services page' };

/** The Source filter's options: all, then the page a message was sent from. */
export const SUBMISSION_SOURCES: readonly StatusOption<ContactFormSource | ''>[] = [{ value: '', label: 'All Sources' }, ...statusOptions(CONTACT_SOURCES, (source) => SOURCE_LABELS[source])];
