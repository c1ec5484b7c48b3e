import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toaster } from '../../ui/toaster';
import { SAMPLE_USERS, type SampleRole } from '../sample-content';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Panel } from '../ui/Panel';

const ROLE_PALETTE: Record<SampleRole, string> = { Admin: 'purple', Editor: 'blue', Author: 'gray' };

const sampleOnly = () =>
  toaster.info({ title: 'Sample data', description: 'User management is not connected to accounts yet.', closable: true });

/** Static sample list of users (spec: no calls). */
export function UsersPage() {
  return (
    <>
      <PageHeader
        title="Users"
        description="Sample people and roles of the content team."
        actions={
          <Button asChild>
            <Link to="/admin/users/new">
              <Plus aria-hidden /> New User
            </Link>
          </Button>
        }
      />
      <Panel>
        <DataTable caption="Users" columns={['Name', 'Email', 'Role', 'Status', 'Actions']}>
          {SAMPLE_USERS.map((user) => (
            <Table.Row key={user.email}>
              <Table.Cell fontWeight="600" whiteSpace="nowrap">
                {user.name}
              </Table.Cell>
              <Table.Cell color="fg.muted">{user.email}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={ROLE_PALETTE[user.role]}>{user.role}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={user.active ? 'green' : 'gray'} variant="subtle">
                  {user.active ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                <Flex gap="1">
                  <Button size="xs" variant="ghost" onClick={sampleOnly} aria-label={`Edit ${user.name}`}>
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={sampleOnly} aria-label={`Delete ${user.name}`}>
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Panel>
      <Text fontSize="sm" color="fg.muted" mt="3">
        Sample data: these accounts are for illustration.
      </Text>
    </>
  );
}
