import { graphql } from '../gql';

/** The signed-in member's account, as the profile shows it. */
export const ProfileQuery = graphql(`
  query Profile {
    me {
      id
      username
      email
      role
    }
  }
`);

/** The live sessions of the signed-in member, or (for an Owner) another member's. */
export const SessionsQuery = graphql(`
  query Sessions($adminId: ID) {
    sessions(adminId: $adminId) {
      id
      device
      clientAddress
      createdAt
      lastSeenAt
      current
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($input: EndSessionInput!) {
    endSession(input: $input) {
      message
    }
  }
`);

export const ChangeEmailMutation = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      message
      admin {
        id
        email
      }
    }
  }
`);

/** A new password from the profile: the answer's message is the page's own (the admin stays as they were). */
export const ChangeOwnPasswordMutation = graphql(`
  mutation ChangeOwnPassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      admin {
        id
      }
    }
  }
`);

/** What happened to the signed-in member's account lately, newest first. */
export const AccountActivityQuery = graphql(`
  query AccountActivity {
    accountActivity {
      id
      type
      label
      occurredAt
      device
      clientAddress
      byOther
    }
  }
`);

/** Whether the signed-in member's two-factor authentication is on. */
export const TwoFactorQuery = graphql(`
  query TwoFactor {
    twoFactor {
      enabledAt
      recoveryCodesLeft
    }
  }
`);

export const StartTotpSetupMutation = graphql(`
  mutation StartTotpSetup {
    startTotpSetup {
      secret
      uri
      qrCode
    }
  }
`);

export const ConfirmTotpSetupMutation = graphql(`
  mutation ConfirmTotpSetup($input: ConfirmTotpSetupInput!) {
    confirmTotpSetup(input: $input) {
      message
      recoveryCodes
    }
  }
`);

export const DisableTwoFactorMutation = graphql(`
  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {
    disableTwoFactor(input: $input) {
      message
    }
  }
`);

export const NewRecoveryCodesMutation = graphql(`
  mutation NewRecoveryCodes($input: NewRecoveryCodesInput!) {
    newRecoveryCodes(input: $input) {
      message
      recoveryCodes
    }
  }
`);
