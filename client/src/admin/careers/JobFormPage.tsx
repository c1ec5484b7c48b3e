import { Button, Field, Fieldset, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ARCHIVED_JOB_STATUS, JOB_DEFAULTS, JOB_ROLES, JOB_STATUSES, JOB_TYPES, jobRules } from '@rules/careers';
import type { Rule } from '@rules/rule';
import { Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { TIMING } from '../../content/timing';
import type { FieldErrors } from '../../ui/useFormState';
import { session } from '../auth/session';
import { getFragmentData, graphql } from '../gql';
import type { AdminJobQuery as LoadedJob, CreateJobInput as JobInput, JobStatus } from '../gql/graphql';
import { FormFrame } from '../kit/FormFrame';
import { HistoryPanel } from '../activity/HistoryPanel';
import { useAdminForm } from '../kit/useAdminForm';
import { AdminJobQuery } from './documents';
import { useSaveJob } from './hooks';
import { CAREERS_MESSAGES as MESSAGES } from './messages';

/** A job as the form edits it, in the form's order. */
const JobFormPage_job = graphql(`
  fragment JobFormPage_job on Job {
    id
    title
    location
    role
    status
    details {
      jobTypes
      pay
      expectedHours
      schedule
      startDate
      education
      supplementalPay
      experience
      benefits
    }
    skills
    description
  }
`);

interface Values {
  title: string;
  location: string;
  role: string;
  status: JobStatus;
  jobType: string;
  pay: string;
  expectedHours: string;
  schedule: string;
  startDate: string;
  education: string;
  supplementalPay: string;
  skills: string;
  description: string[];
  benefits: string[];
  experience: string[];
}

const EMPTY: Values = {
  title: '',
  location: '',
  role: JOB_DEFAULTS.role,
  status: JOB_DEFAULTS.status,
  jobType: JOB_DEFAULTS.jobType,
  pay: '',
  expectedHours: JOB_DEFAULTS.expectedHours,
  schedule: JOB_DEFAULTS.schedule,
  startDate: '',
  education: '',
  supplementalPay: '',
  skills: '',
  description: [''],
  benefits: [''],
  experience: [''],
};

/** An archived job keeps its status on edit: Archived is offered only to a job that has it. */
const statusesFor = (status: JobStatus): JobStatus[] => JOB_STATUSES.filter((candidate) => candidate !== ARCHIVED_JOB_STATUS || candidate === status);

/** What is sent: empty points dropped (spec), skills from comma text. */
function toInput(values: Values): JobInput {
  const filled = (points: string[]) => points.map((point) => point.trim()).filter(Boolean);
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    role: values.role,
    status: values.status,
    description: filled(values.description),
    skills: values.skills.split(',').map((skill) => skill.trim()).filter(Boolean),
    details: {
      jobTypes: [values.jobType],
      pay: values.pay.trim(),
      expectedHours: values.expectedHours.trim(),
      schedule: values.schedule.trim(),
      startDate: values.startDate,
      education: values.education.trim(),
      supplementalPay: values.supplementalPay.trim() || null,
      benefits: filled(values.benefits),
      experience: filled(values.experience),
    },
  };
}

/** The form's message for a failed save (spec section 8: "Job create"); the server's field messages stand beside their fields. */
function saveFailure(error: unknown, editing: boolean): string {
  const refusal = refusalOf(error);
  if (!refusal) {
    const status = (error as { statusCode?: number } | null)?.statusCode;
    if (typeof status === 'number') return MESSAGES.serverStatus(status);
    return error instanceof TypeError ? MESSAGES.noResponse : editing ? MESSAGES.jobSaveFailed : MESSAGES.jobCreateFailed;
  }
  if (refusal.code === 'UNAUTHENTICATED') return MESSAGES.sessionExpired;
  if (refusal.code === 'BAD_USER_INPUT' && refusal.fields.length > 0) return MESSAGES.jobSaveFailed;
  return refusal.message || (editing ? MESSAGES.jobUpdateFailed : MESSAGES.jobCreateFailed);
}

type JobField = keyof Values;

/** Each rule of `jobRules` (rules/careers.ts) with the form field it concerns: what the server checks, checked before sending. */
const RULES: readonly [path: string, field: JobField, rule: Rule][] = [
  ['title', 'title', jobRules.title],
  ['location', 'location', jobRules.location],
  ['role', 'role', jobRules.role],
  ['status', 'status', jobRules.status],
  ['description', 'description', jobRules.description],
  ['skills', 'skills', jobRules.skills],
  ...(Object.entries(jobRules.details) as [keyof typeof jobRules.details, Rule][]).map(([name, rule]): [string, JobField, Rule] => [`details.${name}`, name === 'jobTypes' ? 'jobType' : name, rule]),
];

const valueAt = (input: JobInput, path: string): unknown => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], input);

function check(values: Values): FieldErrors<JobField> {
  const input = toInput(values);
  const errors: FieldErrors<JobField> = {};
  for (const [path, field, rule] of RULES) errors[field] ??= rule(valueAt(input, path)) ?? undefined;
  return errors;
}

/** The form field of a server's field path (`details.jobTypes` is the Job type select). */
const fieldOf = (path: string): JobField | null => RULES.find(([rulePath]) => rulePath === path)?.[1] ?? null;

/** The job as loaded, as the form edits it. */
function valuesOf(data: LoadedJob): Values {
  const loaded = getFragmentData(JobFormPage_job, data.job);
  return {
    title: loaded.title,
    location: loaded.location ?? '',
    role: loaded.role,
    status: loaded.status,
    jobType: loaded.details.jobTypes[0] ?? JOB_DEFAULTS.jobType,
    pay: loaded.details.pay ?? '',
    expectedHours: loaded.details.expectedHours,
    schedule: loaded.details.schedule,
    startDate: loaded.details.startDate ?? '',
    education: loaded.details.education ?? '',
    supplementalPay: loaded.details.supplementalPay ?? '',
    skills: loaded.skills.join(', '),
    description: loaded.description.length ? [...loaded.description] : [''],
    benefits: loaded.details.benefits.length ? [...loaded.details.benefits] : [''],
    experience: loaded.details.experience.length ? [...loaded.details.experience] : [''],
  };
}

function Required({ children }: { children: ReactNode }) {
  return (
    <Field.Label>
      {children} <Field.RequiredIndicator />
    </Field.Label>
  );
}

/** A list of points (description, benefits, experience): the first one is required, the rest optional. */
function PointsField({ label, points, onChange, error, multiline = false }: { label: string; points: string[]; onChange(points: string[]): void; error?: string; multiline?: boolean }) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="500" fontSize="sm">
        {label}
      </Fieldset.Legend>
      <Stack gap="2" mt="2">
        {points.map((point, index) => {
          const Control = multiline ? Textarea : Input;
          return (
            <Flex key={index} gap="2" align="flex-start">
              <Control
                value={point}
                required={index === 0}
                aria-label={`${label} ${index + 1}${index === 0 ? ' (required)' : ''}`}
                onChange={(event) => onChange(points.map((existing, at) => (at === index ? event.target.value : existing)))}
                {...(multiline ? { rows: 2 } : {})}
              />
              {points.length > 1 && (
                <IconButton variant="ghost" size="sm" aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => onChange(points.filter((_, at) => at !== index))}>
                  <X aria-hidden />
                </IconButton>
              )}
            </Flex>
          );
        })}
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => onChange([...points, ''])}>
          <Plus aria-hidden /> Add point
        </Button>
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** Create a job, or edit the one in the route. */
export function JobFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const form = useAdminForm({
    empty: EMPTY,
    id,
    load: { query: AdminJobQuery, values: valuesOf, failed: { message: () => MESSAGES.jobLoadFailed } },
    check,
    before: () => (session.token() ? null : MESSAGES.noToken),
    toInput,
    useSave: useSaveJob,
    fieldOf,
    failure: (error) => saveFailure(error, editing),
    invalidValue: MESSAGES.jobSaveFailed,
    // After a successful save the page goes back to the list a second later (spec).
    after: { to: '/admin/careers', delayMs: TIMING.jobSaveRedirectMs },
  });
  const { values, errors, set, saving } = form;

  const select = (label: string, key: 'role' | 'status' | 'jobType', options: readonly string[], required = true) => (
    <Field.Root required={required} invalid={Boolean(errors[key])}>
      {required ? <Required>{label}</Required> : <Field.Label>{label}</Field.Label>}
      <NativeSelect.Root>
        <NativeSelect.Field value={values[key]} onChange={(event) => set(key, event.target.value as never)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  const text = (label: string, key: 'title' | 'location' | 'pay' | 'expectedHours' | 'schedule' | 'education' | 'supplementalPay' | 'skills', required = true, hint?: string) => (
    <Field.Root required={required} invalid={Boolean(errors[key])}>
      {required ? <Required>{label}</Required> : <Field.Label>{label}</Field.Label>}
      <Input value={values[key]} onChange={(event) => set(key, event.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormFrame
      form={form}
      back={{ to: '/admin/careers', label: 'Back to Careers' }}
      title={editing ? 'Edit Job' : 'New Job'}
      description={editing ? 'Changes show on the careers page as soon as you save an Active job.' : 'Draft jobs are visible only here until you make them Active.'}
      loadingText="Loading job..."
      maxW="4xl"
      saving={saving}
      submitLabel={saving ? 'Saving...' : editing ? 'Update Job' : 'Create Job'}
      aside={id !== undefined && <HistoryPanel subject={id} name="this job" />}
    >
      {text('Title', 'title')}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {text('Location', 'location')}
        {select('Role', 'role', JOB_ROLES)}
        {select('Status', 'status', statusesFor(values.status), false)}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {select('Job type', 'jobType', JOB_TYPES)}
        {text('Pay', 'pay')}
        {text('Expected hours', 'expectedHours')}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {text('Schedule', 'schedule')}
        <Field.Root required invalid={Boolean(errors.startDate)}>
          <Required>Start date</Required>
          <Input type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} />
          <Field.ErrorText>{errors.startDate}</Field.ErrorText>
        </Field.Root>
        {text('Education', 'education')}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {text('Supplemental pay', 'supplementalPay', false)}
        {text('Skills', 'skills', false, 'Separate skills with commas')}
      </SimpleGrid>
      <PointsField label="Description" points={values.description} onChange={(points) => set('description', points)} error={errors.description} multiline />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <PointsField label="Experience" points={values.experience} onChange={(points) => set('experience', points)} error={errors.experience} />
        <PointsField label="Benefits" points={values.benefits} onChange={(points) => set('benefits', points)} error={errors.benefits} />
      </SimpleGrid>
    </FormFrame>
  );
}
