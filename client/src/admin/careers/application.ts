import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@rules/careers';
import type { ApplicationStatus } from '../gql/graphql';
import { statusOptions, type StatusOption } from '../ui/StatusSelect';

/** How the back office shows an application, in the table and on the board alike. */

/** The statuses in their order, as the table's select offers them and the board's columns stand. */
export const APPLICATION_OPTIONS: readonly StatusOption<ApplicationStatus>[] = statusOptions(APPLICATION_STATUSES, (status) => APPLICATION_STATUS_LABELS[status]);

/** A status's name on screen: "Reviewed". */
export const applicationStatusLabel = (status: ApplicationStatus): string => APPLICATION_STATUS_LABELS[status];

/** The applicant's whole name. */
export const applicantName = (application: { firstName: string; middleName: string | null; lastName: string }) =>
  [application.firstName, application.middleName, application.lastName].filter(Boolean).join(' ');

export const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
