import { Alert, Box, Button, Field, Fieldset, Flex, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ARCHIVED_JOB_STATUS, JOB_DEFAULTS, JOB_ROLES, JOB_STATUSES, JOB_TYPES } from '@rules/careers';
import { ArrowLeft, Plus, X } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { TIMING } from '../../content/timing';
import { useFormState } from '../../ui/useFormState';
import { toaster } from '../../ui/toaster';
import { session } from '../auth/session';
import { getFragmentData, graphql } from '../gql';
import type { CreateJobInput as JobInput, JobStatus } from '../gql/graphql';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
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

/** The messages a failed save shows (spec section 8: "Job create"). */
function saveFailure(error: unknown, editing: boolean): { message: string; lines: string[] } {
  const refusal = refusalOf(error);
  if (!refusal) {
    const status = (error as { statusCode?: number } | null)?.statusCode;
    if (typeof status === 'number') return { message: MESSAGES.serverStatus(status), lines: [] };
    return { message: error instanceof TypeError ? MESSAGES.noResponse : editing ? MESSAGES.jobSaveFailed : MESSAGES.jobCreateFailed, lines: [] };
  }
  if (refusal.code === 'UNAUTHENTICATED') return { message: MESSAGES.sessionExpired, lines: [] };
  if (refusal.code === 'BAD_USER_INPUT' && refusal.fields.length > 0) {
    return { message: MESSAGES.jobSaveFailed, lines: refusal.fields.map((field) => `${field.path}: ${field.message}`) };
  }
  return { message: refusal.message || (editing ? MESSAGES.jobUpdateFailed : MESSAGES.jobCreateFailed), lines: [] };
}

function Required({ children }: { children: ReactNode }) {
  return (
    <Field.Label>
      {children} <Field.RequiredIndicator />
    </Field.Label>
  );
}

/** A list of points (description, benefits, experience): the first one is required, the rest optional. */
function PointsField({ label, points, onChange, multiline = false }: { label: string; points: string[]; onChange(points: string[]): void; multiline?: boolean }) {
  return (
    <Fieldset.Root>
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
    </Fieldset.Root>
  );
}

/** Create a job, or edit the one in the route. */
export function JobFormPage() {
  const { id } = useParams<{ id: string }>();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const { values, errors, edit, showError, reset } = useFormState(EMPTY);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // A refused save lists the server's field messages under the form's message (shown while it is).
  const [failureLines, setFailureLines] = useState<string[]>([]);
  const setFailure = ({ message, lines }: { message: string; lines: string[] }) => {
    setFailureLines(lines);
    showError('form', message);
  };
  const [saved, setSaved] = useState(false);

  const existing = useQuery(AdminJobQuery, { variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const showFailure = (error: unknown) => setFailure(saveFailure(error, editing));
  const job = useSaveJob(showFailure);
  const saving = job.saving || saved;

  const loaded = existing.data ? getFragmentData(JobFormPage_job, existing.data.job) : null;
  if (loaded && loadedId !== loaded.id) {
    setLoadedId(loaded.id);
    reset({
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
    });
  }
  useEffect(() => {
    if (existing.error) toaster.error({ title: MESSAGES.jobLoadFailed, closable: true });
  }, [existing.error]);

  // After a successful save the page goes back to the list a second later (spec).
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/admin/careers'), TIMING.jobSaveRedirectMs);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => edit({ [key]: value } as Pick<Values, K>);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = toInput(values);
    if (!input.title || input.description.length === 0) {
      setFailure({ message: MESSAGES.requiredFields, lines: [] });
      return;
    }
    if (!session.token()) {
      setFailure({ message: MESSAGES.noToken, lines: [] });
      return;
    }
    if (await job.save(input, id)) setSaved(true);
  }

  const backLink = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to="/admin/careers">
        <ArrowLeft aria-hidden /> Back to Careers
      </Link>
    </Button>
  );

  if (editing && existing.loading) {
    return (
      <>
        {backLink}
        <ListState kind="loading">Loading job...</ListState>
      </>
    );
  }
  if (editing && existing.error) {
    return (
      <>
        {backLink}
        <ListState kind="error">{MESSAGES.jobLoadFailed}</ListState>
      </>
    );
  }

  const select = (label: string, key: 'role' | 'status' | 'jobType', options: readonly string[], required = true) => (
    <Field.Root required={required}>
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
    </Field.Root>
  );
  const text = (label: string, key: 'title' | 'location' | 'pay' | 'expectedHours' | 'schedule' | 'education' | 'supplementalPay' | 'skills', required = true, hint?: string) => (
    <Field.Root required={required}>
      {required ? <Required>{label}</Required> : <Field.Label>{label}</Field.Label>}
      <Input value={values[key]} onChange={(event) => set(key, event.target.value)} />
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <>
      {backLink}
      <PageHeader title={editing ? 'Edit Job' : 'New Job'} description={editing ? 'Changes show on the careers page as soon as you save an Active job.' : 'Draft jobs are visible only here until you make them Active.'} />
      <Panel as="div" maxW="4xl">
        <chakra.form onSubmit={onSubmit}>
          <Stack gap="6" p={{ base: '5', md: '7' }}>
            {errors.form && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Box>
                  <Alert.Title>{errors.form}</Alert.Title>
                  {failureLines.length > 0 && (
                    <Alert.Description>
                      {failureLines.map((line) => (
                        <Text key={line}>{line}</Text>
                      ))}
                    </Alert.Description>
                  )}
                </Box>
              </Alert.Root>
            )}
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
              <Field.Root required>
                <Required>Start date</Required>
                <Input type="date" value={values.startDate} onChange={(event) => set('startDate', event.target.value)} />
              </Field.Root>
              {text('Education', 'education')}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {text('Supplemental pay', 'supplementalPay', false)}
              {text('Skills', 'skills', false, 'Separate skills with commas')}
            </SimpleGrid>
            <PointsField label="Description" points={values.description} onChange={(points) => set('description', points)} multiline />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <PointsField label="Experience" points={values.experience} onChange={(points) => set('experience', points)} />
              <PointsField label="Benefits" points={values.benefits} onChange={(points) => set('benefits', points)} />
            </SimpleGrid>
          </Stack>
          <Flex justify="flex-end" gap="3" px={{ base: '5', md: '7' }} py="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
            <Button asChild variant="outline">
              <Link to="/admin/careers">Cancel</Link>
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Update Job' : 'Create Job'}
            </Button>
          </Flex>
        </chakra.form>
      </Panel>
    </>
  );
}
