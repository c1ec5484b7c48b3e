import { requiredEmail } from './email.js';
import { allOf, hasControlCharacters, isBlank, oneLine, optionalText, slugWords, type Rule } from './rule.js';

/** Job postings and applications (spec sections 3, 5, 8 and 9). */

export const JOB_ROLES = ['Finance & Tech', 'Developer', 'Tester', 'Consultant'] as const;
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const JOB_STATUSES = ['Draft', 'Active', 'Closed', 'Archived'] as const;
export type JobStatusValue = (typeof JOB_STATUSES)[number];
/** A job that is withdrawn for good; the job form offers it only to a job that has it. */
export const ARCHIVED_JOB_STATUS: JobStatusValue = 'Archived';

export const JOB_DEFAULTS = {
  role: 'Developer',
  jobType: 'Full-time',
  status: 'Draft',
  expectedHours: '40 per week',
  schedule: 'Monday to Friday',
} as const;

export const JOB_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  created: 'Job created successfully',
  updated: 'Job updated successfully',
  deleted: 'Job deleted successfully',
  notFound: 'Job not found',
} as const;

/** A list of short texts, such as a job's description or benefits (empty points are dropped before storing). */
export const points = (label: string, { required = false, max = 50, each = 2000 } = {}): Rule => (value) => {
  if (value === undefined || value === null) return required ? JOB_MESSAGES.requiredFields : null;
  if (!Array.isArray(value) || value.some((point) => typeof point !== 'string')) return `${label} must be a list of texts`;
  const filled = value.filter((point: string) => point.trim() !== '');
  if (required && filled.length === 0) return JOB_MESSAGES.requiredFields;
  if (filled.length > max) return `${label} can have at most ${max} points`;
  return filled.some((point: string) => point.length > each) ? `Each point of ${label} must be at most ${each} characters` : null;
};

/** One of the listed values, or nothing (the default applies). */
export const oneOf = (label: string, allowed: readonly string[]): Rule => (value) =>
  value === undefined || value === null || (typeof value === 'string' && allowed.includes(value)) ? null : `${label} must be one of ${allowed.join(', ')}`;

/**
 * A job's fields as createJob, updateJob and the REST paths take them: the server's input class
 * checks each with its rule, and the job form checks the same before sending.
 */
export const jobRules = {
  title: ((value) => (isBlank(value) ? JOB_MESSAGES.requiredFields : optionalText('Title')(value))) as Rule,
  location: optionalText('Location'),
  role: oneOf('Role', JOB_ROLES),
  status: oneOf('Status', JOB_STATUSES),
  description: points('Description', { required: true }),
  skills: points('Skills', { each: 100 }),
  details: {
    jobTypes: ((value) =>
      value === undefined || value === null || (Array.isArray(value) && value.every((type) => (JOB_TYPES as readonly string[]).includes(type)))
        ? null
        : `Job type must be one of ${JOB_TYPES.join(', ')}`) as Rule,
    pay: optionalText('Pay'),
    expectedHours: optionalText('Expected hours'),
    benefits: points('Benefits'),
    schedule: optionalText('Schedule'),
    supplementalPay: optionalText('Supplemental pay'),
    education: optionalText('Education'),
    experience: points('Experience'),
    startDate: optionalText('Start date', 40),
  },
} as const;

export const APPLICATION_STATUSES = ['new', 'reviewed', 'contacted', 'hired', 'rejected'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number];
/** How the back office names them: the table's status options, the board's columns. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatusValue, string>> = {
  new: 'New',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** What a resume may be; the server checks the content, not only the name. */
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_RESUME_FILES = 5;

/** What the multipart parser takes of an application (REST, or the form's plain post): its resumes, and a few short text fields. */
export const APPLICATION_MULTIPART_LIMITS = { fileSize: MAX_RESUME_BYTES, files: MAX_RESUME_FILES, fields: 40, parts: 40 + MAX_RESUME_FILES, fieldSize: 20_000 } as const;

export const APPLICATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  countryRequired: 'Country is required',
  phoneRequired: 'Phone number is required',
  coverNoteRequired: 'Cover note is required',
  fileType: 'Resumes must be PDF, DOC, DOCX or TXT files',
  fileTooLarge: 'Each file must be 5 MB or smaller',
  tooManyFiles: `Attach at most ${MAX_RESUME_FILES} files`,
  fileName: 'Rename the file: its name cannot contain folders (/ or \\) or invisible control characters',
  fileDamaged: 'This DOCX file is damaged or unpacks to far more than a resume holds; save it again or send a PDF',
  positionUnknown: 'This position is not open for applications',
  submitted: 'Your application has been submitted successfully!',
  statusUpdated: 'Application status updated successfully',
  deleted: 'Application deleted successfully',
  notFound: 'Application not found',
  /** A list's job filter that names no job (an unknown job's id is taken: it has no applications). */
  jobIdInvalid: 'jobId must be the id of a job',
  resumeNotFound: 'Resume not found',
} as const;

const required = (message: string): Rule => (value) => (isBlank(value) ? message : null);

export const applicationRules = {
  firstName: allOf(required(APPLICATION_MESSAGES.firstNameRequired), oneLine('First name')),
  lastName: allOf(required(APPLICATION_MESSAGES.lastNameRequired), oneLine('Last name')),
  email: requiredEmail(APPLICATION_MESSAGES.emailRequired, APPLICATION_MESSAGES.emailInvalid),
  country: allOf(required(APPLICATION_MESSAGES.countryRequired), oneLine('Country')),
  phone: allOf(required(APPLICATION_MESSAGES.phoneRequired), oneLine('Phone number')),
  coverNote: required(APPLICATION_MESSAGES.coverNoteRequired),
};

/** Whether a file name has one of the resume extensions (the browser's first check). */
export function hasResumeExtension(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (RESUME_EXTENSIONS as readonly string[]).includes(extension);
}

/** A plain file name: no folder part (a browser never sends one) and no control characters. */
export function isPlainFileName(fileName: string): boolean {
  return fileName.trim() !== '' && !/[/\\]/.test(fileName) && !hasControlCharacters(fileName);
}

/** A URL-friendly name for a job title, for its page address. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text can be a job's slug (what `slugOf` makes, with `-2` and so on for a repeated title). */
export function isSlug(text: string): boolean {
  return text.length <= 100 && SLUG.test(text);
}

export function slugOf(title: string): string {
  return slugWords(title).slice(0, 80) || 'job';
}
