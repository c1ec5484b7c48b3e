import { inputFrom } from '../../domain/validation.js';
import { can, PUBLIC, SIGNED_IN, recentProof } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ID_PATH, bodyWith, listEnvelope, listOptions, pageOf, searchFilter, statusFilter, type IdRoute, type ListQuery, type ListRoute, type ListShape } from '../../http/rest-input.js';
import { ADMIN_STATUSES, TEAM_MESSAGES, type AdminStatus } from '../../rules/team.js';
import { SESSION_POLICY_MESSAGES } from '../../rules/admin.js';
import { AcceptAdminInviteInput, ChangeAdminRoleInput, InvitationInput, InviteAdminInput, UpdateAccountPolicyInput } from './admin.input.js';
import { accountPolicyRecord, adminRecord, inviteRecord } from './admin.record.js';
import { adminSessionOf } from './admin.service.js';
import type { TeamFilter } from './team.service.js';

/** The team list: what its query takes, and the filter it makes. */
export const TEAM_LIST: ListShape = { limit: 20, statuses: ADMIN_STATUSES, search: true };
export const teamFilterOf = (query: Partial<ListQuery<AdminStatus>>): TeamFilter => ({ search: searchFilter(query.search), status: statusFilter(query.status) });

const INVITE_LIST: ListShape = { limit: 20 };

/**
 * `/api/admin/team/*`: the team, for Owners (`team:manage`); accepting an invitation is public
 * (the link's token is the credential); signing out everywhere is the signed-in admin's own.
 */
export const teamRoutes: RestRoutes = (app, contextOf) => {
  const manage = can('team:manage');
  const manageOne = { ...ID_PATH, ...manage };

  app.get('/api/admin/account-policy', manage, async (request) => ({ success: true, data: accountPolicyRecord.of(await contextOf(request).services.accountPolicies.current()) }));

  // A stale `version` is a 409 with nothing changed.
  app.put('/api/admin/account-policy', recentProof(manage), async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const saved = await services.accountPolicies.update(await inputFrom(UpdateAccountPolicyInput, request.body), adminSessionOf(await requireSignedIn()));
    return { success: true, message: SESSION_POLICY_MESSAGES.saved, data: accountPolicyRecord.of(saved) };
  });

  app.get<ListRoute<AdminStatus>>('/api/admin/team', { ...listOptions(TEAM_LIST), ...manage }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.team.list(teamFilterOf(query), pageOf(query), adminRecord.of), query, (record) => record);
  });

  app.put<IdRoute>('/api/admin/team/:id/role', recentProof(manageOne), async (request) => {
    const input = await inputFrom(ChangeAdminRoleInput, bodyWith(request, { id: request.params.id }));
    return { success: true, message: TEAM_MESSAGES.roleChanged, data: adminRecord.of(await contextOf(request).services.team.changeRole(input.id, input.role)) };
  });

  app.post<IdRoute>('/api/admin/team/:id/deactivate', recentProof(manageOne), async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const { admin, apiKeysRevoked, invitationsRevoked } = await services.team.deactivate(request.params.id, await requireSignedIn());
    const message = TEAM_MESSAGES.deactivated(admin.username, { apiKeys: apiKeysRevoked, invitations: invitationsRevoked });
    return { success: true, message, data: adminRecord.of(admin), apiKeysRevoked, invitationsRevoked };
  });

  app.post<IdRoute>('/api/admin/team/:id/reactivate', manageOne, async (request) => ({
    success: true,
    message: TEAM_MESSAGES.reactivated,
    data: adminRecord.of(await contextOf(request).services.team.reactivate(request.params.id)),
  }));

  app.get<ListRoute>('/api/admin/team/invites', { ...listOptions(INVITE_LIST), ...manage }, async (request) => {
    const { query } = request;
    return listEnvelope(await contextOf(request).services.team.invites(pageOf(query), inviteRecord.of), query, (record) => record);
  });

  app.post('/api/admin/team/invites', manage, async (request, reply) => {
    const { services, requireSignedIn } = contextOf(request);
    const invite = await services.team.invite(await inputFrom(InviteAdminInput, request.body), await requireSignedIn());
    return reply.status(201).send({ success: true, message: TEAM_MESSAGES.invited(invite.email), data: inviteRecord.of(invite) });
  });

  app.delete<IdRoute>('/api/admin/team/invites/:id', manageOne, async (request) => {
    await contextOf(request).services.team.revokeInvite(request.params.id);
    return { success: true, message: TEAM_MESSAGES.inviteRevoked };
  });

  // The token travels in the body, never in an address a log would keep.
  app.post('/api/admin/invitation', PUBLIC, async (request) => {
    const { token } = await inputFrom(InvitationInput, request.body);
    const { email, role, expiresAt } = await contextOf(request).services.admin.invitation(token);
    return { success: true, data: { email, role, expiresAt: expiresAt.toISOString() } };
  });

  app.post('/api/admin/accept-invite', PUBLIC, async (request, reply) => {
    const { services, ip, userAgent } = contextOf(request);
    const session = await services.admin.acceptInvite(await inputFrom(AcceptAdminInviteInput, request.body), { ip, userAgent });
    return reply.status(201).send({
      success: true,
      message: TEAM_MESSAGES.accepted,
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      admin: adminRecord.of(session.admin),
    });
  });

  app.post('/api/admin/sign-out-everywhere', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const sessionsEnded = await services.admin.signOutEverywhere(adminSessionOf(await requireSignedIn()));
    return { success: true, message: TEAM_MESSAGES.signedOutEverywhere, sessionsEnded };
  });
};
