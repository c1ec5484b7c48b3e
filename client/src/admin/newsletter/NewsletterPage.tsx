import { Badge, Button, Flex, Input, Table, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS, type SubscriberStatusValue } from '@rules/newsletter';
import { Search, UserMinus } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toaster } from '../../ui/toaster';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Pagination, countLabel, pagesOf } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { StatusSelect, statusOptions } from '../ui/StatusSelect';
import { SpamNotice, spamAwareOptions, listArguments, type SpamAwareFilter } from '../ui/spam';
import { SubscribersQuery } from './documents';
import { useMarkSubscriberNotSpam, useUnsubscribe } from './hooks';
import { NEWSLETTER_SCREEN_MESSAGES as MESSAGES } from './messages';
import { SEARCH_MAX_LENGTH } from '@rules/server';

const PAGE_SIZE = 20;

const STATUS_OPTIONS = spamAwareOptions(statusOptions(SUBSCRIBER_STATUSES, (status) => SUBSCRIBER_STATUS_LABELS[status]));

const subscribedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Everyone on the newsletter list: count, search by email, unsubscribe. */
export function NewsletterPage() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<SpamAwareFilter<SubscriberStatusValue>>('');
  const [page, setPage] = useState(1);
  const { status, spam } = listArguments(filter);
  const { data, loading, error } = useQuery(SubscribersQuery, {
    variables: { search: search || null, isActive: status === null ? null : status === 'active', spam, first: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [unsubscribe, { loading: unsubscribing }] = useUnsubscribe();
  const markNotSpam = useMarkSubscriberNotSpam();
  useEffect(() => {
    if (error) toaster.error({ title: MESSAGES.loadFailed, closable: true });
  }, [error]);

  const subscribers = data?.subscribers.edges.map((edge) => edge.node) ?? [];
  const size = data?.subscribers;

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  }

  return (
    <>
      <PageHeader title="Newsletter Subscribers" description="Everyone who signed up for the newsletter on the website." />
      <Panel>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="3" p="4" borderBottomWidth="1px" borderColor="border">
          <Text fontWeight="600" aria-live="polite">
            {size ? `${countLabel(size)} ${spam ? 'held as spam' : size.totalCount === 1 ? 'subscriber' : 'subscribers'}${search ? ` matching “${search}”` : ''}` : ' '}
          </Text>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <StatusSelect
              label="Filter subscribers by status"
              value={filter}
              size="md"
              options={STATUS_OPTIONS}
              onChange={(next) => {
                setFilter(next);
                setPage(1);
              }}
            />
            <chakra.form onSubmit={onSearch} display="flex" gap="2" role="search">
              <Input value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder="Search by email..." maxLength={SEARCH_MAX_LENGTH} aria-label="Search by email" minW={{ md: '72' }} />
              <Button type="submit" variant="outline">
                <Search aria-hidden /> Search
              </Button>
            </chakra.form>
          </Flex>
        </Flex>
        {loading && !data ? (
          <ListState kind="loading">Loading subscribers...</ListState>
        ) : error && !data ? (
          <ListState kind="error">{MESSAGES.loadFailed}</ListState>
        ) : subscribers.length === 0 ? (
          <ListState kind="empty">{search ? MESSAGES.noMatch : MESSAGES.none}</ListState>
        ) : (
          <DataTable caption="Newsletter subscribers" columns={['Email', 'Subscribed At', 'Status', 'Actions']}>
            {subscribers.map((subscriber) => (
              <Table.Row key={subscriber.id}>
                <Table.Cell fontWeight="500">{subscriber.email}</Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {subscribedAt.format(new Date(subscriber.subscribedAt))}
                </Table.Cell>
                <Table.Cell>
                  {subscriber.spam ? (
                    <SpamNotice reason={subscriber.spamReason} name={subscriber.email} onNotSpam={() => markNotSpam(subscriber.id)} />
                  ) : (
                    <Badge colorPalette={subscriber.isActive ? 'green' : 'gray'}>{subscriber.isActive ? 'Active' : 'Unsubscribed'}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {subscriber.isActive && (
                    <Button size="xs" variant="outline" colorPalette="red" disabled={unsubscribing} onClick={() => void unsubscribe({ email: subscriber.email })}>
                      <UserMinus aria-hidden /> Unsubscribe
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        <Pagination page={page} totalPages={pagesOf(size, PAGE_SIZE, page)} onPageChange={setPage} />
      </Panel>
    </>
  );
}
