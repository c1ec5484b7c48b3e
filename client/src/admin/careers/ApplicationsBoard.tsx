import { Badge, Box, Button, Flex, Grid, Heading, Menu, Portal, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { ChevronDown, GripVertical, ScrollText } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getFragmentData, graphql } from '../gql';
import type { ApplicationCard_ApplicationFragment as Application, ApplicationStatus } from '../gql/graphql';
import { useRefreshWhileVisible } from '../kit/useRefreshWhileVisible';
import { countLabel } from '../ui/Pagination';
import { APPLICATION_OPTIONS, applicantName, applicationStatusLabel, dayFormat } from './application';
import { CoverLetterDialog, type CoverLetter } from './CoverLetterDialog';
import { boardColumn, useMoveApplication } from './hooks';
import { BOARD_COLUMN_PAGE_SIZE, BOARD_MESSAGES as MESSAGES } from './messages';

/** An application as its card shows it. */
const ApplicationCard_application = graphql(`
  fragment ApplicationCard_application on JobApplication {
    id
    firstName
    middleName
    lastName
    position
    coverNote
    status
    appliedAt
  }
`);

/** What a dragged card carries: whose application it is, and the column it left. */
interface Dragged {
  application: Application;
  name: string;
  from: ApplicationStatus;
}

const draggedOf = (active: Pick<Active, 'data'> | null): Dragged | null => (active?.data.current as Dragged | undefined) ?? null;
const columnOf = (id: UniqueIdentifier | undefined): ApplicationStatus | null => APPLICATION_OPTIONS.find((option) => option.value === id)?.value ?? null;
const labelOf = (id: UniqueIdentifier | undefined): string => {
  const status = columnOf(id);
  return status ? applicationStatusLabel(status) : '';
};

/**
 * The keyboard moves a picked-up card a whole column at a time: Left and Right pick the column
 * beside the one it is over (in the order of the columns on screen), and that column is where the
 * card is, wherever the card stood in its own column and however short the next one is (issue P19:
 * the fifth card of New, moved by the distance to Reviewed's one card, was over no column). Up and
 * Down do nothing, as a column's order is the date of application. The card is drawn at the top of
 * the column it is over; a pointer is over the column under it.
 */
function useKeyboardColumns(): { coordinateGetter: KeyboardCoordinateGetter; collisionDetection: CollisionDetection; reset(): void } {
  // The column picked by the keyboard (state, so a pick redraws and names the column at once).
  const [picked, setPicked] = useState<ApplicationStatus | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { context, currentCoordinates }) => {
    if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
    event.preventDefault();
    const current = APPLICATION_OPTIONS.findIndex((option) => option.value === (context.over?.id ?? draggedOf(context.active)?.from));
    const next = APPLICATION_OPTIONS[current + (event.code === 'ArrowRight' ? 1 : -1)];
    if (current < 0 || !next) return undefined;
    setPicked(next.value);
    const rect = context.droppableRects.get(next.value);
    const card = context.collisionRect;
    if (!rect || !card) return undefined;
    return { x: rect.left + (rect.width - card.width) / 2, y: Math.max(rect.top, Math.min(currentCoordinates.y, rect.bottom - card.height)) };
  }, []);

  const collisionDetection = useCallback<CollisionDetection>(
    (args) => {
      if (args.pointerCoordinates) return pointerWithin(args);
      // A keyboard's move: over the picked column, or the card's own until one is picked.
      const id = picked ?? draggedOf(args.active)?.from;
      const droppableContainer = args.droppableContainers.find((container) => container.id === id);
      return droppableContainer ? [{ id: droppableContainer.id, data: { droppableContainer, value: 1 } }] : [];
    },
    [picked],
  );

  return { coordinateGetter, collisionDetection, reset: () => setPicked(null) };
}

/**
 * The applications board (issue P14): one column per status, each its own query paged by cursor
 * (the first 20, then "Load more"), never what the spam guard held. With `careers:write` a card
 * moves by dragging (pointer or keyboard, said to screen readers as it goes) or by its "Move to…"
 * menu; without it the board only reads.
 */
export function ApplicationsBoard({ jobId, canMove }: { jobId: string | null; canMove: boolean }) {
  const move = useMoveApplication();
  const [reading, setReading] = useState<CoverLetter | null>(null);
  const [dragged, setDragged] = useState<Dragged | null>(null);
  // The card a move (or its refusal) takes to another column takes the focus with it.
  const followFocus = useRef<string | null>(null);
  // Whether the picked-up card has left its column: only then is being over it again news.
  const leftHome = useRef(false);
  const keyboard = useKeyboardColumns();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter }));

  const send = (application: Application, to: ApplicationStatus) => {
    if (application.status === to) return;
    followFocus.current = application.id;
    void move({ id: application.id, from: application.status, to, jobId });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      leftHome.current = false;
      const card = draggedOf(active);
      return card ? MESSAGES.pickedUp(card.name, applicationStatusLabel(card.from)) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const card = draggedOf(active);
      if (!card) return undefined;
      if (!over) return MESSAGES.notOver;
      if (over.id !== card.from) {
        leftHome.current = true;
        return MESSAGES.over(labelOf(over.id));
      }
      return leftHome.current ? MESSAGES.backHome(labelOf(over.id)) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const card = draggedOf(active);
      if (!card) return undefined;
      if (!over) return MESSAGES.cancelled(card.name, applicationStatusLabel(card.from));
      return over.id === card.from ? MESSAGES.droppedHome(card.name, labelOf(over.id)) : MESSAGES.dropped(card.name, labelOf(over.id));
    },
    onDragCancel: ({ active }) => {
      const card = draggedOf(active);
      return card ? MESSAGES.cancelled(card.name, applicationStatusLabel(card.from)) : undefined;
    },
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    keyboard.reset();
    const card = draggedOf(active);
    const to = columnOf(over?.id);
    if (card && to) send(card.application, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: MESSAGES.instructions } }}
      onDragStart={({ active }) => setDragged(draggedOf(active))}
      onDragEnd={dropped}
      onDragCancel={() => {
        setDragged(null);
        keyboard.reset();
      }}
    >
      <Box role="region" aria-label="Applications board" overflowX="auto" scrollSnapType={{ base: 'x mandatory', xl: 'none' }} scrollPaddingInline="4" p="4">
        <Grid gridAutoFlow="column" gridAutoColumns={{ base: '85%', sm: '18rem', xl: 'minmax(11rem, 1fr)' }} gap="3" alignItems="start">
          {APPLICATION_OPTIONS.map((option) => (
            <BoardColumn key={option.value} status={option.value} label={option.label} jobId={jobId}>
              {(application) => {
                const face = <CardFace application={application} onRead={setReading} onMove={canMove ? (to) => send(application, to) : undefined} />;
                return canMove ? (
                  <DraggableCard application={application} followFocus={followFocus}>
                    {face}
                  </DraggableCard>
                ) : (
                  <Card>{face}</Card>
                );
              }}
            </BoardColumn>
          ))}
        </Grid>
      </Box>
      <DragOverlay>
        {dragged && (
          <Card shadow="lg" borderColor="brand.solid" cursor="grabbing">
            <CardFace application={dragged.application} />
          </Card>
        )}
      </DragOverlay>
      <CoverLetterDialog letter={reading} onClose={() => setReading(null)} />
    </DndContext>
  );
}

/** One status's column: its name and count, its cards newest first, and "Load more" while there are more. */
function BoardColumn({ status, label, jobId, children }: { status: ApplicationStatus; label: string; jobId: string | null; children(application: Application): ReactNode }) {
  const { query, variables } = boardColumn(status, jobId);
  const { data, loading, error, fetchMore } = useQuery(query, { variables, fetchPolicy: 'cache-and-network' });
  const column = data?.applications;
  // The first page follows what comes in while the board is open; a column grown by "Load more" is
  // left as it is (its first page again would drop what was loaded after it).
  useRefreshWhileVisible(column && column.edges.length > BOARD_COLUMN_PAGE_SIZE ? null : { query, variables });
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [loadingMore, setLoadingMore] = useState(false);
  const headingId = useId();
  const applications = uniqueById(column?.edges.map((edge) => getFragmentData(ApplicationCard_application, edge.node)) ?? []);

  const loadMore = async () => {
    if (!column?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: column.pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <chakra.section
      ref={setNodeRef}
      aria-labelledby={headingId}
      aria-busy={loading && !data}
      bg={isOver ? 'brand.subtle' : 'bg.subtle'}
      borderWidth="1px"
      borderColor={isOver ? 'brand.solid' : 'border'}
      rounded="lg"
      p="3"
      minH="48"
      scrollSnapAlign="start"
      transition="background 120ms, border-color 120ms"
    >
      <Flex justify="space-between" align="center" gap="2" mb="3" px="1">
        <Heading as="h2" id={headingId} fontSize="sm" fontWeight="600">
          {label}
        </Heading>
        {column && (
          <Badge variant="subtle" colorPalette="gray" aria-label={`${countLabel(column)} ${column.totalCount === 1 ? 'application' : 'applications'}`}>
            {countLabel(column)}
          </Badge>
        )}
      </Flex>
      {loading && !data ? (
        <Flex gap="2" align="center" px="1" py="2" color="fg.muted" fontSize="sm">
          <Spinner size="sm" /> {MESSAGES.loading}
        </Flex>
      ) : error && !data ? (
        <Text px="1" py="2" fontSize="sm" color="red.fg">
          {MESSAGES.loadFailed}
        </Text>
      ) : applications.length === 0 ? (
        <Text px="1" py="2" fontSize="sm" color="fg.muted">
          {MESSAGES.empty}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby={headingId}>
          {applications.map((application) => (
            <li key={application.id}>{children(application)}</li>
          ))}
        </Stack>
      )}
      {column?.pageInfo.hasNextPage && (
        <Button size="sm" variant="outline" width="full" mt="3" disabled={loadingMore} onClick={() => void loadMore()}>
          {loadingMore ? <Spinner size="xs" /> : null} {MESSAGES.loadMore}
        </Button>
      )}
    </chakra.section>
  );
}

/** A card moved into a column it was already in (from a later page loaded since) shows once. */
function uniqueById(applications: readonly Application[]): Application[] {
  const seen = new Set<string>();
  return applications.filter((application) => !seen.has(application.id) && seen.add(application.id));
}

/** A card's frame. */
const Card = chakra('div', {
  base: { bg: 'bg', borderWidth: '1px', borderColor: 'border', rounded: 'md', p: '3', shadow: 'xs' },
});

/**
 * A card that moves: dragged from anywhere on it with a pointer, picked up with Space or Enter on
 * its handle (the applicant's name, which carries the keyboard instructions). The handle's focus
 * ring is drawn round the whole card.
 */
function DraggableCard({ application, followFocus, children }: { application: Application; followFocus: { current: string | null }; children: ReactNode }) {
  const name = applicantName(application);
  const data: Dragged = { application, name, from: application.status };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: application.id, data });
  const handle = useRef<HTMLButtonElement | null>(null);

  // A card moved from its menu (or put back after a refusal) comes back in another column: the
  // focus, lost with the card that left, follows it there.
  useEffect(() => {
    if (followFocus.current === application.id && (document.activeElement === null || document.activeElement === document.body)) handle.current?.focus();
  }, [application.id, followFocus]);

  return (
    <Card
      ref={setNodeRef}
      {...listeners}
      opacity={isDragging ? 0.4 : 1}
      cursor="grab"
      css={{ '&:has([data-drag-handle]:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <chakra.button
        type="button"
        data-drag-handle=""
        ref={(element: HTMLButtonElement | null) => {
          handle.current = element;
          setActivatorNodeRef(element);
        }}
        {...attributes}
        display="flex"
        alignItems="flex-start"
        gap="1"
        width="full"
        textAlign="start"
        fontWeight="600"
        rounded="sm"
        outline="none"
        cursor="grab"
        // Touch scrolls the board everywhere but on the handle, which drags.
        touchAction="none"
      >
        <chakra.span display="flex" flexShrink="0" color="fg.subtle" mt="0.5">
          <GripVertical size={16} aria-hidden />
        </chakra.span>
        {/* A long name wraps: cut short, it could not be read on a phone (issue P19). */}
        <chakra.span overflowWrap="anywhere">{name}</chakra.span>
      </chakra.button>
      {children}
    </Card>
  );
}

/** What a card says: who (where nothing handles it), for which position, since when, and its actions. */
function CardFace({ application, onRead, onMove }: { application: Application; onRead?: (letter: CoverLetter) => void; onMove?: (to: ApplicationStatus) => void }) {
  const name = applicantName(application);
  const appliedAt = String(application.appliedAt);
  return (
    <Stack gap="1" fontSize="sm">
      {!onMove && (
        <Text fontSize="md" fontWeight="600" overflowWrap="anywhere">
          {name}
        </Text>
      )}
      <Text color="fg.muted" lineClamp={2}>
        {application.position}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        Applied <time dateTime={appliedAt}>{dayFormat.format(new Date(appliedAt))}</time>
      </Text>
      {onRead && (
        <Flex gap="1" wrap="wrap" mt="1">
          <Button size="xs" variant="outline" onClick={() => onRead({ id: application.id, name, position: application.position, coverNote: application.coverNote })}>
            <ScrollText aria-hidden /> Cover Letter
          </Button>
          {onMove && <MoveMenu name={name} status={application.status} onMove={onMove} />}
        </Flex>
      )}
    </Stack>
  );
}

/** "Move to…": the other statuses, the keyboard's and the pointer's way without dragging. */
function MoveMenu({ name, status, onMove }: { name: string; status: ApplicationStatus; onMove(to: ApplicationStatus): void }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => onMove(APPLICATION_OPTIONS.find((option) => option.value === value)?.value ?? status)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="ghost" aria-label={MESSAGES.moveLabel(name)}>
          {MESSAGES.moveTo} <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {APPLICATION_OPTIONS.filter((option) => option.value !== status).map((option) => (
              <Menu.Item key={option.value} value={option.value}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
