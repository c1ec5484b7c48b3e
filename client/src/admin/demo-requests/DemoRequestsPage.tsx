import { Alert, Badge, Box, Button, Flex, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { DEMO_STATUSES, DEMO_STATUS_LABELS, isMeetingLink, newsOfStatus } from '@rules/demo';
import { CalendarClock, NotebookPen, Trash2, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { refusalMessage } from '../../app/graphql-errors';
import { getFragmentData, graphql } from '../gql';
import type { DemoRequestsPage_RequestFragment as DemoRequest, DemoStatus } from '../gql/graphql';
import { ExportButton, ListBody, ListPages, OpenedRecordNotice, StatusFilter } from '../kit/AdminList';
import { restValue } from '../kit/downloadExport';
import { useAdminList } from '../kit/useAdminList';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { RecordItem, RecordList } from '../ui/RecordList';
import { HistoryPanel } from '../activity/HistoryPanel';
import { Panel } from '../ui/Panel';
import { StatusSelect, statusOptions, type StatusOption } from '../ui/StatusSelect';
import { SpamNotice, spamAwareOptions, listArguments } from '../ui/spam';
import { DemoRequestsQuery, OpenedDemoRequestQuery } from './documents';
import { useDeleteDemoRequest, useMarkDemoRequestNotSpam, useSaveDemoNotes, useUpdateDemoStatus } from './hooks';
import { RescheduleDialog } from './RescheduleDialog';
import { DemoStatusDialog, type StatusChange } from './DemoStatusDialog';

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
  noNotes: 'No notes yet.',
} as const;
const MESSAGES = DEMO_SCREEN_MESSAGES;
const PAGE_SIZE = 10;

const STATUSES: readonly StatusOption<DemoStatus>[] = statusOptions(DEMO_STATUSES, (status) => DEMO_STATUS_LABELS[status]);
const STATUS_LABEL = new Map(STATUSES.map((status) => [status.value, status.label]));

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
    timeZone
    meetingPlace
    message
    status
    notes
    spam
    spamReason
    createdAt
  }
`);

const meetingDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const meetingTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "November 29, 2026 at 10:30 AM", free to break before "at" where space is short. */
function MeetingDate({ request }: { request: DemoRequest }) {
  const at = new Date(String(request.meetingDate));
  return (
    <>
      <chakra.span whiteSpace="nowrap">{meetingDay.format(at)}</chakra.span> <chakra.span whiteSpace="nowrap">at {meetingTime.format(at)}</chakra.span>
    </>
  );
}

/** Where a meeting is held, once given: a link opens in a new tab. */
function MeetingPlace({ request }: { request: DemoRequest }) {
  const place = request.meetingPlace;
  if (!place) return null;
  return (
    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere" lineClamp={2}>
      {isMeetingLink(place) ? (
        <a href={place} target="_blank" rel="noreferrer noopener">
          {place}
        </a>
      ) : (
        place
      )}
    </Text>
  );
}

/** Demo bookings: filter by status, change status or the meeting's time, keep notes, delete. */
export function DemoRequestsPage() {
  const [notesOpen, setNotesOpen] = useState<string | null>(null);
  const [moving, setMoving] = useState<DemoRequest | null>(null);
  const [asking, setAsking] = useState<StatusChange | null>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // A failed change shows its red banner (spec: inline banners on this screen): the server's reason
  // when it refused (a permission the role no longer has), else the spec's message; the next change clears it.
  const updateStatus = useUpdateDemoStatus((error) => setProblem(refusalMessage(error, MESSAGES.statusFailed)));
  const [saveNotes, savingNotes] = useSaveDemoNotes((error) => setProblem(refusalMessage(error, MESSAGES.notesFailed)));
  const [remove] = useDeleteDemoRequest((error) => setProblem(refusalMessage(error, MESSAGES.deleteFailed)));
  const markNotSpam = useMarkDemoRequestNotSpam();
  const list = useAdminList({
    query: DemoRequestsQuery,
    variables: ({ filter }) => listArguments(filter),
    connection: (data) => data.demoRequests,
    row: (node) => getFragmentData(DemoRequestsPage_request, node),
    pageSize: PAGE_SIZE,
    filters: spamAwareOptions(STATUSES),
    remove,
    write: 'demos:write',
    exports: { list: 'demo-requests', filter: ({ filter }) => ({ status: restValue(filter, DEMO_STATUSES) }) },
    opened: { query: OpenedDemoRequestQuery, row: (data) => (data.node?.__typename === 'DemoRequest' ? getFragmentData(DemoRequestsPage_request, data.node) : null) },
  });
  const attempt = (change: () => Promise<boolean>) => {
    setProblem(null);
    return change();
  };

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
          <>
            <StatusFilter list={list} label="Filter by status" onChange={() => setNotesOpen(null)} />
            <ExportButton list={list} />
          </>
        }
      />
      {(problem || (list.error && !list.loading)) && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem ?? MESSAGES.loadFailed}</Alert.Title>
        </Alert.Root>
      )}
      <Panel>
        <OpenedRecordNotice list={list} what="demo request" />
        <ListBody list={list} messages={{ loading: MESSAGES.loading, failed: MESSAGES.loadFailed, empty: MESSAGES.empty }} quietFailure>
          {(requests) => (
            <DemoRequestList
              requests={requests}
              canWrite={list.canWrite}
              notes={{ openFor: notesOpen, text: notes, saving: savingNotes.loading }}
              onNotes={{
                toggle: (request) => (notesOpen === request.id ? setNotesOpen(null) : openNotes(request)),
                change: setNotes,
                close: () => setNotesOpen(null),
                save: async (request) => {
                  if (await attempt(() => saveNotes({ id: request.id, notes }))) setNotesOpen(null);
                },
              }}
              onStatus={(request, next) => {
                // A change that emails the requester waits for the admin's word; any other is made at once.
                const news = request.spam ? null : newsOfStatus(request.status, next);
                if (news) setAsking({ request, status: next, news });
                else void attempt(() => updateStatus(request, next));
              }}
              onReschedule={setMoving}
              onNotSpam={(request) => markNotSpam(request.id)}
              onDelete={(request) => {
                if (window.confirm(MESSAGES.confirmDelete)) void attempt(() => list.deleteNow(request));
              }}
            />
          )}
        </ListBody>
        <ListPages list={list} numbered={false} summary="page" />
      </Panel>
      <RescheduleDialog request={moving} onClose={() => setMoving(null)} />
      <DemoStatusDialog change={asking} onClose={() => setAsking(null)} />
    </>
  );
}

/** What the list of requests needs from the screen: the notes being edited, and what each control does. */
interface DemoRequestListProps {
  requests: readonly DemoRequest[];
  /** Whether the admin may change requests; without it they read the status and the notes, and change nothing. */
  canWrite: boolean;
  notes: { openFor: string | null; text: string; saving: boolean };
  onNotes: { toggle(request: DemoRequest): void; change(text: string): void; close(): void; save(request: DemoRequest): Promise<void> };
  onStatus(request: DemoRequest, status: DemoStatus): void;
  onReschedule(request: DemoRequest): void;
  onNotSpam(request: DemoRequest): Promise<boolean>;
  onDelete(request: DemoRequest): void;
}

/** The requests: the spec's table where it fits, else cards, as Form Submissions' messages are (no sideways scrolling on a phone). */
function DemoRequestList(props: DemoRequestListProps) {
  const { requests, notes } = props;
  const cards = (
    <RecordList label="Demo requests">
      {requests.map((request) => (
        <RecordItem
          key={request.id}
          summary={
            <>
              <Text fontWeight="600">{nameOf(request)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[request.designation, request.companyName || 'N/A'].filter(Boolean).join(' · ')}
              </Text>
              <Text fontSize="sm" overflowWrap="anywhere">
                <a href={`mailto:${request.email}`}>{request.email}</a>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Meeting: <MeetingDate request={request} />
              </Text>
              <MeetingPlace request={request} />
            </>
          }
          actions={
            <>
              <RequestStatus request={request} {...props} />
              <RequestActions request={request} {...props} />
            </>
          }
        >
          {notes.openFor === request.id && (
            <Box px="4" pb="4" pt="3" bg="bg.subtle" borderTopWidth="1px" borderColor="border">
              <NotesEditor request={request} {...props} />
            </Box>
          )}
        </RecordItem>
      ))}
    </RecordList>
  );
  return (
    <DataTable
      caption="Demo requests"
      columns={['Name', 'Company', 'Email', 'Meeting Date', 'Status', 'Actions']}
      cards={{ list: cards, rowsKey: requests.map((request) => request.id).join() }}
    >
      {requests.map((request) => (
        <Fragment key={request.id}>
          <Table.Row>
            {/* Longer texts break into lines, so the columns fit beside the sidebar on more screens. */}
            <Table.Cell whiteSpace="normal" minW="36">
              <Text fontWeight="600">{nameOf(request)}</Text>
              {request.designation && (
                <Text fontSize="xs" color="fg.muted">
                  {request.designation}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell color={request.companyName ? undefined : 'fg.subtle'} whiteSpace="normal" minW="32">
              {request.companyName || 'N/A'}
            </Table.Cell>
            <Table.Cell>
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </Table.Cell>
            <Table.Cell whiteSpace="normal" maxW="56">
              <MeetingDate request={request} />
              <MeetingPlace request={request} />
            </Table.Cell>
            <Table.Cell>
              <RequestStatus request={request} {...props} />
            </Table.Cell>
            <Table.Cell>
              <RequestActions request={request} {...props} />
            </Table.Cell>
          </Table.Row>
          {notes.openFor === request.id && (
            <Table.Row bg="bg.subtle">
              <Table.Cell colSpan={6} whiteSpace="normal">
                <NotesEditor request={request} {...props} />
              </Table.Cell>
            </Table.Row>
          )}
        </Fragment>
      ))}
    </DataTable>
  );
}

const nameOf = (request: DemoRequest) => `${request.firstName} ${request.lastName}`;

function RequestStatus({ request, canWrite, onStatus, onNotSpam }: { request: DemoRequest } & DemoRequestListProps) {
  const name = nameOf(request);
  return request.spam ? (
    <SpamNotice reason={request.spamReason} name={name} onNotSpam={canWrite ? () => onNotSpam(request) : undefined} />
  ) : canWrite ? (
    <StatusSelect label={`Status of the demo request from ${name}`} value={request.status} options={STATUSES} onChange={(next) => next && onStatus(request, next)} />
  ) : (
    <Badge variant="subtle">{STATUS_LABEL.get(request.status)}</Badge>
  );
}

function RequestActions({ request, canWrite, notes, onNotes, onReschedule, onDelete }: { request: DemoRequest } & DemoRequestListProps) {
  const editing = notes.openFor === request.id;
  return (
    <Flex gap="1" wrap="wrap">
      <Button size="xs" variant="ghost" onClick={() => onNotes.toggle(request)} aria-expanded={editing}>
        {editing ? <X aria-hidden /> : <NotebookPen aria-hidden />}
        {/* Never "Cancel" beside a status that can be Cancelled: this only closes the notes. */}
        {editing ? 'Close Notes' : canWrite && request.notes ? 'Edit Notes' : 'View Notes'}
      </Button>
      {canWrite && (
        <Button size="xs" variant="ghost" aria-label={`Change Time of the demo request from ${nameOf(request)}`} onClick={() => onReschedule(request)}>
          <CalendarClock aria-hidden /> Change Time
        </Button>
      )}
      {canWrite && (
        <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete the demo request from ${nameOf(request)}`} onClick={() => onDelete(request)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      )}
    </Flex>
  );
}

/** The notes panel: what the visitor wrote, and the team's notes with Cancel and Save Notes (read only without `canWrite`). */
function NotesEditor({ request, canWrite, notes, onNotes }: { request: DemoRequest } & DemoRequestListProps) {
  if (!canWrite) {
    return (
      <>
        <Text fontWeight="600" fontSize="sm" mb="1">
          Notes about {nameOf(request)}
        </Text>
        {request.message && (
          <Text fontSize="sm" color="fg.muted" mb="2" whiteSpace="pre-wrap">
            Their message: {request.message}
          </Text>
        )}
        <Text fontSize="sm" whiteSpace="pre-wrap" color={request.notes ? undefined : 'fg.muted'}>
          {request.notes || MESSAGES.noNotes}
        </Text>
        <HistoryPanel subject={request.id} name={`the request from ${nameOf(request)}`} />
      </>
    );
  }
  return (
    <>
      <chakra.label htmlFor={`notes-${request.id}`} fontWeight="600" fontSize="sm" display="block" mb="1">
        Notes about {nameOf(request)}
      </chakra.label>
      {request.message && (
        <Text fontSize="sm" color="fg.muted" mb="2" whiteSpace="pre-wrap">
          Their message: {request.message}
        </Text>
      )}
      <Textarea id={`notes-${request.id}`} value={notes.text} onChange={(event) => onNotes.change(event.target.value)} placeholder={MESSAGES.notesPlaceholder} rows={3} bg="bg" />
      <Flex justify="flex-end" gap="2" mt="2">
        <Button size="sm" variant="outline" onClick={onNotes.close}>
          Cancel
        </Button>
        <Button size="sm" disabled={notes.saving} onClick={() => void onNotes.save(request)}>
          Save Notes
        </Button>
      </Flex>
      <HistoryPanel subject={request.id} name={`the request from ${nameOf(request)}`} />
    </>
  );
}
