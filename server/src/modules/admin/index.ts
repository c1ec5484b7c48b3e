import { byId } from '../../graphql/nodes.js';
import { namedBy } from '../../domain/subject-names.js';
import { defineArea } from '../area.js';
import { settingsArea } from '../settings/index.js';
import { AccountNotices } from './account-notices.js';
import { AccountPolicies } from './account-policy.js';
import { SecondStep } from './second-step.js';
import { StepUp } from './step-up.js';
import { TwoFactor } from './two-factor.js';
import { deriveKey } from '../../secrets.js';
import { announcedBy } from '../mail/announcer.js';
import { AccountPolicyEntity, AdminRecoveryCodeEntity, AdminSignInStepEntity, AdminEntity, AdminInviteEntity, AdminPasswordResetEntity, AdminSessionEntity, LoginFailureEntity } from './admin.entity.js';
import { AdminResolver } from './admin.resolver.js';
import { TeamResolver } from './team.resolver.js';
import { teamRoutes } from './team.rest.js';
import { TeamService } from './team.service.js';
import { adminRoutes } from './admin.rest.js';
import { AdminService, adminSessionOf } from './admin.service.js';
import { PasswordResets } from './password-resets.js';
import { ReceiptLimit } from '../mail/receipt-limit.js';
import { toAdmin, toAdminInvite, toAdminSession } from './admin.type.js';

declare module '../../services.js' {
  interface Services {
    admin: AdminService;
    team: TeamService;
    passwordResets: PasswordResets;
    accountPolicies: AccountPolicies;
    accountNotices: AccountNotices;
    twoFactor: TwoFactor;
    stepUp: StepUp;
  }
}

/** Admin accounts: sign-in, sessions, the login throttle, and the team (invitations, roles, deactivation). */
export const adminArea = defineArea({
  name: 'admin',
  uses: [settingsArea],
  entities: [AdminEntity, AdminSessionEntity, LoginFailureEntity, AdminInviteEntity, AdminPasswordResetEntity, AccountPolicyEntity, AdminRecoveryCodeEntity, AdminSignInStepEntity],
  resolvers: [AdminResolver, TeamResolver],
  rest: (app, contextOf) => {
    adminRoutes(app, contextOf);
    teamRoutes(app, contextOf);
  },
  authenticate: (services, bearer) => services.admin.authenticate(bearer),
  // A sign-in from a device and network the account had not used mails the member (read by its session).
  announcements: announcedBy(['admin.signed_in'], (services, ids) => services.accountNotices.newDeviceSignIns(ids), {
    only: (data) => data['newDevice'] === true,
    keyOf: (event) => (typeof event.data['sessionId'] === 'string' ? event.data['sessionId'] : null),
  }),
  nodes: {
    Admin: byId((context, id) => context.services.admin.findById(id), toAdmin, 'team:manage'),
    AdminInvite: byId((context, id) => context.services.team.findInvite(id), toAdminInvite, 'team:manage'),
    // Any member's session, for those who manage the team; a member reads their own through `sessions`.
    AdminSession: byId(
      async (context, id) => {
        const identity = adminSessionOf(await context.requireSignedIn());
        const session = await context.services.admin.liveSession(identity, id);
        return session ? { session, current: session.id === identity.sessionId } : null;
      },
      toAdminSession,
      'team:manage',
    ),
  },
  // How the Activity screen names an account (its username, which every reader of the trail sees as
  // its events' principal anyway) and an invitation (the address invited, to those who manage the team).
  subjectNames: {
    Admin: namedBy(AdminEntity, 'audit:read', (admin) => admin.username),
    AdminInvite: namedBy(AdminInviteEntity, 'team:manage', (invite) => invite.email, ['invitedBy']),
  },
  services: {
    admin: ({ em, dependencies, events, shared, services }) =>
      new AdminService(em, { ...dependencies.config.auth, jwtSecret: dependencies.jwtSecret }, events, shared.refusedPosts, services.accountPolicies, services.accountNotices),
    accountPolicies: ({ em, events, shared, dependencies }) => new AccountPolicies(em, events, shared.changes, dependencies.config.auth.twoFactorRoles),
    stepUp: ({ em, events, dependencies, services }) => new StepUp(em, events, services.admin, new SecondStep(em, events, deriveKey(dependencies.jwtSecret, 'totp'))),
    twoFactor: ({ em, events, dependencies, services }) =>
      new TwoFactor(em, events, deriveKey(dependencies.jwtSecret, 'totp'), services.admin, async () => (await services.settings.stored()).siteName, services.accountPolicies),
    accountNotices: ({ em, dependencies, services }) => new AccountNotices(em, { publicUrl: dependencies.config.publicUrl, nudgeMail: dependencies.nudgeMail, siteName: async () => (await services.settings.stored()).siteName }),
    passwordResets: ({ em, dependencies, events, services, shared }) =>
      new PasswordResets(em, {
        publicUrl: dependencies.config.publicUrl,
        events,
        nudgeMail: dependencies.nudgeMail,
        siteName: async () => (await services.settings.stored()).siteName,
        guard: shared.formGuard,
        receipts: ReceiptLimit.of(dependencies),
      }),
    team: ({ em, dependencies, events, services }) =>
      new TeamService(em, { publicUrl: dependencies.config.publicUrl, nudgeMail: dependencies.nudgeMail, events, siteName: async () => (await services.settings.stored()).siteName }),
  },
});
