import { Badge, Button, Flex, IconButton, Input, Table, Text, Wrap, chakra } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { NOTIFICATION_TYPES } from '@rules/recipients';
import { Pencil, Plus, Power, Search, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toaster } from '../../ui/toaster';
import { getFragmentData, graphql } from '../gql';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { DataTable } from '../ui/DataTable';
import { ListState } from '../ui/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { Pagination, pagesOf } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { EmailRecipientsQuery } from './documents';
import { useDeleteRecipient, useToggleRecipient } from './hooks';
import { RECIPIENT_SCREEN_MESSAGES as MESSAGES, RECIPIENTS_PAGE_SIZE } from './messages';
import { SEARCH_MAX_LENGTH } from '@rules/server';

/** A recipient as the list shows it. */
const RecipientsPage_recipient = graphql(`
  fragment RecipientsPage_recipient on EmailRecipient {
    id
    name
    email
    notificationTypes
    isActive
  }
`);

const TYPE_LABEL = new Map<string, string>(NOTIFICATION_TYPES.map((type) => [type.value, type.label]));

interface Deleting {
  id: string;
  name: string;
  email: string;
}

/** Who receives notification emails: search, page, activate/deactivate, edit, delete. */
export function RecipientsPage() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toggle] = useToggleRecipient();
  const [remove] = useDeleteRecipient();

  const { data, loading, error } = useQuery(EmailRecipientsQuery, {
    variables: { search: search || null, first: RECIPIENTS_PAGE_SIZE, offset: (page - 1) * RECIPIENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) toaster.error({ title: MESSAGES.listFailed, closable: true });
  }, [error]);

  const recipients = data?.emailRecipients.edges.map((edge) => getFragmentData(RecipientsPage_recipient, edge.node)) ?? [];
  const { deleting, confirmDelete, dialog } = useConfirmedDelete<Deleting>({ remove, rowsOnPage: recipients.length, page, setPage });
  const totalPages = pagesOf(data?.emailRecipients, RECIPIENTS_PAGE_SIZE, page);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  }

  return (
    <>
      <PageHeader
        title="Email Recipients"
        description="Who receives notification emails about applications, subscribers and system alerts."
        actions={
          <Button asChild>
            <Link to="/admin/email-recipients/new">
              <Plus aria-hidden /> Add New Recipient
            </Link>
          </Button>
        }
      />
      <Panel>
        <chakra.form onSubmit={onSearch} display="flex" gap="2" p="4" borderBottomWidth="1px" borderColor="border" role="search">
          <Input
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Search by name or email..."
            maxLength={SEARCH_MAX_LENGTH}
            aria-label="Search by name or email"
            maxW="md"
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden /> Search
          </Button>
        </chakra.form>
        {loading && !data ? (
          <ListState kind="loading">Loading recipients...</ListState>
        ) : recipients.length === 0 ? (
          <ListState kind={error ? 'error' : 'empty'}>{error ? MESSAGES.listFailed : MESSAGES.empty}</ListState>
        ) : (
          <DataTable caption="Email recipients" columns={['Name', 'Email', 'Notification Types', 'Status', 'Actions']}>
            {recipients.map((recipient) => (
              <Table.Row key={recipient.id}>
                <Table.Cell fontWeight="600" whiteSpace="nowrap">
                  {recipient.name}
                </Table.Cell>
                <Table.Cell color="fg.muted">{recipient.email}</Table.Cell>
                <Table.Cell>
                  <Wrap gap="1">
                    {recipient.notificationTypes.map((type) => (
                      <Badge key={type} variant="subtle" colorPalette="brand">
                        {TYPE_LABEL.get(type) ?? type}
                      </Badge>
                    ))}
                  </Wrap>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={recipient.isActive ? 'green' : 'gray'}>{recipient.isActive ? 'Active' : 'Inactive'}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="1">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={`${recipient.isActive ? 'Deactivate' : 'Activate'} ${recipient.name}`}
                      title={recipient.isActive ? 'Deactivate' : 'Activate'}
                      onClick={() => void toggle({ id: recipient.id })}
                    >
                      <Power aria-hidden />
                    </IconButton>
                    <IconButton asChild size="sm" variant="ghost" aria-label={`Edit ${recipient.name}`} title="Edit">
                      <Link to={`/admin/email-recipients/edit/${encodeURIComponent(recipient.id)}`}>
                        <Pencil aria-hidden />
                      </Link>
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${recipient.name}`}
                      title="Delete"
                      onClick={() => confirmDelete({ id: recipient.id, name: recipient.name, email: recipient.email })}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        )}
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      </Panel>
      {search && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          Showing recipients matching “{search}”.
        </Text>
      )}
      <ConfirmDialog {...dialog} title="Confirm Deletion" confirmLabel="Delete">
        {deleting && MESSAGES.confirmDelete(deleting.name, deleting.email)}
      </ConfirmDialog>
    </>
  );
}
