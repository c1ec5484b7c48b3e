import { Box, Button, IconButton, Stack, Switch, Table, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { History, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../gql';
import type { WebhooksPage_EndpointFragment as Endpoint } from '../gql/graphql';
import { DeleteDialog, ListBody, ListPages, RowActions } from '../kit/AdminList';
import { Moment, day, when } from '../kit/Moment';
import { useAdminList } from '../kit/useAdminList';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { EndpointDialog, type EditedEndpoint } from './EndpointDialog';
import { EndpointStatus, EventSummary, WebhooksPage_endpoint, deliveriesPath } from './endpoint';
import { WebhookEndpointsQuery } from './documents';
import { useDeleteWebhookEndpoint, useSwitchWebhookEndpoint } from './hooks';
import { WEBHOOKS_PAGE_SIZE, WEBHOOKS_SCREEN_MESSAGES as MESSAGES } from './messages';

/** The endpoint's address, as written, broken anywhere it must be to fit. */
function EndpointUrl({ url }: { url: string }) {
  return (
    <chakra.span fontFamily="mono" fontSize="sm" wordBreak="break-all">
      {url}
    </chakra.span>
  );
}

/**
 * Webhooks (issue P15), for Owners: the addresses other systems are sent events at, each with the
 * events it wants, on or off, and how its deliveries go; adding one (its signing secret shown
 * once), editing, switching and deleting one, and each one's delivery log.
 */
export function WebhooksPage() {
  const [remove] = useDeleteWebhookEndpoint();
  const switchEndpoint = useSwitchWebhookEndpoint();
  const list = useAdminList({
    query: WebhookEndpointsQuery,
    variables: () => ({}),
    connection: (data) => data.webhookEndpoints,
    row: (node) => getFragmentData(WebhooksPage_endpoint, node),
    pageSize: WEBHOOKS_PAGE_SIZE,
    loadFailedToast: MESSAGES.listFailed,
    remove,
  });
  const addButton = useRef<HTMLButtonElement>(null);
  // Each opening is a new form (`opened` keys it): adding one, or editing `endpoint`.
  const [dialog, setDialog] = useState<{ open: boolean; endpoint: EditedEndpoint | null; opened: number }>({ open: false, endpoint: null, opened: 0 });
  const openDialog = (endpoint: EditedEndpoint | null) => setDialog((current) => ({ open: true, endpoint, opened: current.opened + 1 }));

  const add = (
    <Button ref={addButton} onClick={() => openDialog(null)}>
      <Plus aria-hidden /> Add endpoint
    </Button>
  );

  const row = (endpoint: Endpoint) => ({
    url: (
      <Link to={deliveriesPath(endpoint.id)}>
        <chakra.span color="brand.fg" _hover={{ textDecoration: 'underline' }}>
          <EndpointUrl url={endpoint.url} />
        </chakra.span>
      </Link>
    ),
    events: <EventSummary eventTypes={endpoint.eventTypes} />,
    enabled: (
      <Switch.Root size="sm" checked={endpoint.enabled} onCheckedChange={(event) => void switchEndpoint(endpoint, event.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>
          <VisuallyHidden>Send events to {endpoint.url}</VisuallyHidden>
        </Switch.Label>
      </Switch.Root>
    ),
    status: <EndpointStatus endpoint={endpoint} />,
    created: (
      <>
        <Moment at={endpoint.createdAt} format={day} /> by {endpoint.createdBy}
      </>
    ),
    lastDelivery: <Moment at={endpoint.lastDeliveryAt} format={when} />,
    actions: (
      <RowActions name={endpoint.url} onEdit={() => openDialog(endpoint)} onDelete={() => list.confirmDelete(endpoint)}>
        <IconButton asChild size="sm" variant="ghost" aria-label={`Delivery log of ${endpoint.url}`} title="Delivery log">
          <Link to={deliveriesPath(endpoint.id)}>
            <History aria-hidden />
          </Link>
        </IconButton>
      </RowActions>
    ),
  });

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="The addresses other systems are sent events at as they happen, each signed with its endpoint’s secret."
        // The empty list offers the same button under its message: one at a time.
        actions={list.state === 'empty' ? undefined : add}
      />
      <Panel>
        <ListBody list={list} messages={{ loading: MESSAGES.loading, failed: MESSAGES.listFailed, empty: MESSAGES.empty }} emptyAction={add}>
          {(endpoints) => (
            <DataTable
              caption="Webhook endpoints"
              columns={['Endpoint', 'Events', 'On', 'Status', 'Last delivery', 'Actions']}
              cards={{
                rowsKey: endpoints.map((endpoint) => `${endpoint.id}:${endpoint.eventTypes.length}:${endpoint.url.length}`).join(),
                list: (
                  <RecordList label="Webhook endpoints">
                    {endpoints.map((endpoint) => {
                      const cells = row(endpoint);
                      return (
                        <RecordItem
                          key={endpoint.id}
                          summary={
                            <Stack gap="1.5" minW="0">
                              <Text as="span" fontWeight="600">
                                {cells.url}
                              </Text>
                              {cells.events}
                              <Box>{cells.status}</Box>
                              <Text fontSize="sm" color="fg.muted">
                                Created {cells.created} · Last delivery {cells.lastDelivery}
                              </Text>
                            </Stack>
                          }
                          actions={
                            <>
                              {cells.enabled}
                              {cells.actions}
                            </>
                          }
                        />
                      );
                    })}
                  </RecordList>
                ),
              }}
            >
              {endpoints.map((endpoint) => {
                const cells = row(endpoint);
                return (
                  <Table.Row key={endpoint.id}>
                    <Table.Cell minW="56" maxW="md">
                      <Stack gap="0.5">
                        {cells.url}
                        <Text fontSize="xs" color="fg.muted">
                          Created {cells.created}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell minW="48">{cells.events}</Table.Cell>
                    <Table.Cell>{cells.enabled}</Table.Cell>
                    <Table.Cell maxW="52">{cells.status}</Table.Cell>
                    <Table.Cell color="fg.muted">{cells.lastDelivery}</Table.Cell>
                    <Table.Cell>{cells.actions}</Table.Cell>
                  </Table.Row>
                );
              })}
            </DataTable>
          )}
        </ListBody>
        <ListPages list={list} />
      </Panel>

      <EndpointDialog
        key={dialog.opened}
        open={dialog.open}
        endpoint={dialog.endpoint}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        finalFocus={() => (dialog.endpoint ? null : addButton.current)}
      />
      <DeleteDialog list={list} title="Delete webhook endpoint">
        {(endpoint) => MESSAGES.confirmDelete(endpoint.url)}
      </DeleteDialog>
    </>
  );
}
