import { Button, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CONTENT_STATUSES, CONTENT_STATUS_LABELS, type ContentStatus } from '@rules/content';
import type { ContentKind, KindField } from '@rules/content-kinds';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMayChange } from '../auth/AuthProvider';
import { ContentStatusBadge } from '../kit/content/ContentStatusBadge';
import { CONTENT_SCREEN_MESSAGES as MESSAGES } from '../kit/content/messages';
import { Moment, when } from '../kit/Moment';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { RecordItem, RecordList } from '../ui/RecordList';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { StatusSelect } from '../ui/StatusSelect';
import { documentsOf, itemOf, type KindItem } from './documents';

const STATUS_OPTIONS = [{ value: '' as const, label: 'All statuses' }, ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] }))];

const textOf = (value: KindItem['values'][string] | undefined): string => (Array.isArray(value) ? value.join(' ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** What the list shows of a field's value: a choice by its label. */
const shownOf = (field: KindField, value: KindItem['values'][string] | undefined): string => field.options?.find((option) => option.value === value)?.label ?? textOf(value);

/**
 * A declared kind's list (success stories, testimonials...), in the order the site shows them:
 * its title field, its first field, position, status and last change; a status filter; a way to
 * add one for whoever may write content.
 */
export function KindListPage({ kind }: { kind: ContentKind }) {
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const documents = documentsOf(kind);
  const { data, loading, error } = useQuery(documents.list, { variables: { status: status || null }, fetchPolicy: 'cache-and-network' });
  const canWrite = useMayChange('content:write');
  const items = (data?.items ?? []).map((raw) => itemOf(kind, raw));
  // The list's second column: the place a fixed kind's item fills; else the first field that reads as words (not an image).
  const firstWords = kind.fields.find((field) => field.type !== 'image');
  const detailOf = (item: KindItem) => (kind.fixed ? (kind.fixed[item.slug] ?? item.slug) : firstWords ? shownOf(firstWords, item.values[firstWords.name]) : '');
  const detailLabel = kind.fixed ? 'Place' : (firstWords?.label ?? 'Details');
  const base = `/admin/${kind.rest}`;

  return (
    <>
      <PageHeader
        title={kind.label.many}
        description={kind.fixed ? `The words of each place on the public pages: edit one, and once it is published the page shows it.` : `What ${kind.shownOn} shows, in this order: published ones only, lowest position first.`}
        actions={
          canWrite &&
          !kind.fixed && (
            <Button asChild>
              <Link to={`${base}/new`}>
                <Plus aria-hidden /> New {kind.label.one}
              </Link>
            </Button>
          )
        }
      />
      <Panel>
        <Flex p="4" borderBottomWidth="1px" borderColor="border" gap="3" align="center" wrap="wrap">
          <StatusSelect<ContentStatus | ''> label="Filter by status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        </Flex>
        {items.length === 0 ? (
          <ListState kind={error ? 'error' : loading ? 'loading' : 'empty'}>
            {error ? MESSAGES.listFailed(kind.label.many) : loading ? `Loading ${kind.label.many.toLowerCase()}...` : status ? MESSAGES.noMatches(kind.label.many) : MESSAGES.empty(kind.label.many)}
          </ListState>
        ) : (
          <DataTable
            caption={kind.label.many}
            columns={[kind.title.label, detailLabel, ...(kind.fixed ? [] : ['Position']), 'Status', 'Changed', 'Actions']}
            // On phones, the same items as cards: what each is, where it stands, and the way in.
            cards={{
              rowsKey: items.map((item) => `${item.id}:${item.version}`).join(','),
              list: (
                <RecordList label={kind.label.many}>
                  {items.map((item) => {
                    const name = textOf(item.values[kind.title.name]);
                    return (
                      <RecordItem key={item.id} summary={<CardSummary name={name} detail={detailOf(item)} position={kind.fixed ? null : item.position} status={item.status} />} actions={<EditLink base={base} id={item.id} name={name} canWrite={canWrite} />} />
                    );
                  })}
                </RecordList>
              ),
            }}
          >
            {items.map((item) => {
              const name = textOf(item.values[kind.title.name]);
              return (
                <Table.Row key={item.id}>
                  <Table.Cell fontWeight="600" whiteSpace="nowrap">
                    {name}
                  </Table.Cell>
                  <Table.Cell color="fg.muted" maxW="md">
                    <Text lineClamp={2}>{detailOf(item)}</Text>
                  </Table.Cell>
                  {!kind.fixed && <Table.Cell>{item.position}</Table.Cell>}
                  <Table.Cell>
                    <ContentStatusBadge status={item.status} />
                  </Table.Cell>
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    <Moment at={item.updatedAt} format={when} />
                  </Table.Cell>
                  <Table.Cell>
                    <EditLink base={base} id={item.id} name={name} canWrite={canWrite} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </DataTable>
        )}
      </Panel>
    </>
  );
}

function EditLink({ base, id, name, canWrite }: { base: string; id: string; name: string; canWrite: boolean }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <Link to={`${base}/${encodeURIComponent(id)}/edit`} aria-label={`${canWrite ? 'Edit' : 'Open'} ${name}`}>
        <Pencil aria-hidden /> {canWrite ? 'Edit' : 'Open'}
      </Link>
    </Button>
  );
}

/** An item as a card on phones; a fixed kind's items have no position to show (`null`). */
function CardSummary({ name, detail, position, status }: { name: string; detail: string; position: number | null; status: ContentStatus }) {
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="600">{name}</Text>
        <ContentStatusBadge status={status} />
      </HStack>
      <Text color="fg.muted" fontSize="sm" lineClamp={2}>
        {detail}
      </Text>
      {position !== null && (
        <Text color="fg.muted" fontSize="sm">
          Position {position}
        </Text>
      )}
    </>
  );
}
