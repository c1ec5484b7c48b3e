import { graphql } from '../gql';

export const TeamMembersQuery = graphql(`
  query TeamMembers($search: String, $status: String, $first: Int!, $offset: Int!) {
    teamMembers(search: $search, status: $status, first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...TeamPage_member
        }
      }
    }
  }
`);

export const AdminInvitesQuery = graphql(`
  query AdminInvites($first: Int!, $offset: Int!) {
    adminInvites(first: $first, offset: $offset) {
      totalCount
      totalCountIsExact
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...TeamPage_invite
        }
      }
    }
  }
`);

export const InviteAdminMutation = graphql(`
  mutation InviteAdmin($input: InviteAdminInput!) {
    inviteAdmin(input: $input) {
      message
      invite {
        ...TeamPage_invite
      }
    }
  }
`);

export const RevokeAdminInviteMutation = graphql(`
  mutation RevokeAdminInvite($id: ID!) {
    revokeAdminInvite(input: { id: $id }) {
      message
      invite {
        id
      }
    }
  }
`);

export const ChangeAdminRoleMutation = graphql(`
  mutation ChangeAdminRole($id: ID!, $role: String!) {
    changeAdminRole(input: { id: $id, role: $role }) {
      message
      admin {
        ...TeamPage_member
      }
    }
  }
`);

export const DeactivateAdminMutation = graphql(`
  mutation DeactivateAdmin($id: ID!) {
    deactivateAdmin(input: { id: $id }) {
      message
      admin {
        ...TeamPage_member
      }
    }
  }
`);

export const ReactivateAdminMutation = graphql(`
  mutation ReactivateAdmin($id: ID!) {
    reactivateAdmin(input: { id: $id }) {
      message
      admin {
        ...TeamPage_member
      }
    }
  }
`);

/** The team's sign-in policy (issue P22): how long sessions last, and which roles must use two factors. */
export const AccountPolicyQuery = graphql(`
  query AccountPolicy {
    accountPolicy {
      sessionIdleHours
      sessionMaxDays
      twoFactorRoles
      version
    }
  }
`);

export const UpdateAccountPolicyMutation = graphql(`
  mutation UpdateAccountPolicy($input: UpdateAccountPolicyInput!) {
    updateAccountPolicy(input: $input) {
      message
      accountPolicy {
        sessionIdleHours
        sessionMaxDays
        twoFactorRoles
        version
      }
    }
  }
`);
