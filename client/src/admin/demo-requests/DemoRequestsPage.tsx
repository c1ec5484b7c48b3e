import { Alert, Button, Flex, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DEMO_STATUSES, DEMO_STATUS_LABELS } from '@rules/demo';
import { NotebookPen, Trash2, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { getFragmentData, graphql } from '../gql';
import type { DemoRequestsPage_RequestFragment as DemoRequest, DemoStatus } from '../gql/graphql';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Pagination, pagesOf, showingPage } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { StatusSelect, statusOptions, type StatusOption } from '../ui/StatusSelect';
import { SpamNotice, spamAwareOptions, listArguments, type SpamAwareFilter } from '../ui/spam';
import { DemoRequestsQuery } from './documents';
import { useDeleteDemoRequest, useMarkDemoRequestNotSpam, useSaveDemoNotes, useUpdateDemoStatus } from './hooks';

/** The Demo Requests screen's messages (spec sections 2 and 8). */
export const DEMO_SCREEN_MESSAGES = {
  loading: 'Loading demo requests...',
  empty: 'No demo requests found.',
  loadFailed: 'Failed to load demo requests. Please try again.',
  statusFailed: 'Failed to update status. Please try again.',
  notesFailed: 'Failed to save notes. Please try again.',
  deleteFailed: 'Failed to delete demo request. Please try again.',
  confirmDelete: 'Are you sure you want to delete this demo request?',
  notesPlaceholder: 'Add notes about this demo request...',
} as const;
const MESSAGES = DEMO_SCREEN_MESSAGES;
const PAGE_SIZE = 10;

const STATUSES: readonly StatusOption<DemoStatus>[] = statusOptions(DEMO_STATUSES, (status) => DEMO_STATUS_LABELS[status]);

/** A demo request as its row shows it (and its notes editor). */
const DemoRequestsPage_request = graphql(`
  fragment DemoRequestsPage_request on DemoRequest {
    id
    firstName
    lastName
    companyName
    designation
    email
    meetingDate
    message
    status
    notes
    spam
    spamReason
    createdAt
  }
`);

const meetingFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Demo bookings: filter by status, change status, keep notes, delete. */
export function DemoRequestsPage() {
  const [status, setStatus] = useState<SpamAwareFilter<DemoStatus>>('');
  const [page, setPage] = useState(1);
  const [notesOpen, setNotesOpen] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const list = useQuery(DemoRequestsQuery, {
    variables: { ...listArguments(status), first: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // A failed change shows its red banner (spec: inline banners on this screen); the next one clears it.
  const updateStatus = useUpdateDemoStatus(() => setProblem(MESSAGES.statusFailed));
  const [saveNotes, savingNotes] = useSaveDemoNotes(() => setProblem(MESSAGES.notesFailed));
  const [remove] = useDeleteDemoRequest(() => setProblem(MESSAGES.deleteFailed));
  const markNotSpam = useMarkDemoRequestNotSpam();
  const attempt = (change: () => Promise<boolean>) => {
    setProblem(null);
    return change();
  };

  const requests = list.data?.demoRequests.edges.map((edge) => getFragmentData(DemoRequestsPage_request, edge.node)) ?? [];
  const size = list.data?.demoRequests;

  const openNotes = (request: DemoRequest) => {
    setNotesOpen(request.id);
    setNotes(request.notes ?? '');
  };

  return (
    <>
      <PageHeader
        title="Demo Requests"
        description="Visitors who booked a demo from the website."
        actions={
          <StatusSelect
            label="Filter by status"
            value={status}
            options={spamAwareOptions(STATUSES)}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
              setNotesOpen(null);
            }}
            size="md"
          />
        }
      />
      {(problem || (list.error && !list.loading)) && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem ?? MESSAGES.loadFailed}</Alert.Title>
        </Alert.Root>
      )}
      <Panel>
        {list.loading && !list.data ? (
          <ListState kind="loading">{MESSAGES.loading}</ListState>
        ) : requests.length === 0 ? (
          <ListState kind="empty">{list.error ? MESSAGES.loadFailed : MESSAGES.empty}</ListState>
        ) : (
          <DataTable caption="Demo requests" columns={['Name', 'Company', 'Email', 'Meeting Date', 'Status', 'Actions']}>
            {requests.map((request) => {
              const name = `${request.firstName} ${request.lastName}`;
              const editing = notesOpen === request.id;
              return (
                <Fragment key={request.id}>
                  <Table.Row>
                    <Table.Cell>
                      <Text fontWeight="600" whiteSpace="nowrap">
                        {name}
                      </Text>
                      {request.designation && (
                        <Text fontSize="xs" color="fg.muted">
                          {request.designation}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell color={request.companyName ? undefined : 'fg.subtle'}>{request.companyName || 'N/A'}</Table.Cell>
                    <Table.Cell>
                      <a href={`mailto:${request.email}`}>{request.email}</a>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{meetingFormat.format(new Date(String(request.meetingDate)))}</Table.Cell>
                    <Table.Cell>
                      {request.spam ? (
                        <SpamNotice reason={request.spamReason} name={name} onNotSpam={() => markNotSpam(request.id)} />
                      ) : (
                        <StatusSelect
                          label={`Status of the demo request from ${name}`}
                          value={request.status}
                          options={STATUSES}
                          onChange={(next) => next && void attempt(() => updateStatus(request, next))}
                        />
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="1">
                        <Button size="xs" variant="ghost" onClick={() => (editing ? setNotesOpen(null) : openNotes(request))} aria-expanded={editing}>
                          {editing ? <X aria-hidden /> : <NotebookPen aria-hidden />}
                          {editing ? 'Cancel' : request.notes ? 'Edit Notes' : 'View Notes'}
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={`Delete the demo request from ${name}`}
                          onClick={() => {
                            if (!window.confirm(MESSAGES.confirmDelete)) return;
                            void attempt(() => remove({ id: request.id })).then((done) => {
                              if (done && requests.length === 1 && page > 1) setPage(page - 1);
                            });
                          }}
                        >
                          <Trash2 aria-hidden /> Delete
                        </Button>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                  {editing && (
                    <Table.Row bg="bg.subtle">
                      <Table.Cell colSpan={6}>
                        <chakra.label htmlFor={`notes-${request.id}`} fontWeight="600" fontSize="sm" display="block" mb="1">
                          Notes about {name}
                        </chakra.label>
                        {request.message && (
                          <Text fontSize="sm" color="fg.muted" mb="2" whiteSpace="pre-wrap">
                            Their message: {request.message}
                          </Text>
                        )}
                        <Textarea id={`notes-${request.id}`} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder={MESSAGES.notesPlaceholder} rows={3} bg="bg" />
                        <Flex justify="flex-end" gap="2" mt="2">
                          <Button size="sm" variant="outline" onClick={() => setNotesOpen(null)}>
                            Cancel
                          </Button>
                          <Button
                            size="sm"
                            disabled={savingNotes.loading}
                            onClick={async () => {
                              if (await attempt(() => saveNotes({ id: request.id, notes }))) setNotesOpen(null);
                            }}
                          >
                            Save Notes
                          </Button>
                        </Flex>
                      </Table.Cell>
                    </Table.Row>
                  )}
                </Fragment>
              );
            })}
          </DataTable>
        )}
        <Pagination page={page} totalPages={Math.max(1, pagesOf(size, PAGE_SIZE, page))} onPageChange={setPage} numbered={false} summary={showingPage(page, PAGE_SIZE, size)} />
      </Panel>
    </>
  );
}
