import { Badge, Box, Button, Stack, Table, Text, Wrap, chakra } from '@chakra-ui/react';
import { Ban, KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { getFragmentData, graphql } from '../gql';
import type { ApiKeysPage_KeyFragment as ApiKey } from '../gql/graphql';
import { ListBody, ListPages } from '../kit/AdminList';
import { Moment, day, utcWhen, when } from '../kit/Moment';
import { useAdminList } from '../kit/useAdminList';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { CreateKeyDialog } from './CreateKeyDialog';
import { ApiKeysQuery } from './documents';
import { useRevokeApiKey } from './hooks';
import { API_KEYS_PAGE_SIZE, KEYS_SCREEN_MESSAGES as MESSAGES, statusLabel } from './messages';
import { scopeSummary } from './scopes';

/** A key as the list shows it (and as revoking one answers, so its row follows). Never its secret. */
const ApiKeysPage_key = graphql(`
  fragment ApiKeysPage_key on ApiKey {
    id
    name
    prefix
    scopes
    status
    createdBy
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

const STATUS_COLOURS: Readonly<Record<string, string>> = { active: 'green', expired: 'gray', revoked: 'red' };

function StatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={STATUS_COLOURS[status] ?? 'gray'}>{statusLabel(status)}</Badge>;
}

/** The key's first characters, as `fm_live_abcd…`: enough to tell keys apart, never the key. */
function KeyPrefix({ prefix }: { prefix: string }) {
  return (
    <chakra.span fontFamily="mono" fontSize="sm" whiteSpace="nowrap" title="The key’s first characters">
      {prefix}…
    </chakra.span>
  );
}

function Scopes({ scopes }: { scopes: readonly string[] }) {
  return (
    <Wrap gap="1" title={scopes.join(', ')}>
      {scopeSummary(scopes).map(({ area, text }) => (
        <Badge key={area} variant="subtle" colorPalette="brand" whiteSpace="nowrap">
          {text}
        </Badge>
      ))}
    </Wrap>
  );
}

/**
 * API keys (issue P15), for Owners: the keys other systems use the APIs with, newest first,
 * revoked and expired ones included; creating one (its secret shown once) and revoking one.
 */
export function ApiKeysPage() {
  const [creating, setCreating] = useState(false);
  const [revoke, revocation] = useRevokeApiKey();
  const list = useAdminList({
    query: ApiKeysQuery,
    variables: () => ({}),
    connection: (data) => data.apiKeys,
    row: (node) => getFragmentData(ApiKeysPage_key, node),
    pageSize: API_KEYS_PAGE_SIZE,
    loadFailedToast: MESSAGES.listFailed,
  });
  const createButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once a key is revoked: its Revoke button is gone with the change.
  const frame = useRef<HTMLDivElement>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoked = useRef(false);

  const create = (
    <Button ref={createButton} onClick={() => setCreating(true)}>
      <KeyRound aria-hidden /> Create API key
    </Button>
  );

  const row = (key: ApiKey) => ({
    name: (
      <Text as="span" fontWeight="600">
        {key.name}
      </Text>
    ),
    key: <KeyPrefix prefix={key.prefix} />,
    scopes: <Scopes scopes={key.scopes} />,
    status: <StatusBadge status={key.status} />,
    createdAt: <Moment at={key.createdAt} format={day} />,
    lastUsed: <Moment at={key.lastUsedAt} format={when} />,
    expires: <Moment at={key.expiresAt} format={utcWhen} />,
    actions:
      key.status === 'active' ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => {
            revoked.current = false;
            setRevoking(key);
          }}
          aria-label={`Revoke ${key.name}`}
        >
          <Ban aria-hidden /> Revoke
        </Button>
      ) : null,
  });

  return (
    <>
      <PageHeader
        title="API Keys"
        description="The keys other systems use the GraphQL and REST APIs with, each allowed only what its scopes say."
        // The empty list offers the same button under its message: one at a time.
        actions={list.state === 'empty' ? undefined : create}
      />
      <Panel>
        <Box ref={frame} tabIndex={-1} outline="none">
          <ListBody list={list} messages={{ loading: MESSAGES.loading, failed: MESSAGES.listFailed, empty: MESSAGES.empty }} emptyAction={create}>
            {(keys) => (
              <DataTable
                caption="API Keys"
                columns={['Name', 'Key', 'Scopes', 'Status', 'Created by', 'Created', 'Last used', 'Expires', 'Actions']}
                cards={{
                  rowsKey: keys.map((key) => `${key.id}:${key.status}`).join(),
                  list: (
                    <RecordList label="API Keys">
                      {keys.map((key) => {
                        const cells = row(key);
                        return (
                          <RecordItem
                            key={key.id}
                            summary={
                              <Stack gap="1" minW="0">
                                <Text as="span" display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
                                  {cells.name} {cells.key}
                                </Text>
                                {cells.scopes}
                                <Text fontSize="sm" color="fg.muted">
                                  Created {cells.createdAt} by {key.createdBy} · Last used {cells.lastUsed} · Expires {cells.expires}
                                </Text>
                              </Stack>
                            }
                            actions={
                              <>
                                {cells.status}
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
                {keys.map((key) => {
                  const cells = row(key);
                  return (
                    <Table.Row key={key.id}>
                      <Table.Cell>{cells.name}</Table.Cell>
                      <Table.Cell>{cells.key}</Table.Cell>
                      <Table.Cell minW="44">{cells.scopes}</Table.Cell>
                      <Table.Cell>{cells.status}</Table.Cell>
                      <Table.Cell color="fg.muted">{key.createdBy}</Table.Cell>
                      <Table.Cell color="fg.muted">{cells.createdAt}</Table.Cell>
                      <Table.Cell color="fg.muted">{cells.lastUsed}</Table.Cell>
                      <Table.Cell color="fg.muted">{cells.expires}</Table.Cell>
                      <Table.Cell>{cells.actions}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </DataTable>
            )}
          </ListBody>
        </Box>
        <ListPages list={list} />
      </Panel>

      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} finalFocus={() => createButton.current} />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        confirmLabel="Revoke"
        busy={revocation.loading}
        onCancel={() => setRevoking(null)}
        finalFocus={() => (revoked.current ? frame.current : null)}
        onConfirm={async () => {
          if (!revoking) return;
          revoked.current = await revoke({ id: revoking.id });
          if (revoked.current) setRevoking(null);
        }}
      >
        {revoking && MESSAGES.confirmRevoke(revoking.name)}
      </ConfirmDialog>
    </>
  );
}
