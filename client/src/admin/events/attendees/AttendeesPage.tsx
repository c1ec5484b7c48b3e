import { Badge, Box, Button, Flex, Progress, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS, type BookingStatusValue } from '@rules/bookings';
import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import type { Attendee_BookingFragment as Booking, BookingStatus } from '../../gql/graphql';
import { ExportButton, ListPages, ListTable, SearchBox } from '../../kit/AdminList';
import { restValue } from '../../kit/downloadExport';
import { recordOf } from '../../kit/globalIds';
import { Moment, when } from '../../kit/Moment';
import { useAdminList } from '../../kit/useAdminList';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { RecordItem, RecordList } from '../../ui/RecordList';
import type { StatusOption } from '../../ui/StatusSelect';
import { useAdminMutation } from '../../ui/useAdminMutation';
import { eventSpan } from '../zonedTime';
import { AttendeeCountsQuery, Attendee_booking, AttendeesEventQuery, EventBookingsQuery, SetBookingStatusMutation } from './documents';
import { ATTENDEES_MESSAGES as MESSAGES, attendeeName } from './messages';

const PAGE_SIZE = 25;

/** The lists of an event's bookings, in the order the tabs show them (after all of them). */
const LISTS: readonly BookingStatusValue[] = ['booked', 'waitlisted', 'pending_approval', 'attended', 'cancelled', 'declined'];
const FILTERS: readonly StatusOption<BookingStatus | ''>[] = [{ value: '', label: 'All' }, ...LISTS.map((status) => ({ value: status, label: BOOKING_STATUS_LABELS[status] }))];
const COUNT_KEYS: Readonly<Record<BookingStatusValue, 'booked' | 'waitlisted' | 'pending' | 'attended' | 'cancelled' | 'declined'>> = {
  booked: 'booked',
  waitlisted: 'waitlisted',
  pending_approval: 'pending',
  attended: 'attended',
  cancelled: 'cancelled',
  declined: 'declined',
};
const PALETTE: Readonly<Record<BookingStatusValue, string>> = { booked: 'green', waitlisted: 'orange', pending_approval: 'blue', attended: 'teal', cancelled: 'gray', declined: 'red' };

/** A change of list the team makes, and what the button says. */
interface Move {
  to: 'booked' | 'waitlisted' | 'declined' | 'cancelled';
  label: string;
  /** Asks first (it emails the person and frees their seats). */
  asks?: (name: string) => string;
}

/** The moves each list offers (the server refuses any other, and one that does not fit). */
const MOVES: Readonly<Record<BookingStatusValue, readonly Move[]>> = {
  pending_approval: [
    { to: 'booked', label: 'Approve' },
    { to: 'declined', label: 'Decline', asks: MESSAGES.confirmDecline },
  ],
  waitlisted: [
    { to: 'booked', label: 'Move to booked' },
    { to: 'cancelled', label: 'Cancel', asks: MESSAGES.confirmCancel },
  ],
  booked: [
    { to: 'waitlisted', label: 'Move to waitlist' },
    { to: 'cancelled', label: 'Cancel', asks: MESSAGES.confirmCancel },
  ],
  attended: [],
  cancelled: [],
  declined: [],
};

/**
 * An event's attendees (issue P21): its bookings list by list (booked, waitlisted, awaiting
 * approval, attended, cancelled, declined) with how many each holds and how full the event is;
 * found by name; approved, declined, moved between lists or cancelled (the person is emailed);
 * exported as CSV (what the list shows); and the way to the door's check-in.
 */
export function AttendeesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useQuery(AttendeesEventQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const counts = useQuery(AttendeeCountsQuery, { variables: { eventId: id }, fetchPolicy: 'cache-and-network' });
  const list = useAdminList({
    query: EventBookingsQuery,
    variables: ({ filter, search }) => ({ eventId: id, status: filter || null, search: search || null }),
    connection: (data) => data.eventBookings,
    row: (node) => getFragmentData(Attendee_booking, node),
    pageSize: PAGE_SIZE,
    filters: FILTERS,
    loadFailedToast: MESSAGES.loadFailed,
    write: 'events:manage',
    exports: { list: 'event-bookings', filter: ({ filter, search }) => ({ event: recordOf(id)?.key ?? id, status: filter ? restValue(filter, BOOKING_STATUSES) : '', search }) },
  });
  const [setStatus, setting] = useAdminMutation(SetBookingStatusMutation, {
    reload: [EventBookingsQuery, AttendeeCountsQuery, AttendeesEventQuery],
    succeeded: (data) => data?.setBookingStatus.message ?? '',
    failed: MESSAGES.changeFailed,
  });
  const [asking, setAsking] = useState<{ booking: Booking; move: Move } | null>(null);

  const move = async (booking: Booking, to: Move['to']) => setStatus({ input: { id: booking.id, status: to } });
  const seats = event.data?.eventSeats;
  const details = event.data?.event;
  const fill = seats && seats.capacity > 0 ? Math.min(100, Math.round((seats.seated / seats.capacity) * 100)) : 0;
  const countOf = (status: BookingStatusValue) => counts.data?.[COUNT_KEYS[status]].totalCount;

  const actionsOf = (booking: Booking) => {
    const name = attendeeName(booking);
    const moves = MOVES[booking.status];
    if (moves.length === 0) return null;
    return (
      <Flex gap="1" wrap="wrap">
        {moves.map((each) => (
          <Button
            key={each.to}
            size="xs"
            variant={each.to === 'booked' ? 'solid' : 'outline'}
            colorPalette={each.asks ? 'red' : undefined}
            disabled={setting.loading}
            aria-label={`${each.label}: ${name}`}
            onClick={() => (each.asks ? setAsking({ booking, move: each }) : void move(booking, each.to))}
          >
            {each.label}
          </Button>
        ))}
      </Flex>
    );
  };
  const statusOf = (booking: Booking) => <Badge colorPalette={PALETTE[booking.status]}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>;
  const questions = details?.questions ?? [];
  const personOf = (booking: Booking) => {
    const answered = booking.answers.map((answer, index) => ({ question: questions[index] ?? `Question ${index + 1}`, answer })).filter(({ answer }) => answer.trim() !== '');
    return (
      <Stack gap="0">
        <Text fontWeight="600">{attendeeName(booking)}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {[booking.email, booking.phoneNumber, booking.designation].filter(Boolean).join(' · ')}
        </Text>
        {answered.length > 0 && (
          <chakra.dl fontSize="sm" mt="1">
            {answered.map(({ question, answer }) => (
              <Box key={question}>
                <chakra.dt display="inline" color="fg.muted">
                  {question}:{' '}
                </chakra.dt>
                <chakra.dd display="inline" ms="0" whiteSpace="pre-line">
                  {answer}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        )}
      </Stack>
    );
  };

  return (
    <>
      <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
        <Link to={`/admin/events/${encodeURIComponent(id)}/edit`}>
          <ArrowLeft aria-hidden /> Back to the event
        </Link>
      </Button>
      <PageHeader
        title={details ? `Attendees: ${details.title}` : 'Attendees'}
        description={details ? eventSpan(details.startsAt, details.endsAt, details.timeZone) : undefined}
        actions={
          <Flex gap="2" wrap="wrap">
            <ExportButton list={list} />
            <Button asChild>
              <Link to={`/admin/events/${encodeURIComponent(id)}/check-in`}>
                <ClipboardCheck aria-hidden /> Check-in
              </Link>
            </Button>
          </Flex>
        }
      />
      {seats && (
        <Panel as="section" aria-labelledby="attendees-fill" p="4" mb="4">
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="2">
            <Text as="h2" id="attendees-fill" fontWeight="700">
              {seats.seated} of {seats.capacity} seats booked ({fill}%)
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {seats.free} free · {seats.waitlisted} waitlisted{details?.needsApproval || seats.pending > 0 ? ` · ${seats.pending} awaiting approval` : ''}
            </Text>
          </Flex>
          <Progress.Root value={fill} size="sm" colorPalette={fill >= 100 ? 'orange' : 'blue'} aria-label={`${fill}% of the seats booked`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {details?.cancelled && (
            <Text mt="2" fontSize="sm" color="red.700">
              This event is cancelled: everyone booked was told.
            </Text>
          )}
        </Panel>
      )}
      <Panel>
        <Stack gap="3" p="4" borderBottomWidth="1px" borderColor="border">
          <Flex as="nav" aria-label="Lists of bookings" gap="2" wrap="wrap">
            {FILTERS.map((option) => {
              const count = option.value === '' ? undefined : countOf(option.value);
              const current = list.filter === option.value;
              return (
                <Button key={option.value || 'all'} size="sm" variant={current ? 'solid' : 'outline'} aria-pressed={current} onClick={() => list.setFilter(option.value)}>
                  {option.label}
                  {count !== undefined && (
                    <Box as="span" fontWeight="400" opacity={0.85}>
                      {' '}
                      ({count})
                    </Box>
                  )}
                </Button>
              );
            })}
          </Flex>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontWeight="600">{list.countOf('booking', 'bookings') ?? ' '}</Text>
            <SearchBox list={list} label="Search bookings by name, company or email" placeholder="Name, company or email" />
          </Flex>
        </Stack>
        <ListTable
          list={list}
          messages={{ loading: 'Loading bookings...', failed: MESSAGES.loadFailed, empty: list.search ? MESSAGES.noMatches : MESSAGES.noBookings }}
          caption="Bookings"
          columns={['Name', 'Company', 'Seats', 'Status', 'Booked', 'Actions']}
          cards={(rows) => (
            <RecordList label="Bookings">
              {rows.map((booking) => (
                <RecordItem
                  key={booking.id}
                  summary={
                    <Stack gap="1">
                      {personOf(booking)}
                      <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
                        {statusOf(booking)}
                        <Text color="fg.muted">
                          {[booking.companyName, `${booking.seats} ${booking.seats === 1 ? 'seat' : 'seats'}`].filter(Boolean).join(' · ')}
                        </Text>
                      </Flex>
                    </Stack>
                  }
                  actions={actionsOf(booking)}
                />
              ))}
            </RecordList>
          )}
        >
          {(booking) => (
            <Table.Row>
              <Table.Cell minW="56">{personOf(booking)}</Table.Cell>
              <Table.Cell>{booking.companyName ?? '—'}</Table.Cell>
              <Table.Cell>{booking.seats}</Table.Cell>
              <Table.Cell>{statusOf(booking)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                <Moment at={booking.createdAt} format={when} />
              </Table.Cell>
              <Table.Cell>{actionsOf(booking)}</Table.Cell>
            </Table.Row>
          )}
        </ListTable>
        <ListPages list={list} summary="range" />
      </Panel>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.move.to === 'declined' ? 'Decline booking' : 'Cancel booking'}
        confirmLabel={asking?.move.to === 'declined' ? 'Decline' : 'Cancel booking'}
        cancelLabel="Keep it"
        busy={setting.loading}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          if (asking && (await move(asking.booking, asking.move.to))) setAsking(null);
        }}
      >
        {asking?.move.asks?.(attendeeName(asking.booking))}
      </ConfirmDialog>
    </>
  );
}
