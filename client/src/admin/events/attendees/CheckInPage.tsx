import { Box, Button, Flex, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ArrowLeft, Check, CloudOff, RefreshCw, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refusalOf } from '../../../app/graphql-errors';
import { getFragmentData } from '../../gql';
import type { Attendee_BookingFragment as Booking, DoorBookingsQuery as DoorBookingsData } from '../../gql/graphql';
import { ListState } from '../../ui/ListStates';
import { eventSpan } from '../zonedTime';
import { Attendee_booking, AttendeesEventQuery, DoorBookingsQuery } from './documents';
import { ATTENDEES_MESSAGES as MESSAGES, attendeeName, matchesSearch } from './messages';
import { useCheckIns, type DoorState } from './useCheckIns';

/** How many bookings one request reads (the API's most). */
const PAGE = 100;
/** Enough pages for the largest event the door could have (10,000 seats). */
const MAX_PAGES = 100;

/**
 * Everyone the door may check in (booked or attended), read in one pass over all the event's
 * bookings by cursor: a person checked in by another phone while the list loads changes status,
 * not place, so no one falls between two lists; each appears once (by id).
 */
async function doorList(client: ReturnType<typeof useApolloClient>, eventId: string): Promise<Booking[]> {
  const people = new Map<string, Booking>();
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { data }: { data?: DoorBookingsData } = await client.query({ query: DoorBookingsQuery, variables: { eventId, first: PAGE, after }, fetchPolicy: 'network-only' });
    if (!data) break;
    for (const edge of data.eventBookings.edges) {
      const person = getFragmentData(Attendee_booking, edge.node);
      if (person.status === 'booked' || person.status === 'attended') people.set(person.id, person);
    }
    after = data.eventBookings.pageInfo.endCursor ?? null;
    if (!data.eventBookings.pageInfo.hasNextPage || after === null) break;
  }
  return [...people.values()];
}

/**
 * The door of an event (issue P21), made for a phone: everyone booked, found by name as it is
 * typed (in the list already loaded: no round trip per letter on a weak connection), checked in
 * with one large tap that shows at once; check-ins that could not be sent wait on the phone and
 * go when the connection is back (`useCheckIns`).
 */
export function CheckInPage() {
  const { id = '' } = useParams<{ id: string }>();
  const client = useApolloClient();
  const event = useQuery(AttendeesEventQuery, { variables: { id } });
  const [people, setPeople] = useState<Booking[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [search, setSearch] = useState('');

  // Read on opening, and again on "Reload list" (a new reading).
  const [reading, setReading] = useState(0);
  useEffect(() => {
    let current = true;
    doorList(client, id)
      .then(
        (everyone) => {
          if (!current) return;
          setPeople(everyone.sort((a, b) => attendeeName(a).localeCompare(attendeeName(b))));
          setLoadProblem(null);
        },
        // The list already shown stays: the door can keep checking people in from it.
        (error: unknown) => current && setLoadProblem(refusalOf(error)?.message ?? MESSAGES.doorLoadFailed),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [client, id, reading]);
  const reload = () => {
    setLoading(true);
    setReading((count) => count + 1);
  };

  const landed = useCallback((booking: Booking) => setPeople((current) => current?.map((person) => (person.id === booking.id ? booking : person)) ?? current), []);
  const nameOf = useCallback((bookingId: string) => {
    const person = people?.find((booking) => booking.id === bookingId);
    return person ? attendeeName(person) : null;
  }, [people]);
  const door = useCheckIns(id, landed, nameOf);

  const shown = (people ?? []).filter((person) => matchesSearch(person, search));
  const inCount = (people ?? []).filter((person) => door.stateOf(person) !== 'booked').length;
  const title = event.data?.event.title;

  return (
    <Stack gap="4" maxW="2xl" mx="auto">
      <Box>
        <Button asChild variant="ghost" size="sm" ms="-3" mb="1">
          <Link to={`/admin/events/${encodeURIComponent(id)}/attendees`}>
            <ArrowLeft aria-hidden /> Attendees
          </Link>
        </Button>
        <Text as="h1" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.2">
          Check-in{title ? `: ${title}` : ''}
        </Text>
        {event.data && (
          <Text color="fg.muted" fontSize="sm">
            {eventSpan(event.data.event.startsAt, event.data.event.endsAt, event.data.event.timeZone)}
          </Text>
        )}
      </Box>

      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontWeight="700" fontSize="lg" aria-live="polite">
          {people ? MESSAGES.checkedInCount(inCount, people.length) : ' '}
        </Text>
        <Button size="sm" variant="outline" onClick={reload} disabled={loading}>
          <RefreshCw aria-hidden /> {loading ? 'Loading...' : 'Reload list'}
        </Button>
      </Flex>

      {(door.waiting.length > 0 || !door.online) && (
        <Flex role="status" gap="3" align="center" justify="space-between" wrap="wrap" bg="orange.subtle" color="orange.fg" borderRadius="md" px="4" py="3">
          <Flex gap="2" align="center">
            <CloudOff aria-hidden />
            <Text fontWeight="600">{door.waiting.length > 0 ? MESSAGES.waiting(door.waiting.length) : MESSAGES.offline}</Text>
          </Flex>
          {door.waiting.length > 0 && (
            <Button size="sm" variant="outline" onClick={() => void door.sendNow()}>
              Send now
            </Button>
          )}
        </Flex>
      )}
      {loadProblem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {loadProblem}
        </Text>
      )}

      <chakra.form role="search" aria-label="Find a person" onSubmit={(change) => change.preventDefault()} position="sticky" top="0" zIndex="1" bg="bg.subtle" py="2">
        <Flex align="center" gap="2" borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg" px="3" _focusWithin={{ borderColor: 'colorPalette.solid', boxShadow: '0 0 0 1px var(--chakra-colors-color-palette-solid)' }}>
          <Search aria-hidden />
          <Input
            type="search"
            size="xl"
            border="none"
            _focus={{ boxShadow: 'none', outline: 'none' }}
            px="0"
            value={search}
            onChange={(change) => setSearch(change.target.value)}
            placeholder="Search by name"
            aria-label="Search by name"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </Flex>
      </chakra.form>

      {people === null ? (
        loadProblem ? null : <ListState kind="loading">Loading who is booked...</ListState>
      ) : shown.length === 0 ? (
        <ListState kind="empty">{people.length === 0 ? MESSAGES.nobodyBooked : MESSAGES.nobodyFound(search)}</ListState>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Booked people">
          {shown.map((person) => (
            <Person key={person.id} person={person} state={door.stateOf(person)} onCheckIn={() => void door.checkIn(person, attendeeName(person))} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const STATE_WORDS: Readonly<Record<Exclude<DoorState, 'booked'>, string>> = { sending: 'Checked in, sending...', waiting: 'Checked in, waiting to send', in: 'Checked in' };

/** One booked person: their name, company and seats, and the tap that checks them in (or that they are in). */
function Person({ person, state, onCheckIn }: { person: Booking; state: DoorState; onCheckIn(): void }) {
  const name = attendeeName(person);
  const details = [person.companyName, person.seats > 1 ? `${person.seats} seats` : null].filter(Boolean).join(' · ');
  return (
    <Flex as="li" align="center" justify="space-between" gap="3" bg="bg" borderWidth="1px" borderColor={state === 'booked' ? 'border' : 'green.muted'} borderRadius="lg" px="4" py="3" minH="16">
      <Box minW="0" flex="1">
        <Text fontWeight="700" fontSize="lg" lineClamp={2} wordBreak="break-word">
          {name}
        </Text>
        {details && (
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {details}
          </Text>
        )}
      </Box>
      {state === 'booked' ? (
        <Button size="xl" minW="32" minH="14" flexShrink={0} onClick={onCheckIn} aria-label={`Check in ${name}`}>
          <Check aria-hidden /> Check in
        </Button>
      ) : (
        <Flex align="center" gap="2" color={state === 'in' ? 'green.fg' : 'orange.fg'} fontWeight="700" flexShrink={1} maxW="44" justify="flex-end" textAlign="end">
          <Check aria-hidden style={{ flexShrink: 0 }} />
          <Text fontSize={state === 'in' ? 'md' : 'sm'}>{STATE_WORDS[state]}</Text>
        </Flex>
      )}
    </Flex>
  );
}
