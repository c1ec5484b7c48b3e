import type { JobPage_JobFragment, Openings_JobFragment } from '../gql/graphql';

/** A job as its own page shows it. */
export type JobPosting = Omit<JobPage_JobFragment, ' $fragmentName'>;
/** A job as the openings list shows it. */
export type JobOpening = Omit<Openings_JobFragment, ' $fragmentName'>;

export interface JobFilters {
  location: string;
  role: string;
}

const contains = (value: string | null, wanted: string) => wanted === '' || (value ?? '').toLowerCase().includes(wanted.toLowerCase());

/** The jobs whose location and role contain what is chosen, ignoring case (spec section 9). */
export function filterJobs(jobs: readonly JobOpening[], { location, role }: JobFilters): JobOpening[] {
  return jobs.filter((job) => contains(job.location, location) && contains(job.role, role));
}

/** The filter's options: each value the jobs have, once, sorted. */
export function distinctValues(jobs: readonly JobOpening[], field: 'location' | 'role'): string[] {
  const values = new Set(jobs.map((job) => job[field]?.trim() ?? '').filter((value) => value !== ''));
  return [...values].sort((a, b) => a.localeCompare(b, 'en'));
}

/** When the job was posted: first made Active, or created. */
export const postedOn = (job: Pick<JobOpening, 'postedAt' | 'createdAt'>): string => job.postedAt ?? job.createdAt;

const POSTED_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "12 Nov 2026", the same on the server and in the browser (fixed locale and time zone). */
export const formatPostedDate = (iso: string): string => POSTED_DATE.format(new Date(iso));

export const CAREERS_PATH = '/careers';

/** The job page's address. */
export const jobPath = (job: Pick<JobPosting, 'slug'>) => `${CAREERS_PATH}/${job.slug}`;

/** The job page's query parameter that holds the list's own (filters, page), for Back to Openings. */
export const LIST_PARAM = 'list';

/** The openings list's query parameters: its filters and its page (`?location=&role=&page=`). */
export const OPENINGS_QUERY = ['location', 'role', 'page'] as const;
