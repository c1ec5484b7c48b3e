import { Badge, Box, Button, Flex, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { isRole, ROLE_LABELS, ROLES, type Role } from '@rules/access';
import { ADMIN_STATUS_LABELS, ADMIN_STATUSES, isAdminStatus, type AdminStatus } from '@rules/team';
import { MailX, MonitorSmartphone, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { getFragmentData, graphql } from '../gql';
import type { TeamPage_InviteFragment as Invite, TeamPage_MemberFragment as Member } from '../gql/graphql';
import { ListBody, ListPages, SearchBox, StatusFilter } from '../kit/AdminList';
import { useAdminList } from '../kit/useAdminList';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { countLabel } from '../ui/Pagination';
import { Panel } from '../ui/Panel';
import { RecordItem, RecordList } from '../ui/RecordList';
import { ALL_STATUSES } from '../ui/spam';
import { StatusSelect, type StatusOption } from '../ui/StatusSelect';
import { AccountPolicyQuery, AdminInvitesQuery, TeamMembersQuery } from './documents';
import { useChangeRole, useDeactivateMember, useReactivateMember, useRevokeInvite } from './hooks';
import { InviteDialog } from './InviteDialog';
import { MemberSessions } from './MemberSessions';
import { SignInPolicy } from './SignInPolicy';
import { INVITES_PAGE_SIZE, TEAM_PAGE_SIZE, TEAM_SCREEN_MESSAGES as MESSAGES } from './messages';

/** A member as the list shows it (and as every change to one answers, so the row follows). */
const TeamPage_member = graphql(`
  fragment TeamPage_member on Admin {
    id
    username
    email
    role
    status
    lastLoginAt
    twoFactorEnabled
  }
`);

/** An invitation not yet accepted. */
const TeamPage_invite = graphql(`
  fragment TeamPage_invite on AdminInvite {
    id
    email
    role
    expiresAt
  }
`);

const STATUS_FILTERS: readonly StatusOption<AdminStatus | ''>[] = [{ value: '', label: ALL_STATUSES }, ...ADMIN_STATUSES.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status] }))];
const ROLE_OPTIONS: readonly StatusOption<Role>[] = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/**
 * The back office's team (issue P14), for Owners: who may sign in and with which role (changed in
 * place), deactivation (which ends every session of the account at once) and reactivation, and the
 * invitations not yet accepted.
 */
export function TeamPage() {
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <PageHeader
        title="Team"
        description="Who may sign in to the back office, with which role, and who is invited."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden /> Invite member
          </Button>
        }
      />
      <Stack gap="6">
        <Members />
        <PendingInvites />
        <SignInPolicy />
      </Stack>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

function Members() {
  const { state, updateAdmin } = useAuth();
  const me = state.status === 'signedIn' ? state.admin : null;
  const changeRole = useChangeRole();
  // The policy's roles (the panel below reads the same answer): a member of one without a second factor is flagged.
  const twoFactorRoles = useQuery(AccountPolicyQuery).data?.accountPolicy.twoFactorRoles ?? [];
  const requiresTwoFactor = (role: string) => twoFactorRoles.includes(role);
  const [deactivate, deactivation] = useDeactivateMember();
  const [reactivate, reactivation] = useReactivateMember();
  const list = useAdminList({
    query: TeamMembersQuery,
    variables: ({ filter, search }) => ({ search: search || null, status: filter || null }),
    connection: (data) => data.teamMembers,
    row: (node) => getFragmentData(TeamPage_member, node),
    pageSize: TEAM_PAGE_SIZE,
    filters: STATUS_FILTERS,
    loadFailedToast: MESSAGES.listFailed,
  });
  const { size, search } = list;
  // Where focus goes once a member is deactivated: the button that asked is gone with the change.
  const frame = useRef<HTMLDivElement>(null);
  const [deactivating, setDeactivating] = useState<Member | null>(null);
  const deactivated = useRef(false);
  const [ownRole, setOwnRole] = useState<Role | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Member | null>(null);

  const isMe = (member: Member) => me !== null && member.id === me.id;
  const askToDeactivate = (member: Member) => {
    deactivated.current = false;
    setDeactivating(member);
  };
  /** The role goes at once; one's own asks first (an Owner who stops being one leaves this screen). */
  const chooseRole = (member: Member, role: Role) => {
    if (role === member.role) return;
    if (isMe(member)) setOwnRole(role);
    else void changeRole(member, role);
  };
  const changeOwnRole = async () => {
    const member = list.rows.find(isMe);
    if (!member || !me || !ownRole) return;
    setOwnRole(null);
    // The back office follows the new role at once (its screens and sidebar), as the server does.
    if (await changeRole(member, ownRole)) updateAdmin({ ...me, role: ownRole });
  };

  const row = (member: Member) => ({
    name: (
      <Flex align="center" gap="2">
        <Text as="span" fontWeight="600">
          {member.username}
        </Text>
        {isMe(member) && (
          <Badge variant="subtle" colorPalette="brand" size="sm">
            You
          </Badge>
        )}
      </Flex>
    ),
    /** None for an account made before invitations (the first Owner's). */
    email: member.email,
    lastSignIn: member.lastLoginAt ? when.format(new Date(member.lastLoginAt)) : 'Never',
    twoFactor: member.twoFactorEnabled ? (
      <Badge colorPalette="green" variant="subtle">
        On
      </Badge>
    ) : requiresTwoFactor(member.role) ? (
      <Badge colorPalette="orange" variant="subtle" title={MESSAGES.twoFactorNeeded}>
        Not set up
      </Badge>
    ) : (
      <Badge colorPalette="gray" variant="subtle">
        Off
      </Badge>
    ),
    role: isRole(member.role) ? (
      <StatusSelect label={`Role of ${member.username}`} value={member.role} options={ROLE_OPTIONS} onChange={(role) => role && chooseRole(member, role)} />
    ) : (
      <Text as="span">{member.role}</Text>
    ),
    status: (
      <Badge colorPalette={member.status === 'active' ? 'green' : 'gray'}>{isAdminStatus(member.status) ? ADMIN_STATUS_LABELS[member.status] : member.status}</Badge>
    ),
    actions:
      member.status === 'deactivated' ? (
        <Button size="xs" variant="outline" disabled={reactivation.loading} onClick={() => void reactivate({ id: member.id })} aria-label={`Reactivate ${member.username}`}>
          <UserCheck aria-hidden /> Reactivate
        </Button>
      ) : (
        <Flex gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setSessionsOf(member)} aria-label={`Sessions of ${member.username}`}>
            <MonitorSmartphone aria-hidden /> Sessions
          </Button>
          {!isMe(member) && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => askToDeactivate(member)} aria-label={`Deactivate ${member.username}`}>
              <UserX aria-hidden /> Deactivate
            </Button>
          )}
        </Flex>
      ),
  });

  return (
    <Panel aria-labelledby="team-members">
      <Flex direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ lg: 'center' }} gap="3" p="4" borderBottomWidth="1px" borderColor="border">
        <Stack gap="0">
          <Text as="h2" id="team-members" fontWeight="700">
            Members
          </Text>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {size ? `${countLabel(size)} ${size.totalCount === 1 ? 'member' : 'members'}${search ? ` matching “${search}”` : ''}` : ' '}
          </Text>
        </Stack>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <StatusFilter list={list} label="Filter members by status" />
          <SearchBox list={list} label="Search by username or email" placeholder="Search by username or email..." input={{ minW: { md: '72' } }} />
        </Flex>
      </Flex>
      <Box ref={frame} tabIndex={-1} outline="none">
        <ListBody list={list} messages={{ loading: MESSAGES.loading, failed: MESSAGES.listFailed, empty: search ? MESSAGES.noMatch : MESSAGES.empty }}>
          {(members) => (
            <DataTable
              caption="Team members"
              columns={['Username', 'Email', 'Role', 'Status', 'Two-factor', 'Last sign-in', 'Actions']}
              cards={{
                rowsKey: members.map((member) => `${member.id}:${member.status}`).join(),
                list: (
                  <RecordList label="Team members">
                    {members.map((member) => {
                      const cells = row(member);
                      return (
                        <RecordItem
                          key={member.id}
                          summary={
                            <Stack gap="0.5" minW="0">
                              {cells.name}
                              {cells.email && (
                                <Text fontSize="sm" color="fg.muted" truncate>
                                  {cells.email}
                                </Text>
                              )}
                              <Text fontSize="sm" color="fg.muted">
                                Last sign-in: {cells.lastSignIn}
                              </Text>
                              <Flex fontSize="sm" color="fg.muted" gap="2" align="center">
                                Two-factor: {cells.twoFactor}
                              </Flex>
                            </Stack>
                          }
                          actions={
                            <>
                              {cells.role}
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
              {members.map((member) => {
                const cells = row(member);
                return (
                  <Table.Row key={member.id}>
                    <Table.Cell whiteSpace="nowrap">{cells.name}</Table.Cell>
                    <Table.Cell color="fg.muted">{cells.email ?? '—'}</Table.Cell>
                    <Table.Cell>{cells.role}</Table.Cell>
                    <Table.Cell>{cells.status}</Table.Cell>
                    <Table.Cell>{cells.twoFactor}</Table.Cell>
                    <Table.Cell color="fg.muted" whiteSpace="nowrap">
                      {cells.lastSignIn}
                    </Table.Cell>
                    <Table.Cell>{cells.actions}</Table.Cell>
                  </Table.Row>
                );
              })}
            </DataTable>
          )}
        </ListBody>
      </Box>
      <ListPages list={list} />

      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate team member"
        confirmLabel="Deactivate"
        busy={deactivation.loading}
        onCancel={() => setDeactivating(null)}
        finalFocus={() => (deactivated.current ? frame.current : null)}
        onConfirm={async () => {
          if (!deactivating) return;
          deactivated.current = await deactivate({ id: deactivating.id });
          if (deactivated.current) setDeactivating(null);
        }}
      >
        {deactivating && MESSAGES.confirmDeactivate(deactivating.username)}
      </ConfirmDialog>
      <ConfirmDialog open={ownRole !== null} title="Change your own role" confirmLabel="Change my role" onCancel={() => setOwnRole(null)} onConfirm={() => void changeOwnRole()}>
        {ownRole && MESSAGES.confirmOwnRole(ROLE_LABELS[ownRole])}
      </ConfirmDialog>
      <MemberSessions member={sessionsOf} onClose={() => setSessionsOf(null)} />
    </Panel>
  );
}

/** Invitations not yet accepted, revoked or expired, newest first; each can be revoked. */
function PendingInvites() {
  const [revoke] = useRevokeInvite();
  const list = useAdminList({
    query: AdminInvitesQuery,
    variables: () => ({}),
    connection: (data) => data.adminInvites,
    row: (node) => getFragmentData(TeamPage_invite, node),
    pageSize: INVITES_PAGE_SIZE,
    param: 'invites',
    loadFailedToast: MESSAGES.invitesFailed,
    remove: revoke,
  });
  const { size } = list;
  return (
    <Panel aria-labelledby="team-invites">
      <Flex justify="space-between" align="baseline" gap="3" p="4" borderBottomWidth="1px" borderColor="border">
        <Text as="h2" id="team-invites" fontWeight="700">
          Pending invitations
        </Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {size && size.totalCount > 0 ? `${countLabel(size)} pending` : ' '}
        </Text>
      </Flex>
      <ListBody list={list} messages={{ loading: MESSAGES.invitesLoading, failed: MESSAGES.invitesFailed, empty: MESSAGES.noInvites }}>
        {(invites) => (
          <RecordList label="Pending invitations">
            {invites.map((invite) => (
              <InviteItem key={invite.id} invite={invite} onRevoke={() => list.confirmDelete(invite)} />
            ))}
          </RecordList>
        )}
      </ListBody>
      <ListPages list={list} />
      <ConfirmDialog {...list.deleteDialog} title="Revoke invitation" confirmLabel="Revoke">
        {list.deleting && MESSAGES.confirmRevoke(list.deleting.email)}
      </ConfirmDialog>
    </Panel>
  );
}

function InviteItem({ invite, onRevoke }: { invite: Invite; onRevoke(): void }) {
  return (
    <RecordItem
      summary={
        <Stack gap="0.5" minW="0">
          <Text fontWeight="600" truncate>
            {invite.email}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Joins as {roleLabel(invite.role)} · link expires{' '}
            <chakra.time dateTime={invite.expiresAt} whiteSpace="nowrap">
              {when.format(new Date(invite.expiresAt))}
            </chakra.time>
          </Text>
        </Stack>
      }
      actions={
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke} aria-label={`Revoke the invitation to ${invite.email}`}>
          <MailX aria-hidden /> Revoke
        </Button>
      }
    />
  );
}
