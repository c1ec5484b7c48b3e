import { Badge, Box, Button, Field, Fieldset, Flex, Grid, IconButton, Input, NativeSelect, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { BOOKING_LIMITS } from '@rules/bookings';
import { CONTENT_LIMITS, slugFrom } from '@rules/content';
import { EVENT_FORMATS, EVENT_FORMAT_LABELS, EVENT_LIMITS, eventRules, isTimeZone, type EventFormat } from '@rules/site-events';
import { ArrowDown, ArrowLeft, ArrowUp, Ban, ClipboardCheck, Plus, Trash2, Users, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { refusalOf } from '../../app/graphql-errors';
import { CheckboxField } from '../../ui/CheckboxField';
import { FormField } from '../../ui/FormField';
import { localTimeZone } from '../../ui/dateTimeLocal';
import { toaster } from '../../ui/toaster';
import { useCan } from '../auth/AuthProvider';
import { getFragmentData } from '../gql';
import type { AdminEventQuery as AdminEventData, CreateEventInput, EventEditor_EventFragment as LoadedEvent } from '../gql/graphql';
import { ContentRevisions, type RevisionRow } from '../kit/content/ContentRevisions';
import { ContentStatusPanel, type StatusAction } from '../kit/content/ContentStatusPanel';
import { zonedFormat } from '../kit/content/ContentStatusBadge';
import { LEAVE_UNSAVED } from '../kit/FormFrame';
import { ImageField, type KnownImage } from '../kit/ImageField';
import { RichTextEditor } from '../kit/RichTextEditor';
import { useAdminForm } from '../kit/useAdminForm';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { FormProblem } from '../ui/FormProblem';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { AdminEventQuery, EventEditor_event, EventPreviewLinkQuery, EventRevisionsQuery, EventSpeakersQuery } from './documents';
import { checkEvent, emptyEvent, fieldOf, newSessionKey, sessionField, toEventInput, valuesOf, wallTimePlus, type EventField, type EventValues, type SessionValues } from './eventForm';
import { useEventChanges, useSaveEvent } from './hooks';
import { EVENTS_SCREEN_MESSAGES as MESSAGES } from './messages';
import { instantOfWallTime, isWallTime, timeZoneNames, zoneLabel } from './zonedTime';

const BASE = '/admin/events';
const editPath = (id: string) => `${BASE}/${encodeURIComponent(id)}/edit`;

/** How an event's revision names the fields it changed. */
const REVISION_FIELD_NAMES: Readonly<Record<string, string>> = { title: 'title', slug: 'slug', body: 'description', fields: 'details, times or booking', status: 'status' };

/** Create an event (`/admin/events/new`) or edit one (`/admin/events/:id/edit`). */
export function EventEditorPage() {
  const { id } = useParams<{ id: string }>();
  const loaded = useQuery(AdminEventQuery, { variables: { id: id ?? '' }, skip: id === undefined });
  const event = loaded.data ? getFragmentData(EventEditor_event, loaded.data.event) : null;
  // A new version (a save, a change of status, a restored revision) fills the form again from the event as it now is.
  return <EventForm key={`${id ?? 'new'}:${event?.version ?? 0}`} id={id} event={event} />;
}

function EventForm({ id, event }: { id: string | undefined; event: LoadedEvent | null }) {
  const formId = useId();
  const client = useApolloClient();
  const canManage = useCan('events:manage');
  // The media library is content's: a member who runs events without it (Sales) keeps the cover as it is.
  const canPickImages = useCan('content:read');
  const [empty] = useState(() => emptyEvent(localTimeZone()));
  const [picked, setPicked] = useState<ReadonlyMap<string, KnownImage>>(new Map());
  const [restoring, setRestoring] = useState<RevisionRow | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [note, setNote] = useState('');
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const form = useAdminForm<EventValues, AdminEventData, CreateEventInput, { id: string }, EventField>({
    empty,
    id,
    load: {
      query: AdminEventQuery,
      values: (data) => valuesOf(getFragmentData(EventEditor_event, data.event)),
      failed: { message: (error) => refusalOf(error)?.message ?? MESSAGES.eventLoadFailed, back: BASE },
    },
    check: checkEvent,
    toInput: toEventInput,
    useSave: (failed) => {
      // A new event opens at its own address, to be published from there.
      const { create, update, saving } = useSaveEvent(failed, (made) => setCreatedId(made));
      return {
        save: (input, editing) => (editing === undefined ? create({ input }) : update({ input: { ...input, id: editing, version: event?.version ?? 0 } })),
        saving,
      };
    },
    fieldOf,
    failure: (error, withFields) => (refusalOf(error)?.code === 'CONFLICT' ? refusalOf(error)?.message : withFields ? MESSAGES.saveFailed : (refusalOf(error)?.message ?? MESSAGES.saveFailed)),
    invalidValue: MESSAGES.invalidValue,
    after: id === undefined ? { to: createdId ? editPath(createdId) : BASE } : undefined,
  });
  const { values, errors, set, submit, dirty, guard, saving, loading, form: formElement, showError } = form;
  const changes = useEventChanges();
  const revisions = useQuery(EventRevisionsQuery, { variables: { id: id ?? '' }, skip: id === undefined, fetchPolicy: 'cache-and-network' });
  const busy = saving || changes.busy;

  const act = async (action: StatusAction, publishAt?: Date) => {
    if (!event) return;
    const target = { id: event.id, version: event.version };
    if (action === 'publish') await changes.publish({ input: target });
    if (action === 'schedule' && publishAt) await changes.schedule({ input: { ...target, publishAt: publishAt.toISOString() } });
    if (action === 'archive') await changes.archive({ input: target });
  };

  const preview = async () => {
    if (!event) return;
    // Opened at once, while the click still counts as the member's (a tab opened after an await is blocked as a pop-up).
    const tab = window.open('about:blank', '_blank');
    try {
      const { data } = await client.query({ query: EventPreviewLinkQuery, variables: { id: event.id }, fetchPolicy: 'network-only' });
      const url = data?.eventPreviewLink.url;
      if (!url) throw new Error('no link');
      if (tab) {
        tab.opener = null;
        tab.location.replace(url);
      } else window.open(url, '_blank', 'noopener');
      toaster.info({ title: MESSAGES.previewOpened, closable: true });
    } catch (error) {
      tab?.close();
      toaster.error({ title: refusalOf(error)?.message ?? MESSAGES.previewFailed, closable: true });
    }
  };

  const cancelEvent = async () => {
    if (!event) return;
    const problem = eventRules.cancellationNote(note.trim() === '' ? null : note);
    if (problem) {
      setNoteProblem(problem);
      return;
    }
    if (await changes.cancel({ input: { id: event.id, version: event.version, note: note.trim() === '' ? null : note.trim() } })) setCancelling(false);
  };

  const back = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to={BASE}>
        <ArrowLeft aria-hidden /> Back to Events
      </Link>
    </Button>
  );
  if (loading || (id !== undefined && !event)) {
    return (
      <>
        {back}
        <ListState kind="loading">Loading the event...</ListState>
      </>
    );
  }

  const editing = id !== undefined;
  const live = Boolean(event?.publishedAt) && event?.status === 'published';
  const zone = isTimeZone(values.timeZone) ? values.timeZone : null;
  const setTitle = (title: string) => form.edit(editing || values.slug !== slugFrom(values.title) ? { title } : { title, slug: slugFrom(title) });
  const sessionsChanged = (agenda: SessionValues[]) => {
    set('agenda', agenda);
    // A change of the agenda clears what was said about its sessions (their places may have moved).
    for (const key of Object.keys(errors)) if (key.startsWith('agenda.')) showError(key as EventField, null);
  };

  return (
    <>
      {back}
      <PageHeader
        title={editing ? values.title || 'Edit Event' : 'New Event'}
        description={editing ? 'Changes to a published event show on its page as soon as you save.' : 'A new event is a draft, seen only here and through preview links, until it is published.'}
        actions={
          event && (
            <Flex gap="2" wrap="wrap">
              <Button asChild variant="outline">
                <Link to={`${BASE}/${encodeURIComponent(event.id)}/attendees`}>
                  <Users aria-hidden /> Attendees
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`${BASE}/${encodeURIComponent(event.id)}/check-in`}>
                  <ClipboardCheck aria-hidden /> Check-in
                </Link>
              </Button>
            </Flex>
          )
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
        <Panel as="div">
          <chakra.form id={formId} ref={formElement} onSubmit={submit} noValidate>
            <Stack gap="8" p={{ base: '4', md: '7' }}>
              <FormProblem message={errors.form} />
              <Section title="About">
                <FormField label="Title" required error={errors.title}>
                  <Input name="title" value={values.title} onChange={(change) => setTitle(change.target.value)} maxLength={CONTENT_LIMITS.titleMax + 40} />
                </FormField>
                <FormField label="Slug" optionalNote="(optional)" error={errors.slug} hint="The page's address; made from the title when left empty.">
                  <Input name="slug" value={values.slug} onChange={(change) => set('slug', change.target.value)} maxLength={CONTENT_LIMITS.slugMax + 20} fontFamily="mono" />
                </FormField>
                <Text fontSize="sm" color="fg.muted" mt="-3">
                  Address: /events/{values.slug || slugFrom(values.title) || '…'}
                  {live && values.slug !== event?.slug && (
                    <Text as="span" display="block" color="orange.fg" mt="1">
                      {MESSAGES.slugRedirect}
                    </Text>
                  )}
                </Text>
                <FormField label="Summary" optionalNote="(optional)" error={errors.summary} hint={`A few sentences for the events list and search results; at most ${CONTENT_LIMITS.summaryMax} characters.`}>
                  <Textarea name="summary" rows={3} value={values.summary} onChange={(change) => set('summary', change.target.value)} />
                </FormField>
                <RichTextEditor label="Description" hint="What the event's page says about it." value={values.body} onChange={(document) => set('body', document)} error={errors.body} />
                <ImageField
                  label="Cover image"
                  hint={canPickImages ? 'Shown at the top of its page and in the events list.' : MESSAGES.coverNeedsContent}
                  disabled={!canPickImages}
                  imageId={values.coverImageId}
                  known={values.coverImageId ? picked.get(values.coverImageId) : undefined}
                  error={errors.coverImageId}
                  onChange={(image) => {
                    if (image) setPicked((known) => new Map(known).set(image.id, image));
                    set('coverImageId', image?.id ?? null);
                  }}
                />
              </Section>

              <Section title="Where">
                <FormField label="Format" required error={errors.format}>
                  <NativeSelect.Root>
                    <NativeSelect.Field name="format" value={values.format} onChange={(change) => set('format', change.target.value as EventFormat)}>
                      {EVENT_FORMATS.map((format) => (
                        <option key={format} value={format}>
                          {EVENT_FORMAT_LABELS[format]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                {values.format !== 'online' && (
                  <>
                    <FormField label="Venue name" required error={errors.venueName}>
                      <Input name="venueName" value={values.venueName} onChange={(change) => set('venueName', change.target.value)} maxLength={EVENT_LIMITS.venueNameMax + 20} autoComplete="off" />
                    </FormField>
                    <FormField label="Venue address" required error={errors.addressLines} hint={`One line each, at most ${EVENT_LIMITS.addressLinesMax} lines.`}>
                      <Textarea name="addressLines" rows={3} value={values.addressLines} onChange={(change) => set('addressLines', change.target.value)} />
                    </FormField>
                    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                      <FormField label="Latitude" required error={errors.latitude} hint="The map point, from -90 to 90 (for example 19.0596).">
                        <Input name="latitude" inputMode="decimal" value={values.latitude} onChange={(change) => set('latitude', change.target.value)} />
                      </FormField>
                      <FormField label="Longitude" required error={errors.longitude} hint="From -180 to 180 (for example 72.8656).">
                        <Input name="longitude" inputMode="decimal" value={values.longitude} onChange={(change) => set('longitude', change.target.value)} />
                      </FormField>
                    </Grid>
                  </>
                )}
                {values.format !== 'in_person' && (
                  <FormField label="Online link" required error={errors.onlineUrl} hint="Where attendees join: shown to booked attendees only, never on the public page.">
                    <Input name="onlineUrl" type="url" inputMode="url" placeholder="https://" value={values.onlineUrl} onChange={(change) => set('onlineUrl', change.target.value)} maxLength={CONTENT_LIMITS.urlMax} />
                  </FormField>
                )}
              </Section>

              <Section title="When">
                <TimeZoneField value={values.timeZone} error={errors.timeZone} onChange={(timeZone) => set('timeZone', timeZone)} />
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <WallTimeField label="Starts" name="startsAt" required value={values.startsAt} zone={zone} error={errors.startsAt} onChange={(value) => set('startsAt', value)} />
                  <WallTimeField label="Ends" name="endsAt" required value={values.endsAt} zone={zone} error={errors.endsAt} onChange={(value) => set('endsAt', value)} />
                </Grid>
                {live && event && zone && isWallTime(values.startsAt) && instantOfWallTime(values.startsAt, zone)?.getTime() !== new Date(event.startsAt).getTime() && (
                  <Text fontSize="sm" color="orange.fg" role="status">
                    {MESSAGES.movedWarning}
                  </Text>
                )}
              </Section>

              <Section title="Agenda">
                <Agenda sessions={values.agenda} errors={errors} eventStartsAt={values.startsAt} zone={zone} onChange={sessionsChanged} />
              </Section>

              <Section title="Booking">
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <FormField label="Capacity" required error={errors.capacity} hint={`How many seats, from 1 to ${EVENT_LIMITS.capacityMax.toLocaleString('en-US')}.`}>
                    <Input name="capacity" inputMode="numeric" value={values.capacity} onChange={(change) => set('capacity', change.target.value)} />
                  </FormField>
                </Grid>
                <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                  <WallTimeField label="Booking opens" name="bookingOpensAt" value={values.bookingOpensAt} zone={zone} error={errors.bookingOpensAt} optional="At once when empty." onChange={(value) => set('bookingOpensAt', value)} />
                  <WallTimeField label="Booking closes" name="bookingClosesAt" value={values.bookingClosesAt} zone={zone} error={errors.bookingClosesAt} optional="At the end of the event when empty." onChange={(value) => set('bookingClosesAt', value)} />
                </Grid>
                <FormField label="Questions for bookers" optionalNote="(optional)" error={errors.questions}>
                  <Textarea name="questions" rows={3} value={values.questions} onChange={(change) => set('questions', change.target.value)} placeholder="What would you like to ask the panel?" />
                  <Field.HelperText>{`What the booking form asks beyond name and email: one question per line, at most ${BOOKING_LIMITS.questionsMax}. Each answer is text, in the attendees export.`}</Field.HelperText>
                </FormField>
                <CheckboxField name="needsApproval" label="Bookings need approval" hint="Each booking waits for the team to approve it before the seat is confirmed." checked={values.needsApproval} onChange={(checked) => set('needsApproval', checked)} />
              </Section>
            </Stack>
          </chakra.form>
        </Panel>
        <Stack gap="4" position={{ xl: 'sticky' }} top={{ xl: '4' }}>
          <ContentStatusPanel
            item={event}
            name={event?.title ?? values.title}
            one="event"
            formId={formId}
            dirty={dirty}
            busy={busy}
            canWrite={canManage}
            canPublish={canManage}
            unpublishes={false}
            details={event && <Text>{event.path}</Text>}
            onAct={act}
            onPreview={preview}
          />
          {event && (
            <Panel as="section" aria-labelledby="event-cancellation" p="4">
              <Flex justify="space-between" align="center" gap="2" mb="2">
                <Text as="h2" id="event-cancellation" fontWeight="700">
                  Cancellation
                </Text>
                {event.cancelled && <Badge colorPalette="red">Cancelled</Badge>}
              </Flex>
              {event.cancelled ? (
                <Stack gap="1" fontSize="sm" color="fg.muted">
                  {event.cancelledAt && <Text>Cancelled {zonedFormat.format(new Date(event.cancelledAt))}</Text>}
                  {event.cancellationNote && <Text color="fg">“{event.cancellationNote}”</Text>}
                </Stack>
              ) : event.status === 'published' ? (
                <Stack gap="2">
                  <Text fontSize="sm" color="fg.muted">
                    Its page stays up and says it is cancelled; everyone booked is told.
                  </Text>
                  <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => setCancelling(true)}>
                    <Ban aria-hidden /> Cancel event
                  </Button>
                </Stack>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Only a published event can be cancelled.
                </Text>
              )}
            </Panel>
          )}
          {event && (
            <ContentRevisions
              revisions={revisions.data?.eventRevisions ?? []}
              loading={revisions.loading}
              failed={Boolean(revisions.error)}
              version={event.version}
              fieldNames={REVISION_FIELD_NAMES}
              systemName="the scheduler"
              onRestore={canManage ? setRestoring : null}
            />
          )}
        </Stack>
      </Grid>
      <ConfirmDialog
        open={cancelling}
        title="Cancel event"
        confirmLabel="Cancel event"
        cancelLabel="Keep the event"
        busy={busy}
        onCancel={() => {
          setCancelling(false);
          setNoteProblem(null);
        }}
        onConfirm={() => void cancelEvent()}
      >
        <Stack gap="4">
          <Text>{MESSAGES.confirmCancel(event?.title ?? '')}</Text>
          <FormField label="Note" optionalNote="(optional)" error={noteProblem ?? undefined} hint={MESSAGES.cancellationNoteHint}>
            <Textarea
              name="cancellationNote"
              rows={3}
              value={note}
              onChange={(change) => {
                setNote(change.target.value);
                setNoteProblem(null);
              }}
              placeholder="For example: moved to a later date; we will write with the new one."
            />
          </FormField>
        </Stack>
      </ConfirmDialog>
      <ConfirmDialog
        open={restoring !== null}
        title="Restore revision"
        confirmLabel="Restore"
        busy={busy}
        onCancel={() => setRestoring(null)}
        onConfirm={async () => {
          if (event && restoring) await changes.restore({ input: { id: event.id, version: event.version, revisionId: restoring.id } });
          setRestoring(null);
        }}
      >
        {restoring && MESSAGES.confirmRestore(restoring.version)}
        {dirty && ' Your unsaved changes in the form will be replaced.'}
      </ConfirmDialog>
      <ConfirmDialog open={guard.open} title={LEAVE_UNSAVED.title} confirmLabel={LEAVE_UNSAVED.leave} onConfirm={guard.onLeave} onCancel={guard.onStay}>
        {LEAVE_UNSAVED.message}
      </ConfirmDialog>
    </>
  );
}

/** A part of the form under its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset.Root minW="0">
      <Fieldset.Legend fontWeight="700" fontSize="lg" color="fg" mb="3">
        {title}
      </Fieldset.Legend>
      <Fieldset.Content gap="5">{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The event's IANA zone: typed or picked from the zones this browser knows (the list filters as one types). */
function TimeZoneField({ value, error, onChange }: { value: string; error?: string; onChange(timeZone: string): void }) {
  const listId = useId();
  const [zones] = useState(timeZoneNames);
  const known = isTimeZone(value);
  return (
    <FormField label="Time zone" required error={error}>
      <Input name="timeZone" list={listId} value={value} onChange={(change) => onChange(change.target.value)} autoComplete="off" spellCheck={false} placeholder="Asia/Kolkata" maxLength={EVENT_LIMITS.timeZoneMax} />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <Field.HelperText>{known ? `Its clocks are at ${zoneLabel(new Date(), value)} now. ${MESSAGES.zoneHint}` : MESSAGES.zoneHint}</Field.HelperText>
    </FormField>
  );
}

/** A time on the event's clocks, and the same moment on the member's own (when their zone is another). */
function WallTimeField({
  label,
  name,
  value,
  zone,
  error,
  required = false,
  optional,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  zone: string | null;
  error?: string;
  required?: boolean;
  /** What an empty field means, for an optional one. */
  optional?: string;
  onChange(value: string): void;
}) {
  const instant = zone && isWallTime(value) ? instantOfWallTime(value, zone) : null;
  const mine = localTimeZone();
  return (
    <FormField label={label} required={required} optionalNote={required ? undefined : '(optional)'} error={error}>
      <Input name={name} type="datetime-local" value={value} onChange={(change) => onChange(change.target.value)} />
      <Field.HelperText fontSize="xs" minH="4">
        {instant && zone
          ? zone === mine
            ? `${zoneLabel(instant, zone)} (${zone})`
            : `${zoneLabel(instant, zone)} (${zone}): ${zonedFormat.format(instant)} where you are`
          : (optional ?? '')}
      </Field.HelperText>
    </FormField>
  );
}

/** The agenda's sessions, in order: each with its times (on the event's clocks), title and speakers; added, removed and moved up or down. */
function Agenda({ sessions, errors, eventStartsAt, zone, onChange }: { sessions: SessionValues[]; errors: Partial<Record<EventField | 'form', string>>; eventStartsAt: string; zone: string | null; onChange(sessions: SessionValues[]): void }) {
  const speakers = useQuery(EventSpeakersQuery);
  const profiles = speakers.data?.profiles ?? [];
  const nameOf = (id: string) => profiles.find((profile) => profile.id === id)?.name ?? 'A profile no longer published';
  const change = (index: number, changes: Partial<SessionValues>) => onChange(sessions.map((session, at) => (at === index ? { ...session, ...changes } : session)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...sessions];
    const [session] = next.splice(index, 1);
    if (session) next.splice(index + by, 0, session);
    onChange(next);
  };
  const add = () => {
    const startsAt = sessions.at(-1)?.endsAt || eventStartsAt;
    onChange([...sessions, { key: newSessionKey(), startsAt, endsAt: wallTimePlus(startsAt, 60), title: '', speakerIds: [] }]);
  };

  return (
    <Stack gap="4">
      {errors.agenda && (
        <Text color="red.700" fontSize="sm" role="alert">
          {errors.agenda}
        </Text>
      )}
      {sessions.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No sessions yet: the page shows the event's times alone.
        </Text>
      )}
      <Stack as="ol" listStyleType="none" gap="4" aria-label="Sessions">
        {sessions.map((session, index) => {
          const number = index + 1;
          const chooseable = profiles.filter((profile) => !session.speakerIds.includes(profile.id));
          return (
            <Box as="li" key={session.key} borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '3', md: '4' }}>
              <Fieldset.Root minW="0">
                <Fieldset.Legend fontWeight="600" mb="3">
                  Session {number}
                </Fieldset.Legend>
                <Fieldset.Content gap="4">
                  <FormField label={`Session ${number} title`} required error={errors[sessionField(index, 'title')]}>
                    <Input value={session.title} onChange={(event) => change(index, { title: event.target.value })} maxLength={EVENT_LIMITS.sessionTitleMax + 20} />
                  </FormField>
                  <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
                    <WallTimeField label={`Session ${number} starts`} name={`agenda.${index}.startsAt`} required value={session.startsAt} zone={zone} error={errors[sessionField(index, 'startsAt')]} onChange={(value) => change(index, { startsAt: value })} />
                    <WallTimeField label={`Session ${number} ends`} name={`agenda.${index}.endsAt`} required value={session.endsAt} zone={zone} error={errors[sessionField(index, 'endsAt')]} onChange={(value) => change(index, { endsAt: value })} />
                  </Grid>
                  <Stack gap="2">
                    <Text fontWeight="600" fontSize="sm" id={`${session.key}-speakers`}>
                      Speakers
                    </Text>
                    {session.speakerIds.length > 0 && (
                      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" aria-labelledby={`${session.key}-speakers`}>
                        {session.speakerIds.map((speakerId) => (
                          <Flex as="li" key={speakerId} align="center" gap="1" bg="bg.muted" borderRadius="full" ps="3" pe="1" py="0.5" fontSize="sm">
                            {nameOf(speakerId)}
                            <IconButton size="xs" variant="ghost" borderRadius="full" aria-label={`Remove ${nameOf(speakerId)} from session ${number}`} onClick={() => change(index, { speakerIds: session.speakerIds.filter((each) => each !== speakerId) })}>
                              <X aria-hidden />
                            </IconButton>
                          </Flex>
                        ))}
                      </Flex>
                    )}
                    {speakers.error ? (
                      <Text fontSize="sm" color="fg.muted">
                        {MESSAGES.speakersFailed}
                      </Text>
                    ) : !speakers.loading && profiles.length === 0 ? (
                      <Text fontSize="sm" color="fg.muted">
                        {MESSAGES.noSpeakers}
                      </Text>
                    ) : (
                      chooseable.length > 0 &&
                      session.speakerIds.length < EVENT_LIMITS.speakersPerSessionMax && (
                        <NativeSelect.Root size="sm" maxW="sm">
                          <NativeSelect.Field
                            aria-label={`Add a speaker to session ${number}`}
                            value=""
                            onChange={(event) => {
                              if (event.target.value) change(index, { speakerIds: [...session.speakerIds, event.target.value] });
                            }}
                          >
                            <option value="">Add a speaker...</option>
                            {chooseable.map((profile) => (
                              <option key={profile.id} value={profile.id}>
                                {profile.name}
                                {profile.role ? ` (${profile.role})` : ''}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      )
                    )}
                    {errors[sessionField(index, 'speakerIds')] && (
                      <Text color="red.700" fontSize="sm">
                        {errors[sessionField(index, 'speakerIds')]}
                      </Text>
                    )}
                  </Stack>
                  <Flex gap="1" justify="flex-end">
                    <IconButton size="sm" variant="ghost" aria-label={`Move session ${number} up`} title="Move up" disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUp aria-hidden />
                    </IconButton>
                    <IconButton size="sm" variant="ghost" aria-label={`Move session ${number} down`} title="Move down" disabled={index === sessions.length - 1} onClick={() => move(index, 1)}>
                      <ArrowDown aria-hidden />
                    </IconButton>
                    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove session ${number}`} title="Remove" onClick={() => onChange(sessions.filter((_, at) => at !== index))}>
                      <Trash2 aria-hidden />
                    </IconButton>
                  </Flex>
                </Fieldset.Content>
              </Fieldset.Root>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button variant="outline" onClick={add} disabled={sessions.length >= EVENT_LIMITS.agendaMax}>
          <Plus aria-hidden /> Add session
        </Button>
      </Box>
    </Stack>
  );
}
