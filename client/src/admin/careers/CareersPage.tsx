import { Badge, Button, Flex, Group, IconButton, Table, Tabs, Text, chakra } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { APPLICATION_STATUSES, JOB_STATUSES } from '@rules/careers';
import { FileText, Mail, Phone, Plus, ScrollText, SquareKanban, Table as TableIcon, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { toaster } from '../../ui/toaster';
import { useCan } from '../auth/AuthProvider';
import { getFragmentData, graphql } from '../gql';
import type { Applications_ApplicationFragment as Application, ApplicationStatus, JobStatus } from '../gql/graphql';
import { DeleteDialog, ExportButton, ListPages, ListTable, OpenedRecordNotice, RowActions, StatusFilter } from '../kit/AdminList';
import { restValue } from '../kit/downloadExport';
import { recordOf } from '../kit/globalIds';
import { listAddressKey, useAdminList } from '../kit/useAdminList';
import { ALL_STATUSES, SpamNotice, spamAwareOptions, listArguments } from '../ui/spam';
import { PageHeader } from '../ui/PageHeader';
import { RecordItem, RecordList } from '../ui/RecordList';
import { Panel } from '../ui/Panel';
import { StatusSelect, statusOptions, type StatusOption } from '../ui/StatusSelect';
import { APPLICATION_OPTIONS, applicantName, applicationStatusLabel, dayFormat } from './application';
import { ApplicationsBoard } from './ApplicationsBoard';
import { CoverLetterDialog } from './CoverLetterDialog';
import { AdminJobsQuery, ApplicationsQuery, JobChoicesQuery, OpenedApplicationQuery, ResumeLinkQuery } from './documents';
import { useDeleteApplication, useDeleteJob, useMarkApplicationNotSpam, useUpdateApplicationStatus } from './hooks';
import { CAREERS_MESSAGES as MESSAGES, CAREERS_PAGE_SIZE as PAGE_SIZE } from './messages';

/** A job as the list shows it. */
const JobListings_job = graphql(`
  fragment JobListings_job on Job {
    id
    title
    location
    status
    postedAt
    createdAt
    details {
      jobTypes
    }
  }
`);

/** An application as the list shows it, with its cover letter and resumes. */
const Applications_application = graphql(`
  fragment Applications_application on JobApplication {
    id
    position
    firstName
    middleName
    lastName
    email
    phone
    country
    coverNote
    status
    spam
    spamReason
    appliedAt
    files {
      id
      name
      size
      path
    }
  }
`);

/** What changing a job or an application needs; a role with `careers:read` alone sees both lists and no changes. */
const CAREERS_WRITE = 'careers:write';

const JOB_STATUS_PALETTE: Record<JobStatus, string> = { Draft: 'gray', Active: 'green', Closed: 'orange', Archived: 'purple' };
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Career management: job listings and applications, each on its own tab (the tab is in the address). */
export function CareersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'applications' ? 'applications' : 'jobs';
  const canWrite = useCan(CAREERS_WRITE);
  return (
    <>
      <PageHeader
        title="Careers"
        description="Job postings on the careers page, and the people who applied."
        actions={
          canWrite && (
            <Button asChild>
              <Link to="/admin/careers/new">
                <Plus aria-hidden /> New Job
              </Link>
            </Button>
          )
        }
      />
      <Tabs.Root value={tab} onValueChange={(event) => setParams((current) => withTab(current, event.value))} variant="line" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="jobs">Job Listings</Tabs.Trigger>
          <Tabs.Trigger value="applications">Applications</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="jobs">
          <JobListings />
        </Tabs.Content>
        <Tabs.Content value="applications">
          <Applications />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** The address with the tab chosen (the lists' own keys stay); Job Listings is the default, left out. */
function withTab(current: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'applications') next.set('tab', 'applications');
  else next.delete('tab');
  return next;
}

const JOB_FILTERS: readonly StatusOption<JobStatus | ''>[] = [{ value: '', label: ALL_STATUSES }, ...statusOptions(JOB_STATUSES)];

function JobListings() {
  const [remove] = useDeleteJob();
  const list = useAdminList({
    query: AdminJobsQuery,
    variables: ({ filter }) => ({ status: filter || null }),
    connection: (data) => data.jobs,
    row: (node) => getFragmentData(JobListings_job, node),
    pageSize: PAGE_SIZE,
    param: 'jobs',
    filters: JOB_FILTERS,
    loadFailedToast: MESSAGES.jobsFetchFailed,
    remove,
    write: CAREERS_WRITE,
    exports: { list: 'jobs', filter: ({ filter }) => ({ status: filter }) },
  });

  return (
    <Panel>
      <FilterBar count={list.countOf('job', 'jobs')}>
        <Flex gap="2" wrap="wrap">
          <StatusFilter list={list} label="Filter jobs by status" />
          <ExportButton list={list} />
        </Flex>
      </FilterBar>
      <ListTable list={list} messages={{ loading: 'Loading jobs...', failed: MESSAGES.jobsLoadFailed, empty: MESSAGES.noJobs }} caption="Job listings" columns={['Title', 'Location', 'Job Type', 'Status', 'Posted', ...(list.canWrite ? ['Actions'] : [])]}>
        {(job) => (
          <Table.Row>
            <Table.Cell fontWeight="600">{job.title}</Table.Cell>
            <Table.Cell color="fg.muted">{job.location ?? '—'}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{job.details.jobTypes.join(', ')}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={JOB_STATUS_PALETTE[job.status]}>{job.status}</Badge>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" color="fg.muted">
              {dayFormat.format(new Date(String(job.postedAt ?? job.createdAt)))}
            </Table.Cell>
            {list.canWrite && (
              <Table.Cell>
                <RowActions name={job.title} editTo={`/admin/careers/${encodeURIComponent(job.id)}/edit`} onDelete={() => list.confirmDelete(job)} />
              </Table.Cell>
            )}
          </Table.Row>
        )}
      </ListTable>
      <ListPages list={list} summary="range" />
      <DeleteDialog list={list} title="Delete job">
        {(job) => MESSAGES.confirmDeleteJob(job.title)}
      </DeleteDialog>
    </Panel>
  );
}

/** Above a tab's list: how many there are, and the status filter. */
function FilterBar({ count, children }: { count: string | null; children: ReactNode }) {
  return (
    <Flex p="4" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontWeight="600">{count ?? ' '}</Text>
      {children}
    </Flex>
  );
}

/** The Applications tab's own keys of the address, beside its list's (`applications.page`, `applications.status`). */
const APPLICATIONS = 'applications';
const ADDRESS = { view: listAddressKey(APPLICATIONS, 'view'), job: listAddressKey(APPLICATIONS, 'job'), page: listAddressKey(APPLICATIONS, 'page') } as const;
const VIEWS = [
  { value: 'table', label: 'Table', icon: <TableIcon aria-hidden /> },
  { value: 'board', label: 'Board', icon: <SquareKanban aria-hidden /> },
] as const;
type ApplicationsView = (typeof VIEWS)[number]['value'];

/**
 * The applications as a table or as a board of their statuses (`applications.view=board`), of
 * every job or of one (`applications.job`, a Job's id), both in the address.
 */
function Applications() {
  const [address, setAddress] = useSearchParams();
  const view: ApplicationsView = address.get(ADDRESS.view) === 'board' ? 'board' : 'table';
  const jobId = address.get(ADDRESS.job) || null;
  const canWrite = useCan(CAREERS_WRITE);
  /** Another view or job; the table starts again at its first page for another job. Defaults are left out of the address. */
  const show = (changes: { view?: ApplicationsView; job?: string }) =>
    setAddress((current) => {
      const next = new URLSearchParams(current);
      if (changes.view !== undefined) {
        if (changes.view === 'table') next.delete(ADDRESS.view);
        else next.set(ADDRESS.view, changes.view);
      }
      if (changes.job !== undefined) {
        if (changes.job) next.set(ADDRESS.job, changes.job);
        else next.delete(ADDRESS.job);
        next.delete(ADDRESS.page);
      }
      return next;
    });
  const controls = (
    <>
      <ViewSwitch view={view} onChange={(next) => show({ view: next })} />
      <JobSelect jobId={jobId} onChange={(job) => show({ job })} />
    </>
  );
  return view === 'board' ? (
    <Panel>
      <FilterBar count={null}>
        <Flex gap="2" wrap="wrap">
          {controls}
        </Flex>
      </FilterBar>
      <ApplicationsBoard jobId={jobId} canMove={canWrite} />
    </Panel>
  ) : (
    <ApplicationsTable jobId={jobId} controls={controls} />
  );
}

/** Table or Board: two toggle buttons, the one shown pressed. */
function ViewSwitch({ view, onChange }: { view: ApplicationsView; onChange(view: ApplicationsView): void }) {
  return (
    <Group attached role="group" aria-label="View">
      {VIEWS.map((option) => (
        <Button key={option.value} variant={option.value === view ? 'solid' : 'outline'} aria-pressed={option.value === view} onClick={() => onChange(option.value)}>
          {option.icon} {option.label}
        </Button>
      ))}
    </Group>
  );
}

const ALL_JOBS = 'All jobs';

/** Every job, or one of the newest hundred (by title; a job not Active says its status). */
function JobSelect({ jobId, onChange }: { jobId: string | null; onChange(jobId: string): void }) {
  const { data } = useQuery(JobChoicesQuery, { variables: { first: JOB_CHOICES } });
  const jobs = data?.jobs.edges.map((edge) => edge.node) ?? [];
  const options: StatusOption<string>[] = [
    { value: '', label: ALL_JOBS },
    ...jobs.map((job) => ({ value: job.id, label: job.status === 'Active' ? job.title : `${job.title} (${job.status})` })),
    // A job from the address that is not among them (an older one) stays chosen.
    ...(jobId && !jobs.some((job) => job.id === jobId) ? [{ value: jobId, label: data ? 'Another job' : 'Loading jobs...' }] : []),
  ];
  return <StatusSelect label="Show the applications for" value={jobId ?? ''} options={options} size="md" onChange={onChange} />;
}

/** The jobs the selector offers: as many as one page of a list holds. */
const JOB_CHOICES = 100;

function ApplicationsTable({ jobId, controls }: { jobId: string | null; controls: ReactNode }) {
  const [reading, setReading] = useState<Application | null>(null);
  const updateStatus = useUpdateApplicationStatus();
  const markNotSpam = useMarkApplicationNotSpam();
  const [remove] = useDeleteApplication();
  const client = useApolloClient();
  const list = useAdminList({
    query: ApplicationsQuery,
    variables: ({ filter }) => ({ ...listArguments(filter), jobId }),
    connection: (data) => data.applications,
    row: (node) => getFragmentData(Applications_application, node),
    pageSize: PAGE_SIZE,
    param: APPLICATIONS,
    filters: spamAwareOptions(APPLICATION_OPTIONS),
    loadFailedToast: MESSAGES.applicationsFetchFailed,
    remove,
    write: CAREERS_WRITE,
    // The export names the job as the REST list does: by the key inside its global id.
    exports: { list: 'applications', filter: ({ filter }) => ({ status: restValue(filter, APPLICATION_STATUSES), jobId: (jobId && recordOf(jobId)?.key) || '' }) },
    opened: { query: OpenedApplicationQuery, row: (data) => (data.node?.__typename === 'JobApplication' ? getFragmentData(Applications_application, data.node) : null) },
  });

  /** Resume links work for five minutes, so each click asks for a fresh one; the file downloads. */
  async function openResume(fileId: string) {
    try {
      const { data: link } = await client.query({ query: ResumeLinkQuery, variables: { fileId }, fetchPolicy: 'network-only' });
      if (link) window.location.assign(link.resumeLink);
    } catch (failure) {
      toaster.error({ title: refusalOf(failure)?.message || 'Failed to open the resume', closable: true });
    }
  }

  const parts: ApplicationActions = {
    canWrite: list.canWrite,
    onStatus: (application, next) => void updateStatus(application, next),
    onNotSpam: (application) => markNotSpam(application.id),
    onRead: setReading,
    onResume: (fileId) => void openResume(fileId),
    onDelete: list.confirmDelete,
  };

  return (
    <Panel>
      <FilterBar count={list.countOf('application', 'applications')}>
        <Flex gap="2" wrap="wrap">
          {controls}
          <StatusFilter list={list} label="Filter applications by status" />
          <ExportButton list={list} />
        </Flex>
      </FilterBar>
      <OpenedRecordNotice list={list} what="application" />
      <ListTable
        list={list}
        messages={{ loading: 'Loading applications...', failed: MESSAGES.applicationsLoadFailed, empty: MESSAGES.noApplications }}
        caption="Applications"
        columns={['Name', 'Contact', 'Position', 'Status', 'Applied', 'Documents', ...(list.canWrite ? ['Actions'] : [])]}
        // Where the table would scroll sideways (a phone, issue P19), each application is a card, as Demo Requests' are.
        cards={(applications) => (
          <RecordList label="Applications">
            {applications.map((application) => (
              <RecordItem
                key={application.id}
                summary={
                  <Flex direction="column" gap="1" fontSize="sm">
                    <Text fontWeight="600" fontSize="md" overflowWrap="anywhere">
                      {applicantName(application)}
                    </Text>
                    <Text color="fg.muted">
                      {application.position} · Applied {dateTimeFormat.format(new Date(String(application.appliedAt)))}
                    </Text>
                    <ApplicationContact application={application} />
                    <ApplicationDocuments application={application} {...parts} />
                  </Flex>
                }
                actions={
                  <>
                    <ApplicationStatusControl application={application} {...parts} />
                    {parts.canWrite && <DeleteApplication application={application} {...parts} />}
                  </>
                }
              />
            ))}
          </RecordList>
        )}
      >
        {(application) => (
          <Table.Row>
            <Table.Cell fontWeight="600" whiteSpace="nowrap">
              {applicantName(application)}
            </Table.Cell>
            <Table.Cell>
              <ApplicationContact application={application} />
            </Table.Cell>
            <Table.Cell>{application.position}</Table.Cell>
            <Table.Cell>
              <ApplicationStatusControl application={application} {...parts} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap" color="fg.muted">
              {dateTimeFormat.format(new Date(String(application.appliedAt)))}
            </Table.Cell>
            <Table.Cell>
              <ApplicationDocuments application={application} {...parts} />
            </Table.Cell>
            {parts.canWrite && (
              <Table.Cell>
                <DeleteApplication application={application} {...parts} />
              </Table.Cell>
            )}
          </Table.Row>
        )}
      </ListTable>
      <ListPages list={list} summary="range" />

      <CoverLetterDialog letter={reading && { id: reading.id, name: applicantName(reading), position: reading.position, coverNote: reading.coverNote }} onClose={() => setReading(null)} />

      <DeleteDialog list={list} title="Delete application">
        {(application) => MESSAGES.confirmDeleteApplication(applicantName(application))}
      </DeleteDialog>
    </Panel>
  );
}

/** What an application's row (and its card) can do, for an admin who may (`canWrite`) or may only read. */
interface ApplicationActions {
  canWrite: boolean;
  onStatus(application: Application, status: ApplicationStatus): void;
  onNotSpam(application: Application): Promise<boolean>;
  onRead(application: Application): void;
  onResume(fileId: string): void;
  onDelete(application: Application): void;
}

/** The applicant's address and phone, each a link. */
function ApplicationContact({ application }: { application: Application }) {
  return (
    <Flex direction="column" gap="0.5" fontSize="sm" minW="0">
      <chakra.a href={`mailto:${application.email}`} display="flex" alignItems="center" gap="1.5" color="brand.fg" overflowWrap="anywhere">
        <Mail size={14} aria-hidden /> {application.email}
      </chakra.a>
      <chakra.a href={`tel:${application.phone}`} display="flex" alignItems="center" gap="1.5" color="brand.fg">
        <Phone size={14} aria-hidden /> {application.phone}
      </chakra.a>
    </Flex>
  );
}

/** The status: what the spam guard held (with "Not spam"), a select for who may change it, else its label. */
function ApplicationStatusControl({ application, canWrite, onStatus, onNotSpam }: { application: Application } & ApplicationActions) {
  const name = applicantName(application);
  if (application.spam) return <SpamNotice reason={application.spamReason} name={name} onNotSpam={canWrite ? () => onNotSpam(application) : undefined} />;
  if (!canWrite) return <Badge variant="subtle">{applicationStatusLabel(application.status)}</Badge>;
  return <StatusSelect label={`Status of ${name}'s application`} value={application.status} options={APPLICATION_OPTIONS} onChange={(next) => next && onStatus(application, next)} />;
}

/** The cover letter and the resumes, each a button. */
function ApplicationDocuments({ application, onRead, onResume }: { application: Application } & ApplicationActions) {
  return (
    <Flex gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => onRead(application)}>
        <ScrollText aria-hidden /> Cover Letter
      </Button>
      {application.files.map((file, index) => (
        <Button key={file.id} size="xs" variant="outline" onClick={() => onResume(file.id)} title={file.name}>
          <FileText aria-hidden /> {index === 0 ? 'View Resume' : `File ${index + 1}`}
        </Button>
      ))}
    </Flex>
  );
}

function DeleteApplication({ application, onDelete }: { application: Application } & ApplicationActions) {
  const name = applicantName(application);
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}'s application`} title="Delete" onClick={() => onDelete(application)}>
      <Trash2 aria-hidden />
    </IconButton>
  );
}
