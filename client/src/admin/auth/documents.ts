import { graphql } from '../gql';

export const VerifyTokenQuery = graphql(`
  query VerifyToken {
    verifyToken {
      success
      expiresAt
      twoFactorSetupRequired
      admin {
        id
        username
        role
        passwordChangeRequired
      }
    }
  }
`);

/** When the signed-in admin signed in before this session (the account menu shows it). */
export const PreviousSignInQuery = graphql(`
  query PreviousSignIn {
    verifyToken {
      previousSignInAt
    }
  }
`);

export const AdminLoginMutation = graphql(`
  mutation AdminLogin($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      admin {
        id
        username
        role
        passwordChangeRequired
      }
      secondStep {
        token
        message
      }
    }
  }
`);

export const AdminLogoutMutation = graphql(`
  mutation AdminLogout {
    logout {
      success
    }
  }
`);

export const RegistrationOpenQuery = graphql(`
  query RegistrationOpen {
    registrationOpen
  }
`);

export const RegisterAdminMutation = graphql(`
  mutation RegisterAdmin($input: CreateAdminInput!) {
    createAdmin(input: $input) {
      token
      expiresAt
      admin {
        id
        username
        role
        passwordChangeRequired
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      admin {
        id
        username
        role
        passwordChangeRequired
      }
    }
  }
`);

export const InvitationQuery = graphql(`
  query Invitation($token: String!) {
    invitation(input: { token: $token }) {
      email
      role
      expiresAt
    }
  }
`);

export const AcceptAdminInviteMutation = graphql(`
  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {
    acceptAdminInvite(input: $input) {
      token
      expiresAt
      admin {
        id
        username
        role
        passwordChangeRequired
      }
    }
  }
`);

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      message
      sessionsEnded
    }
  }
`);

/** "Forgot password?" (issue P22): the same answer for any address. */
export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
    }
  }
`);

/** The reset email's link: the new password, by the link's token. */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

/** The second step of a sign-in with two-factor authentication on: an authenticator or recovery code. */
export const FinishSignInMutation = graphql(`
  mutation FinishSignIn($input: FinishSignInInput!) {
    finishSignIn(input: $input) {
      token
      expiresAt
      admin {
        id
        username
        role
        passwordChangeRequired
      }
    }
  }
`);

/** Step-up (issue P22): the member confirms it is them, and the refused operation is sent again. */
export const ConfirmIdentityMutation = graphql(`
  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {
    confirmIdentity(input: $input) {
      message
      provenUntil
    }
  }
`);
