import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatusValue } from '@rules/newsletter';
import { SPAM_FILTER } from '@rules/spam';
import { UserMinus } from 'lucide-react';
import { ExportButton, ListPages, ListTable, OpenedRecordNotice, SearchBox, StatusFilter } from '../kit/AdminList';
import { useAdminList } from '../kit/useAdminList';
import { PageHeader } from '../ui/PageHeader';
import { countLabel } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { SpamNotice } from '../ui/spam';
import { SUBSCRIBERS_LIST, type SubscriberRow } from './documents';
import { useMarkSubscriberNotSpam, useUnsubscribe } from './hooks';
import { NEWSLETTER_SCREEN_MESSAGES as MESSAGES } from './messages';

const PAGE_SIZE = 20;

const subscribedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATUS_PALETTES: Record<SubscriberStatusValue, string> = { active: 'green', pending: 'orange', inactive: 'gray' };

/**
 * The proof of consent kept with a sign-up (double opt-in): when, from which page, and the keyed
 * hash of the network address it came from (shortened; the whole hash in its title and the export).
 */
function ConsentProof({ subscriber }: { subscriber: Pick<SubscriberRow, 'consentAt' | 'consentSource' | 'consentAddressHash'> }) {
  if (!subscriber.consentAt) return <Text color="fg.muted" fontSize="sm">{MESSAGES.noConsent}</Text>;
  return (
    <Flex direction="column" fontSize="sm" gap="0.5">
      <Text whiteSpace="nowrap">{subscribedAt.format(new Date(subscriber.consentAt))}</Text>
      <Text color="fg.muted">{MESSAGES.consentFrom(subscriber.consentSource)}</Text>
      {subscriber.consentAddressHash && (
        <Text color="fg.muted" fontFamily="mono" title={subscriber.consentAddressHash}>
          {MESSAGES.consentAddress(subscriber.consentAddressHash.slice(0, 12))}
        </Text>
      )}
    </Flex>
  );
}

/** Everyone on the newsletter list: count, search by email, unsubscribe (a pending sign-up too). */
export function NewsletterPage() {
  const [unsubscribe, { loading: unsubscribing }] = useUnsubscribe();
  const markNotSpam = useMarkSubscriberNotSpam();
  const list = useAdminList({
    ...SUBSCRIBERS_LIST,
    pageSize: PAGE_SIZE,
    loadFailedToast: MESSAGES.loadFailed,
    write: 'newsletter:write',
    exports: { list: 'subscribers', filter: ({ filter, search }) => ({ status: filter, search }) },
  });
  const { size, search } = list;
  const spam = list.filter === SPAM_FILTER;
  const row: SubscriberActions = {
    canWrite: list.canWrite,
    unsubscribing,
    onUnsubscribe: (subscriber) => void unsubscribe({ email: subscriber.email }),
    onNotSpam: (subscriber) => markNotSpam(subscriber.id),
  };

  return (
    <>
      <PageHeader title="Newsletter Subscribers" description="Everyone who signed up for the newsletter on the website." />
      <Panel>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} gap="3" p="4" borderBottomWidth="1px" borderColor="border">
          <Text fontWeight="600" aria-live="polite">
            {size ? `${countLabel(size)} ${spam ? 'held as spam' : size.totalCount === 1 ? 'subscriber' : 'subscribers'}${search ? ` matching “${search}”` : ''}` : ' '}
          </Text>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <StatusFilter list={list} label="Filter subscribers by status" />
            <SearchBox list={list} label="Search by email" placeholder="Search by email..." input={{ minW: { md: '72' } }} />
            <ExportButton list={list} />
          </Flex>
        </Flex>
        <OpenedRecordNotice list={list} what="subscriber" />
        <ListTable
          list={list}
          messages={{ loading: 'Loading subscribers...', failed: MESSAGES.loadFailed, empty: search ? MESSAGES.noMatch : MESSAGES.none }}
          caption="Newsletter subscribers"
          columns={['Email', 'Subscribed At', 'Status', 'Consent', ...(list.canWrite ? ['Actions'] : [])]}
          // On a phone each subscriber is a card, its action within reach (the table scrolled sideways).
          cards={(subscribers) => (
            <RecordList label="Newsletter subscribers">
              {subscribers.map((subscriber) => (
                <RecordItem
                  key={subscriber.id}
                  summary={
                    <Flex direction="column" gap="1" fontSize="sm">
                      <Text fontWeight="600" fontSize="md" overflowWrap="anywhere">
                        {subscriber.email}
                      </Text>
                      <Text color="fg.muted">Subscribed {subscribedAt.format(new Date(subscriber.subscribedAt))}</Text>
                      <ConsentProof subscriber={subscriber} />
                    </Flex>
                  }
                  actions={
                    <>
                      <SubscriberStatus subscriber={subscriber} {...row} />
                      {row.canWrite && <Unsubscribe subscriber={subscriber} {...row} />}
                    </>
                  }
                />
              ))}
            </RecordList>
          )}
        >
          {(subscriber) => (
            <Table.Row>
              <Table.Cell fontWeight="500">{subscriber.email}</Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {subscribedAt.format(new Date(subscriber.subscribedAt))}
              </Table.Cell>
              <Table.Cell>
                <SubscriberStatus subscriber={subscriber} {...row} />
              </Table.Cell>
              <Table.Cell>
                <ConsentProof subscriber={subscriber} />
              </Table.Cell>
              {row.canWrite && (
                <Table.Cell>
                  <Unsubscribe subscriber={subscriber} {...row} />
                </Table.Cell>
              )}
            </Table.Row>
          )}
        </ListTable>
        <ListPages list={list} />
      </Panel>
    </>
  );
}

/** What a subscriber's row (and its card) can do, for an admin who may (`canWrite`) or may only read. */
interface SubscriberActions {
  canWrite: boolean;
  unsubscribing: boolean;
  onUnsubscribe(subscriber: SubscriberRow): void;
  onNotSpam(subscriber: SubscriberRow): Promise<boolean>;
}

/** The status's label, or what the spam guard held (with "Not spam" for who may change it). */
function SubscriberStatus({ subscriber, canWrite, onNotSpam }: { subscriber: SubscriberRow } & SubscriberActions) {
  if (subscriber.spam) return <SpamNotice reason={subscriber.spamReason} name={subscriber.email} onNotSpam={canWrite ? () => onNotSpam(subscriber) : undefined} />;
  return <Badge colorPalette={STATUS_PALETTES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>;
}

/** Takes an address off the list: any still on it, confirmed or not (a pending sign-up its owner never made: issue P19). */
function Unsubscribe({ subscriber, unsubscribing, onUnsubscribe }: { subscriber: SubscriberRow } & SubscriberActions) {
  if (subscriber.status === 'inactive') return null;
  return (
    <Button size="xs" variant="outline" colorPalette="red" disabled={unsubscribing} aria-label={`Unsubscribe ${subscriber.email}`} onClick={() => onUnsubscribe(subscriber)}>
      <UserMinus aria-hidden /> Unsubscribe
    </Button>
  );
}
