import { Arg, Args, ArgsType, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { IsOptional } from 'class-validator';
import type { AppContext } from '../../context.js';
import type { Connection } from '../../domain/pagination.js';
import { Satisfies } from '../../domain/validation.js';
import { Can, Public, SignedIn, StepUp } from '../../graphql/access.js';
import { ConnectionArgs, SearchArg, idOf } from '../../graphql/relay.js';
import { TEAM_MESSAGES, teamStatus, type AdminStatus } from '../../rules/team.js';
import { SESSION_POLICY_MESSAGES } from '../../rules/admin.js';
import { UpdateAccountPolicyInput, AcceptAdminInviteInput, ChangeAdminRoleInput, InvitationInput, InviteAdminInput, RevokeAdminInviteInput, DeactivateAdminInput, ReactivateAdminInput } from './admin.input.js';
import { adminSessionOf } from './admin.service.js';
import {
  AccountPolicy,
  toAccountPolicy,
  UpdateAccountPolicyPayload,
  type Admin,
  AdminConnection,
  type AdminInvite,
  AdminInviteConnection,
  Invitation,
  InviteAdminPayload,
  AcceptAdminInvitePayload,
  ChangeAdminRolePayload,
  DeactivateAdminPayload,
  ReactivateAdminPayload,
  RevokeAdminInvitePayload,
  SignOutEverywherePayload,
  toAdmin,
  toAdminInvite,
} from './admin.type.js';

@ArgsType()
class TeamMembersArgs extends ConnectionArgs {
  @SearchArg('Part of a username or email address, any case.')
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'active or deactivated; all when left out.' })
  @IsOptional()
  @Satisfies(teamStatus)
  status?: AdminStatus | null;
}

const memberId = (id: string) => idOf(id, 'Admin', TEAM_MESSAGES.memberNotFound);

/** The team (issue P14): Owners (`team:manage`) invite, change roles, deactivate; the invited accept. */
@Resolver()
export class TeamResolver {
  @Can('team:manage')
  @Query(() => AdminConnection, { description: 'The back-office accounts, by username.' })
  teamMembers(@Args(() => TeamMembersArgs) { search, status, ...page }: TeamMembersArgs, @Ctx() { services }: AppContext): Promise<Connection<Admin>> {
    return services.team.list({ search, status }, page, toAdmin);
  }

  @Can('team:manage')
  @Query(() => AccountPolicy, { description: "The team's sign-in policy: how long sessions last." })
  async accountPolicy(@Ctx() { services }: AppContext): Promise<AccountPolicy> {
    return toAccountPolicy(await services.accountPolicies.current());
  }

  @Can('team:manage')
  @StepUp()
  @Mutation(() => UpdateAccountPolicyPayload, { description: 'Saves the sign-in policy, if `version` is still the current one (CONFLICT otherwise, with nothing changed); it holds on every server within a second.' })
  async updateAccountPolicy(
    @Arg('input', () => UpdateAccountPolicyInput, { description: 'The policy, and the version it was read at.' }) input: UpdateAccountPolicyInput,
    @Ctx() { services, requireSignedIn }: AppContext,
  ): Promise<UpdateAccountPolicyPayload> {
    const saved = await services.accountPolicies.update(input, adminSessionOf(await requireSignedIn()));
    return { message: SESSION_POLICY_MESSAGES.saved, accountPolicy: toAccountPolicy(saved) };
  }

  @Can('team:manage')
  @Query(() => AdminInviteConnection, { description: 'Invitations not yet accepted, revoked or expired, newest first.' })
  adminInvites(@Args(() => ConnectionArgs) page: ConnectionArgs, @Ctx() { services }: AppContext): Promise<Connection<AdminInvite>> {
    return services.team.invites(page, toAdminInvite);
  }

  @Can('team:manage')
  @Mutation(() => InviteAdminPayload, { description: 'Emails a one-time link (72 hours) with which the person sets their username and password.' })
  async inviteAdmin(@Arg('input', () => InviteAdminInput, { description: 'Whom to invite, and with which role.' }) input: InviteAdminInput, @Ctx() { services, requireSignedIn }: AppContext): Promise<InviteAdminPayload> {
    const invite = await services.team.invite(input, await requireSignedIn());
    return { message: TEAM_MESSAGES.invited(invite.email), invite: toAdminInvite(invite) };
  }

  @Can('team:manage')
  @Mutation(() => RevokeAdminInvitePayload, { description: 'The invitation’s link stops working.' })
  async revokeAdminInvite(@Arg('input', () => RevokeAdminInviteInput, { description: 'The invitation to revoke.' }) input: RevokeAdminInviteInput, @Ctx() { services }: AppContext): Promise<RevokeAdminInvitePayload> {
    const invite = await services.team.revokeInvite(idOf(input.id, 'AdminInvite', TEAM_MESSAGES.inviteNotFound));
    return { message: TEAM_MESSAGES.inviteRevoked, invite: toAdminInvite(invite) };
  }

  @Can('team:manage')
  @StepUp()
  @Mutation(() => ChangeAdminRolePayload, { description: "Changes a team member's role, and so their permissions at once; the last active owner cannot be demoted." })
  async changeAdminRole(@Arg('input', () => ChangeAdminRoleInput, { description: 'The account, and its new role.' }) input: ChangeAdminRoleInput, @Ctx() { services }: AppContext): Promise<ChangeAdminRolePayload> {
    return { message: TEAM_MESSAGES.roleChanged, admin: toAdmin(await services.team.changeRole(memberId(input.id), input.role)) };
  }

  @Can('team:manage')
  @StepUp()
  @Mutation(() => DeactivateAdminPayload, { description: 'Ends every session of the account at once; it cannot sign in until reactivated. Not one’s own, nor the last active owner.' })
  async deactivateAdmin(@Arg('input', () => DeactivateAdminInput, { description: 'The account to deactivate.' }) input: DeactivateAdminInput, @Ctx() { services, requireSignedIn }: AppContext): Promise<DeactivateAdminPayload> {
    const { admin, apiKeysRevoked, invitationsRevoked } = await services.team.deactivate(memberId(input.id), await requireSignedIn());
    return { message: TEAM_MESSAGES.deactivated(admin.username, { apiKeys: apiKeysRevoked, invitations: invitationsRevoked }), admin: toAdmin(admin), apiKeysRevoked, invitationsRevoked };
  }

  @Can('team:manage')
  @Mutation(() => ReactivateAdminPayload, { description: 'Lets a deactivated account sign in again, with the role it had.' })
  async reactivateAdmin(@Arg('input', () => ReactivateAdminInput, { description: 'The account to reactivate.' }) input: ReactivateAdminInput, @Ctx() { services }: AppContext): Promise<ReactivateAdminPayload> {
    return { message: TEAM_MESSAGES.reactivated, admin: toAdmin(await services.team.reactivate(memberId(input.id))) };
  }

  @Public()
  @Query(() => Invitation, { description: "What an invitation's link is for, while it can be accepted (an error says when it cannot)." })
  async invitation(@Arg('input', () => InvitationInput, { description: "The token of the invitation's link." }) input: InvitationInput, @Ctx() { services }: AppContext): Promise<Invitation> {
    const { email, role, expiresAt } = await services.admin.invitation(input.token);
    return { email, role, expiresAt };
  }

  @Public({ ownRecord: 'Admin' })
  @Mutation(() => AcceptAdminInvitePayload, { description: 'Accepts an invitation: makes the account with its role and signs it in. The link works once.' })
  async acceptAdminInvite(@Arg('input', () => AcceptAdminInviteInput, { description: "The link's token, and the username and password the person chooses." }) input: AcceptAdminInviteInput, @Ctx() { services, ip, userAgent }: AppContext): Promise<AcceptAdminInvitePayload> {
    const session = await services.admin.acceptInvite(input, { ip, userAgent });
    return { token: session.token, expiresAt: session.expiresAt, admin: toAdmin(session.admin) };
  }

  @SignedIn()
  @Mutation(() => SignOutEverywherePayload, { description: 'Ends every session of the signed-in admin, this one included.' })
  async signOutEverywhere(@Ctx() { services, requireSignedIn }: AppContext): Promise<SignOutEverywherePayload> {
    const sessionsEnded = await services.admin.signOutEverywhere(adminSessionOf(await requireSignedIn()));
    return { message: TEAM_MESSAGES.signedOutEverywhere, sessionsEnded };
  }
}
