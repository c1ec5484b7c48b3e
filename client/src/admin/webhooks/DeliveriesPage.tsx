import { Badge, Box, Button, Flex, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, ChevronDown, ChevronRight, RefreshCw, RotateCcw } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getFragmentData, graphql } from '../gql';
import type { DeliveriesPage_DeliveryFragment as Delivery } from '../gql/graphql';
import { ListBody, ListPages } from '../kit/AdminList';
import { Moment, when } from '../kit/Moment';
import { useAdminList } from '../kit/useAdminList';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { WebhookDeliveriesQuery, WebhookEndpointQuery } from './documents';
import { useResendWebhookDelivery } from './hooks';
import { DELIVERIES_PAGE_SIZE, WEBHOOKS_SCREEN_MESSAGES as MESSAGES, deliveryStatusLabel, eventLabel } from './messages';
import { EndpointStatus, EventSummary, WebhooksPage_endpoint } from './endpoint';

/** A line of the delivery log: the event, how its latest attempt went, and what comes next. */
const DeliveriesPage_delivery = graphql(`
  fragment DeliveriesPage_delivery on WebhookDelivery {
    id
    eventType
    eventId
    status
    attempts
    createdAt
    lastAttemptAt
    nextAttemptAt
    responseStatus
    responseBody
    error
    durationMs
  }
`);

const STATUS_COLOURS: Readonly<Record<string, string>> = { pending: 'gray', delivered: 'green', retrying: 'orange', failed: 'red' };

function DeliveryStatus({ status }: { status: string }) {
  return <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'}>{deliveryStatusLabel(status)}</Badge>;
}

/** The latest attempt's answer: its HTTP status and how long it took, or why there was none. */
function Answer({ delivery }: { delivery: Delivery }) {
  const { responseStatus, durationMs, error } = delivery;
  const took = durationMs === null ? null : `${durationMs.toLocaleString('en')} ms`;
  return (
    <Stack gap="0.5" minW="0">
      {responseStatus !== null ? (
        <Text as="span" whiteSpace="nowrap">
          <chakra.span fontFamily="mono" fontWeight="600" color={responseStatus >= 200 && responseStatus < 300 ? 'green.fg' : 'red.fg'}>
            {responseStatus}
          </chakra.span>
          {took && (
            <chakra.span color="fg.muted" fontSize="sm">
              {' '}
              in {took}
            </chakra.span>
          )}
        </Text>
      ) : (
        !error && <Text color="fg.muted">{took ? `No answer in ${took}` : 'Not sent yet'}</Text>
      )}
      {error && (
        <Text fontSize="sm" color="red.fg" wordBreak="break-word">
          {error}
          {took && responseStatus === null && <chakra.span color="fg.muted"> ({took})</chakra.span>}
        </Text>
      )}
    </Stack>
  );
}

/** The first 1 KB of the answer, as text (never as markup), kept to its lines. */
function AnswerBody({ id, body }: { id: string; body: string }) {
  return (
    <Box id={id} px="4" pb="3">
      <Text fontSize="xs" color="fg.muted" mb="1">
        The answer’s first 1 KB
      </Text>
      <chakra.pre fontFamily="mono" fontSize="xs" bg="bg.muted" p="3" rounded="md" maxH="60" overflow="auto" whiteSpace="pre-wrap" wordBreak="break-all">
        {body}
      </chakra.pre>
    </Box>
  );
}

/**
 * An endpoint's delivery log (issue P15): each event sent to it, newest first, with its status,
 * attempts, the latest answer (status, time taken, the first 1 KB of its body) or error, and the
 * next attempt; any delivery can be sent again. Refresh shows what happened since.
 */
export function DeliveriesPage() {
  const { id = '' } = useParams<{ id: string }>();
  const endpointQuery = useQuery(WebhookEndpointQuery, { variables: { id } });
  const node = endpointQuery.data?.node;
  const endpoint = node?.__typename === 'WebhookEndpoint' ? getFragmentData(WebhooksPage_endpoint, node) : null;
  const [resend, resending] = useResendWebhookDelivery();
  const list = useAdminList({
    query: WebhookDeliveriesQuery,
    variables: () => ({ endpointId: id }),
    connection: (data) => data.webhookDeliveries,
    row: (delivery) => getFragmentData(DeliveriesPage_delivery, delivery),
    pageSize: DELIVERIES_PAGE_SIZE,
    paging: 'cursor',
    loadFailedToast: MESSAGES.deliveriesFailed,
  });
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const answers = useId();
  const answerId = (delivery: Delivery) => `${answers}-${delivery.id}`;
  const toggle = (delivery: Delivery) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(delivery.id)) next.add(delivery.id);
      return next;
    });

  const back = (
    <Button asChild variant="ghost" size="sm" ms="-3" mb="2">
      <Link to="/admin/webhooks">
        <ArrowLeft aria-hidden /> All endpoints
      </Link>
    </Button>
  );

  if (!endpointQuery.loading && !endpoint)
    return (
      <>
        {back}
        <Panel>
          <ListState kind="error">{endpointQuery.error ? MESSAGES.deliveriesFailed : MESSAGES.notFound}</ListState>
        </Panel>
      </>
    );

  const row = (delivery: Delivery) => {
    const label = eventLabel(delivery.eventType);
    const at = delivery.lastAttemptAt ?? delivery.createdAt;
    const open = opened.has(delivery.id);
    const atText = when.format(new Date(at));
    return {
      event: (
        <Stack gap="0" minW="0">
          <Text as="span" fontWeight="600">
            {label}
          </Text>
          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" title={`webhook-id: ${delivery.eventId}`}>
            {delivery.eventType}
          </Text>
        </Stack>
      ),
      status: <DeliveryStatus status={delivery.status} />,
      attempts: delivery.attempts,
      at: <Moment at={at} format={when} />,
      answer: <Answer delivery={delivery} />,
      next: <Moment at={delivery.nextAttemptAt} format={when} never="—" />,
      actions: (
        <Flex gap="1" wrap="wrap">
          {delivery.responseBody !== null && delivery.responseBody !== '' && (
            <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={answerId(delivery)} onClick={() => toggle(delivery)}>
              {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />} Answer
            </Button>
          )}
          {delivery.status !== 'pending' && (
            <Button size="xs" variant="outline" disabled={resending.loading} aria-label={`Resend ${label} of ${atText}`} onClick={() => void resend({ id: delivery.id })}>
              <RotateCcw aria-hidden /> Resend
            </Button>
          )}
        </Flex>
      ),
      body: open && delivery.responseBody ? <AnswerBody id={answerId(delivery)} body={delivery.responseBody} /> : null,
    };
  };

  const refresh = (
    <Button variant="outline" disabled={list.loading} onClick={() => void list.refresh()}>
      <RefreshCw aria-hidden /> {list.loading && list.state !== 'loading' ? 'Refreshing...' : 'Refresh'}
    </Button>
  );

  return (
    <>
      {back}
      <PageHeader title="Delivery log" description={endpoint ? `What was sent to ${endpoint.url}, newest first.` : undefined} actions={refresh} />
      {endpoint && (
        <Flex gap="2" align="center" wrap="wrap" mb="4" fontSize="sm">
          <EndpointStatus endpoint={endpoint} />
          <EventSummary eventTypes={endpoint.eventTypes} />
        </Flex>
      )}
      <Panel>
        <ListBody list={list} messages={{ loading: MESSAGES.deliveriesLoading, failed: MESSAGES.deliveriesFailed, empty: MESSAGES.deliveriesEmpty }}>
          {(deliveries) => (
            <DataTable
              caption="Deliveries"
              columns={['Event', 'Status', 'Attempts', 'Last attempt', 'Answer', 'Next attempt', 'Actions']}
              cards={{
                rowsKey: deliveries.map((delivery) => `${delivery.id}:${delivery.status}:${String(opened.has(delivery.id))}`).join(),
                list: (
                  <RecordList label="Deliveries">
                    {deliveries.map((delivery) => {
                      const cells = row(delivery);
                      return (
                        <RecordItem
                          key={delivery.id}
                          summary={
                            <Stack gap="1.5" minW="0">
                              {cells.event}
                              <Flex gap="2" align="center" wrap="wrap">
                                {cells.status}
                                <Text as="span" fontSize="sm" color="fg.muted">
                                  {cells.at} · {plural(delivery.attempts, 'attempt')}
                                </Text>
                              </Flex>
                              {cells.answer}
                              {delivery.nextAttemptAt && (
                                <Text fontSize="sm" color="fg.muted">
                                  Next attempt {cells.next}
                                </Text>
                              )}
                            </Stack>
                          }
                          actions={cells.actions}
                        >
                          {cells.body}
                        </RecordItem>
                      );
                    })}
                  </RecordList>
                ),
              }}
            >
              {deliveries.map((delivery) => {
                const cells = row(delivery);
                return (
                  <Fragment key={delivery.id}>
                    <Table.Row>
                      <Table.Cell>{cells.event}</Table.Cell>
                      <Table.Cell>{cells.status}</Table.Cell>
                      <Table.Cell textAlign="end">{cells.attempts}</Table.Cell>
                      <Table.Cell color="fg.muted">{cells.at}</Table.Cell>
                      <Table.Cell maxW="xs">{cells.answer}</Table.Cell>
                      <Table.Cell color="fg.muted">{cells.next}</Table.Cell>
                      <Table.Cell>{cells.actions}</Table.Cell>
                    </Table.Row>
                    {cells.body && <AnswerRow>{cells.body}</AnswerRow>}
                  </Fragment>
                );
              })}
            </DataTable>
          )}
        </ListBody>
        <ListPages list={list} />
      </Panel>
    </>
  );
}

/** The answer's body under its delivery's row, across the table. */
function AnswerRow({ children }: { children: ReactNode }) {
  return (
    <Table.Row _hover={{ bg: 'transparent' }}>
      <Table.Cell colSpan={7} pt="0" px="0">
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

const plural = (count: number, one: string) => `${count.toLocaleString('en')} ${count === 1 ? one : `${one}s`}`;
