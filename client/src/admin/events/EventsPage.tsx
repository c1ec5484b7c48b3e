import { Badge, Button, Flex, IconButton, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { CONTENT_STATUSES, CONTENT_STATUS_LABELS } from '@rules/content';
import { EVENT_FORMAT_LABELS } from '@rules/site-events';
import { Archive, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCan } from '../auth/AuthProvider';
import { getFragmentData } from '../gql';
import type { ContentStatus, EventsPage_EventFragment as EventRow, EventWhen } from '../gql/graphql';
import { ListPages, ListTable, ParamFilter, StatusFilter } from '../kit/AdminList';
import { ContentStatusBadge } from '../kit/content/ContentStatusBadge';
import { CONTENT_SCREEN_MESSAGES } from '../kit/content/messages';
import { useAdminList } from '../kit/useAdminList';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { statusOptions, type StatusOption } from '../ui/StatusSelect';
import { ALL_STATUSES } from '../ui/spam';
import { AdminEventsQuery, EventsPage_event } from './documents';
import { useArchiveEvent } from './hooks';
import { EVENTS_PAGE_SIZE, EVENTS_SCREEN_MESSAGES as MESSAGES } from './messages';
import { eventSpan } from './zonedTime';

export { EVENTS_SCREEN_MESSAGES } from './messages';

const STATUS_FILTERS: readonly StatusOption<ContentStatus | ''>[] = [{ value: '', label: ALL_STATUSES }, ...statusOptions(CONTENT_STATUSES, (status) => CONTENT_STATUS_LABELS[status])];

/** Upcoming (soonest first) or past (newest first); every event, last changed first, when neither. */
const WHEN_FILTERS: readonly StatusOption<'upcoming' | 'past' | ''>[] = [
  { value: '', label: 'Any date' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];
const WHEN_OF: Readonly<Record<string, EventWhen>> = { upcoming: 'UPCOMING', past: 'PAST' };

export const eventEditPath = (event: Pick<EventRow, 'id'>) => `/admin/events/${encodeURIComponent(event.id)}/edit`;
const archivable = (event: EventRow) => event.status !== 'archived' && (event.status !== 'draft' || event.publishedAt !== null);

/** The events the team runs (issue P21): every status, upcoming or past, page by page. */
export function EventsPage() {
  const canManage = useCan('events:manage');
  const [archive] = useArchiveEvent();
  const [archiving, setArchiving] = useState<EventRow | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useAdminList({
    query: AdminEventsQuery,
    variables: ({ filter, params }) => ({ status: filter || null, when: WHEN_OF[params.when ?? ''] ?? null }),
    connection: (data) => data.events,
    row: (node) => getFragmentData(EventsPage_event, node),
    pageSize: EVENTS_PAGE_SIZE,
    filters: STATUS_FILTERS,
    params: ['when'],
    loadFailedToast: MESSAGES.loadFailed,
    write: 'events:manage',
  });
  const filtered = list.filter !== '' || Boolean(list.params.when);

  const actionsOf = (event: EventRow) => (
    <Flex gap="1">
      <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${event.title}`} title="Edit">
        <Link to={eventEditPath(event)}>
          <Pencil aria-hidden />
        </Link>
      </IconButton>
      <IconButton asChild size="sm" variant="ghost" aria-label={`Attendees of ${event.title}`} title="Attendees">
        <Link to={`/admin/events/${encodeURIComponent(event.id)}/attendees`}>
          <Users aria-hidden />
        </Link>
      </IconButton>
      {archivable(event) && (
        <IconButton size="sm" variant="ghost" aria-label={`Archive ${event.title}`} title="Archive" onClick={() => setArchiving(event)}>
          <Archive aria-hidden />
        </IconButton>
      )}
    </Flex>
  );
  const titleOf = (event: EventRow) => (
    <ChakraLink asChild fontWeight="600" color="fg" _hover={{ color: 'colorPalette.fg' }}>
      <Link to={eventEditPath(event)}>{event.title}</Link>
    </ChakraLink>
  );
  const whenOf = (event: EventRow) => (
    <Stack gap="0">
      <Text as="span">{eventSpan(event.startsAt, event.endsAt, event.timeZone)}</Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {event.timeZone}
      </Text>
    </Stack>
  );
  const statusOf = (event: EventRow) => (
    <Flex gap="1" wrap="wrap">
      <ContentStatusBadge status={event.status} />
      {event.cancelled && <Badge colorPalette="red">Cancelled</Badge>}
    </Flex>
  );

  return (
    <>
      <PageHeader
        title="Events"
        description="Conferences, roundtables and webinars: write them, publish them to /events, and cancel one if you must."
        actions={
          canManage && (
            <Button asChild>
              <Link to="/admin/events/new">
                <Plus aria-hidden /> New Event
              </Link>
            </Button>
          )
        }
      />
      <Panel>
        <Flex p="4" borderBottomWidth="1px" borderColor="border" justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="600">{list.countOf('event', 'events') ?? ' '}</Text>
          <Flex gap="2" wrap="wrap" align="center">
            <ParamFilter list={list} name="when" label="Filter events by date" options={WHEN_FILTERS} />
            <StatusFilter list={list} label="Filter events by status" />
          </Flex>
        </Flex>
        <ListTable
          list={list}
          messages={{ loading: 'Loading events...', failed: MESSAGES.loadFailed, empty: filtered ? MESSAGES.noMatches : MESSAGES.noEvents }}
          caption="Events"
          columns={['Title', 'When', 'Format', 'Status', ...(canManage ? ['Actions'] : [])]}
          cards={(rows) => (
            <RecordList label="Events">
              {rows.map((event) => (
                <RecordItem
                  key={event.id}
                  summary={
                    <Stack gap="1">
                      {titleOf(event)}
                      <Text fontSize="sm" color="fg.muted">
                        {eventSpan(event.startsAt, event.endsAt, event.timeZone)} · {EVENT_FORMAT_LABELS[event.format]}
                      </Text>
                      {statusOf(event)}
                    </Stack>
                  }
                  actions={canManage && actionsOf(event)}
                />
              ))}
            </RecordList>
          )}
        >
          {(event) => (
            <Table.Row>
              <Table.Cell minW="56">{titleOf(event)}</Table.Cell>
              <Table.Cell minW="56">{whenOf(event)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{EVENT_FORMAT_LABELS[event.format]}</Table.Cell>
              <Table.Cell>{statusOf(event)}</Table.Cell>
              {canManage && <Table.Cell>{actionsOf(event)}</Table.Cell>}
            </Table.Row>
          )}
        </ListTable>
        <ListPages list={list} summary="range" />
        <ConfirmDialog
          open={archiving !== null}
          title="Archive event"
          confirmLabel="Archive"
          busy={busy}
          onCancel={() => setArchiving(null)}
          onConfirm={async () => {
            if (!archiving) return;
            setBusy(true);
            if (await archive({ input: { id: archiving.id, version: archiving.version } })) setArchiving(null);
            setBusy(false);
          }}
        >
          {archiving && CONTENT_SCREEN_MESSAGES.confirmArchive(archiving.title)}
        </ConfirmDialog>
      </Panel>
    </>
  );
}
