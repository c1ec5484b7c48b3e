import { Badge, Box, Button, Field, Flex, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { EVENT_LABELS, EVENT_TYPES, SUBJECT_TYPES, SUBJECT_TYPE_LABELS, PERSON_MAX_LENGTH } from '@rules/events';
import { Filter, History, X } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AuditEventsQuery as AuditEvents, AuditSubjectType } from '../gql/graphql';
import { ExportButton, ListBody, ListPages } from '../kit/AdminList';
import { recordOf } from '../kit/globalIds';
import { useAdminList, type ListParams } from '../kit/useAdminList';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { countLabel } from '../ui/Pagination';
import { RecordItem, RecordList } from '../ui/RecordList';
import { AuditEventsQuery } from './documents';
import { usePermissions } from '../auth/AuthProvider';
import { changesOf, exactMomentText, historyPath, momentText, recordPathOf, subjectLabelOf, whoOf } from './describe';

export const ACTIVITY_MESSAGES = {
  loading: 'Loading activity...',
  loadFailed: 'Failed to load the activity. Please try again.',
  empty: 'Nothing happened that matches these filters.',
  rangeReversed: 'The end date must be on or after the start date.',
} as const;

const PAGE_SIZE = 25;

const RouterLink = chakra(Link);

/** The filters, as the address keeps them. `subject`: one record's history (the History panel's "See all"). */
const FILTERS = ['person', 'type', 'subjectType', 'subject', 'from', 'to'] as const;

type Event = AuditEvents['auditEvents']['edges'][number]['node'];

/** The first instant of a day of the admin's calendar (`2026-11-27`), as the API takes it; the day after for an end date. */
function instantOf(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + (end ? 1 : 0)).toISOString();
}

/** The filters as the export (the REST list) takes them. */
function exportFilter({ params }: ListParams<never>): Record<string, string> {
  const subject = params['subject'] ? recordOf(params['subject']) : null;
  return {
    person: params['person'] ?? '',
    type: params['type'] ?? '',
    subjectType: subject?.typename ?? params['subjectType'] ?? '',
    subjectId: subject?.key ?? '',
    from: instantOf(params['from'] ?? '', false) ?? '',
    to: instantOf(params['to'] ?? '', true) ?? '',
  };
}

const ACTIVITY_LIST = {
  query: AuditEventsQuery,
  variables: ({ params }: ListParams<never>) => ({
    person: params['person'] || null,
    type: params['type'] || null,
    subjectType: (params['subjectType'] || null) as AuditSubjectType | null,
    subject: params['subject'] || null,
    from: instantOf(params['from'] ?? '', false),
    to: instantOf(params['to'] ?? '', true),
  }),
  connection: (data: AuditEvents) => data.auditEvents,
  row: (node: Event) => node,
};

/**
 * The audit trail (issue P14): every change an admin made, every sign-in and failed sign-in, by
 * whom and from where (an address is only ever shown as its hash), newest first, paged by cursor.
 * Read only, for those who may read it (`audit:read`).
 */
export function ActivityPage() {
  const list = useAdminList({
    ...ACTIVITY_LIST,
    pageSize: PAGE_SIZE,
    paging: 'cursor',
    params: FILTERS,
    loadFailedToast: ACTIVITY_MESSAGES.loadFailed,
    exports: { list: 'activity', filter: exportFilter },
  });
  const { size, params } = list;
  return (
    <>
      <PageHeader title="Activity" description="Every change, sign-in and failed sign-in in the back office, newest first." actions={<ExportButton list={list} />} />
      <Panel>
        <Filters key={FILTERS.map((name) => params[name]).join('|')} params={params} onApply={list.setParams} />
        {params['subject'] && (
          <Flex gap="2" align="center" px="4" py="2" bg="bg.subtle" borderBottomWidth="1px" borderColor="border" fontSize="sm">
            <Text>Showing the history of one record.</Text>
            <Button size="xs" variant="ghost" onClick={() => list.setParams({ subject: '' })}>
              <X aria-hidden /> Show all records
            </Button>
          </Flex>
        )}
        <Text px="4" pt="3" fontSize="sm" color="fg.muted" aria-live="polite">
          {size ? `${countLabel(size)} ${size.totalCount === 1 ? 'event' : 'events'}` : ' '}
        </Text>
        <ListBody list={list} messages={{ loading: ACTIVITY_MESSAGES.loading, failed: ACTIVITY_MESSAGES.loadFailed, empty: ACTIVITY_MESSAGES.empty }}>
          {(events) => (
            <RecordList label="Activity">
              {events.map((event) => (
                <EventItem key={event.id} event={event} />
              ))}
            </RecordList>
          )}
        </ListBody>
        <ListPages list={list} />
      </Panel>
    </>
  );
}

/** One event: what happened to what (named, and opening it), by whom and from where, what changed, and when. */
export function EventItem({ event, compact = false }: { event: Event; compact?: boolean }) {
  const changes = changesOf(event);
  const failed = event.type === 'admin.sign_in_failed';
  const occurred = new Date(event.occurredAt);
  return (
    <RecordItem
      summary={
        <Stack gap="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="600">{event.label}</Text>
            {failed && <Badge colorPalette="red">Failed</Badge>}
          </Flex>
          {!compact && <Subject event={event} />}
          <Text fontSize="sm" color="fg.muted">
            By <chakra.span color="fg" fontWeight="500">{whoOf(event)}</chakra.span>
            {event.clientAddressHash && (
              <>
                {' '}
                from address <chakra.span fontFamily="mono" title="The client address, hashed: the same hash is the same address">{event.clientAddressHash.slice(0, 8)}</chakra.span>
              </>
            )}
          </Text>
          {changes.length > 0 && (
            <chakra.ul listStyleType="none" fontSize="sm" color="fg.muted">
              {changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </chakra.ul>
          )}
        </Stack>
      }
      actions={
        <chakra.time dateTime={event.occurredAt} title={exactMomentText(occurred)} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {momentText(occurred)}
        </chakra.time>
      }
    />
  );
}

/**
 * What the event is about: the record's type and its name (as the reader may see it), which opens
 * the record itself where the reader may open it (issue P19), and a link to the record's whole
 * history here.
 */
function Subject({ event }: { event: Event }) {
  const permissions = usePermissions();
  const type = subjectLabelOf(event.subjectType);
  const path = recordPathOf(event, permissions);
  const name = event.subjectName ?? (event.subject && path ? 'Open the record' : null);
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
      <Badge variant="outline" colorPalette="gray">
        {type}
      </Badge>
      {name &&
        (path ? (
          <RouterLink to={path} color="brand.fg" fontWeight="500" textDecoration="underline" textUnderlineOffset="2px" overflowWrap="anywhere" aria-label={`${name} (${type}): open`}>
            {name}
          </RouterLink>
        ) : (
          <Text fontWeight="500" overflowWrap="anywhere">
            {name}
          </Text>
        ))}
      {event.subject && (
        <RouterLink to={historyPath(event.subject)} display="inline-flex" alignItems="center" gap="1" color="fg.muted" _hover={{ color: 'brand.fg' }} aria-label={`${event.subjectName ?? type}: its history`}>
          <History size={14} aria-hidden />
          History
        </RouterLink>
      )}
    </Flex>
  );
}

/** The filters as a form: applied together (and kept in the address) when sent. */
function Filters({ params, onApply }: { params: Readonly<Record<string, string>>; onApply(changes: Record<string, string>): void }) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...params }));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: string) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const value = (name: string) => values[name] ?? '';

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value('from') && value('to') && value('to') < value('from')) {
      setProblem(ACTIVITY_MESSAGES.rangeReversed);
      return;
    }
    setProblem(null);
    onApply({ person: value('person').trim(), type: value('type'), subjectType: value('subjectType'), from: value('from'), to: value('to') });
  }
  const cleared = FILTERS.filter((name) => name !== 'subject').some((name) => params[name]);

  return (
    <chakra.form onSubmit={apply} role="search" aria-label="Filter the activity" p="4" borderBottomWidth="1px" borderColor="border">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', md: '44' }}>
          <Field.Label fontSize="sm">Person</Field.Label>
          <Input value={value('person')} onChange={set('person')} placeholder="Username" maxLength={PERSON_MAX_LENGTH} />
        </Field.Root>
        <SelectField label="Event" width="60" value={value('type')} onChange={set('type')} all="All events" options={EVENT_TYPES.map((type) => [type, EVENT_LABELS[type]])} />
        <SelectField label="Record" width="44" value={value('subjectType')} onChange={set('subjectType')} all="All records" options={SUBJECT_TYPES.map((type) => [type, SUBJECT_TYPE_LABELS[type]])} />
        <Field.Root w={{ base: 'full', sm: '40' }} invalid={problem !== null}>
          <Field.Label fontSize="sm">From</Field.Label>
          <Input type="date" value={value('from')} onChange={set('from')} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '40' }} invalid={problem !== null}>
          <Field.Label fontSize="sm">To</Field.Label>
          <Input type="date" value={value('to')} onChange={set('to')} />
        </Field.Root>
        <Flex gap="2">
          <Button type="submit">
            <Filter aria-hidden /> Apply
          </Button>
          {cleared && (
            <Button type="button" variant="ghost" onClick={() => onApply({ person: '', type: '', subjectType: '', from: '', to: '' })}>
              Clear
            </Button>
          )}
        </Flex>
      </Flex>
      {problem && (
        <Box mt="2" color="red.fg" fontSize="sm" role="alert">
          {problem}
        </Box>
      )}
    </chakra.form>
  );
}

/** A labelled dropdown of the filters, "all" first. */
function SelectField({
  label,
  width,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  width: string;
  value: string;
  onChange(event: ChangeEvent<HTMLSelectElement>): void;
  all: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field.Root w={{ base: 'full', md: width }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={onChange}>
          <option value="">{all}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
