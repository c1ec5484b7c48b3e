import { Badge, Button, IconButton, Table, Text, Wrap } from '@chakra-ui/react';
import { NOTIFICATION_TYPES } from '@rules/recipients';
import { Plus, Power } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql } from '../gql';
import { DeleteDialog, ExportButton, ListPages, ListTable, RowActions, SearchBox } from '../kit/AdminList';
import { useAdminList } from '../kit/useAdminList';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';
import { EmailRecipientsQuery } from './documents';
import { useDeleteRecipient, useToggleRecipient } from './hooks';
import { RECIPIENT_SCREEN_MESSAGES as MESSAGES, RECIPIENTS_PAGE_SIZE } from './messages';

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

/** Who receives notification emails: search, page, activate/deactivate, edit, delete. */
export function RecipientsPage() {
  const [toggle] = useToggleRecipient();
  const [remove] = useDeleteRecipient();
  const list = useAdminList({
    query: EmailRecipientsQuery,
    variables: ({ search }) => ({ search: search || null }),
    connection: (data) => data.emailRecipients,
    row: (node) => getFragmentData(RecipientsPage_recipient, node),
    pageSize: RECIPIENTS_PAGE_SIZE,
    loadFailedToast: MESSAGES.listFailed,
    remove,
    write: 'recipients:manage',
    exports: { list: 'email-recipients', filter: ({ search }) => ({ search }) },
  });

  return (
    <>
      <PageHeader
        title="Email Recipients"
        description="Who receives notification emails about applications, subscribers and system alerts."
        actions={
          <>
            <ExportButton list={list} />
            {list.canWrite && (
              <Button asChild>
                <Link to="/admin/email-recipients/new">
                  <Plus aria-hidden /> Add New Recipient
                </Link>
              </Button>
            )}
          </>
        }
      />
      <Panel>
        <SearchBox list={list} label="Search by name or email" placeholder="Search by name or email..." input={{ maxW: 'md' }} p="4" borderBottomWidth="1px" borderColor="border" />
        <ListTable list={list} messages={{ loading: 'Loading recipients...', failed: MESSAGES.listFailed, empty: MESSAGES.empty }} caption="Email recipients" columns={['Name', 'Email', 'Notification Types', 'Status', ...(list.canWrite ? ['Actions'] : [])]}>
          {(recipient) => (
            <Table.Row>
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
              {list.canWrite && (
                <Table.Cell>
                  <RowActions name={recipient.name} editTo={`/admin/email-recipients/edit/${encodeURIComponent(recipient.id)}`} onDelete={() => list.confirmDelete(recipient)}>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={`${recipient.isActive ? 'Deactivate' : 'Activate'} ${recipient.name}`}
                      title={recipient.isActive ? 'Deactivate' : 'Activate'}
                      onClick={() => void toggle({ id: recipient.id })}
                    >
                      <Power aria-hidden />
                    </IconButton>
                  </RowActions>
                </Table.Cell>
              )}
            </Table.Row>
          )}
        </ListTable>
        <ListPages list={list} />
      </Panel>
      {list.search && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          Showing recipients matching “{list.search}”.
        </Text>
      )}
      <DeleteDialog list={list} title="Confirm Deletion">
        {(recipient) => MESSAGES.confirmDelete(recipient.name, recipient.email)}
      </DeleteDialog>
    </>
  );
}
