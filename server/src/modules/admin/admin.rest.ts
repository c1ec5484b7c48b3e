import type { AppContext } from '../../context.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { inputFrom } from '../../domain/validation.js';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ADMIN_MESSAGES, PASSWORD_RESET_MESSAGES, SESSION_MESSAGES, STEP_UP_MESSAGES, TWO_FACTOR_MESSAGES } from '../../rules/admin.js';
import { ConfirmIdentityInput, ConfirmTotpSetupInput, DisableTwoFactorInput, FinishSignInInput, NewRecoveryCodesInput, ChangeEmailInput, ChangePasswordInput, CreateAdminInput, LoginInput, RequestPasswordResetInput, ResetPasswordInput } from './admin.input.js';
import { accountActivityRecord, adminRecord, sessionRecord } from './admin.record.js';
import { adminSessionOf, type Session } from './admin.service.js';

/** A new session as the sign-in routes answer it. */
const sessionEnvelope = (session: Session) => ({ success: true, message: ADMIN_MESSAGES.signedIn, token: session.token, expiresAt: session.expiresAt.toISOString(), admin: adminRecord.of(session.admin) });

/** `/api/admin/*` of spec section 7. Login and create-admin are public (create-admin decides who may create whom); the rest are the signed-in admin's own. */
export const adminRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/admin/login', PUBLIC, async (request) => {
    const { services, ip, userAgent } = contextOf(request);
    const { session, secondStep } = await services.admin.login(await inputFrom(LoginInput, request.body), { ip, userAgent });
    if (!session) return { success: true, secondFactorRequired: true, message: TWO_FACTOR_MESSAGES.secondStep, secondStep };
    return sessionEnvelope(session);
  });

  // Two-factor authentication on: `login`'s `secondStep` and a code finish the sign-in.
  app.post('/api/admin/login/second-step', PUBLIC, async (request) => {
    const { services, ip, userAgent } = contextOf(request);
    return sessionEnvelope(await services.admin.finishSignIn(await inputFrom(FinishSignInInput, request.body), { ip, userAgent }));
  });

  app.get('/api/admin/profile/two-factor', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, data: await services.twoFactor.status(adminSessionOf(await requireSignedIn())) };
  });

  app.post('/api/admin/profile/two-factor/setup', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, data: await services.twoFactor.startSetup(adminSessionOf(await requireSignedIn())) };
  });

  app.post('/api/admin/profile/two-factor/confirm', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const identity = adminSessionOf(await requireSignedIn());
    const input = await inputFrom(ConfirmTotpSetupInput, request.body);
    return { success: true, message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: await services.twoFactor.confirmSetup(identity, input.code) };
  });

  app.post('/api/admin/profile/confirm-identity', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const identity = adminSessionOf(await requireSignedIn());
    const provenUntil = await services.stepUp.confirm(identity, await inputFrom(ConfirmIdentityInput, request.body), ip);
    return { success: true, message: STEP_UP_MESSAGES.confirmed, provenUntil: provenUntil.toISOString() };
  });

  app.post('/api/admin/profile/two-factor/disable', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const identity = adminSessionOf(await requireSignedIn());
    const input = await inputFrom(DisableTwoFactorInput, request.body);
    await services.twoFactor.disable(identity, input.currentPassword, ip);
    return { success: true, message: TWO_FACTOR_MESSAGES.disabled };
  });

  app.post('/api/admin/profile/two-factor/recovery-codes', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const identity = adminSessionOf(await requireSignedIn());
    const input = await inputFrom(NewRecoveryCodesInput, request.body);
    return { success: true, message: TWO_FACTOR_MESSAGES.codesMade, recoveryCodes: await services.twoFactor.newRecoveryCodes(identity, input.currentPassword, ip) };
  });

  app.post('/api/admin/verify-token', SIGNED_IN, async (request) => ({ success: true, ...(await ownProfile(contextOf(request))) }));

  app.post('/api/admin/logout', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    await services.admin.logout(adminSessionOf(await requireSignedIn()));
    return { success: true, message: ADMIN_MESSAGES.signedOut };
  });

  app.post('/api/admin/change-password', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const admin = await services.admin.changePassword(adminSessionOf(await requireSignedIn()), await inputFrom(ChangePasswordInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.passwordChanged, admin: adminRecord.of(admin) };
  });

  app.get('/api/admin/profile/activity', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, data: (await services.admin.activity(adminSessionOf(await requireSignedIn()))).map(accountActivityRecord.of) };
  });

  app.put('/api/admin/profile/email', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const admin = await services.admin.changeEmail(adminSessionOf(await requireSignedIn()), await inputFrom(ChangeEmailInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.emailChanged, admin: adminRecord.of(admin) };
  });

  app.post('/api/admin/forgot-password', PUBLIC, async (request) => {
    const { services, ip } = contextOf(request);
    const input = await inputFrom(RequestPasswordResetInput, request.body);
    await services.passwordResets.request(input.email, ip);
    return { success: true, message: PASSWORD_RESET_MESSAGES.requested };
  });

  app.post('/api/admin/reset-password', PUBLIC, async (request) => {
    const { services, ip } = contextOf(request);
    await services.passwordResets.reset(await inputFrom(ResetPasswordInput, request.body), ip);
    return { success: true, message: PASSWORD_RESET_MESSAGES.done };
  });

  app.get<{ Querystring: { adminId?: string } }>('/api/admin/sessions', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const identity = adminSessionOf(await requireSignedIn());
    const adminId = typeof request.query.adminId === 'string' && request.query.adminId !== '' ? request.query.adminId : identity.adminId;
    if (!isUuid(adminId)) throw new NotFoundError(SESSION_MESSAGES.memberNotFound);
    const sessions = await services.admin.sessions(identity, adminId);
    return { success: true, data: sessions.map((session) => sessionRecord.of({ session, current: session.id === identity.sessionId })) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/sessions/:id/end', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    if (!isUuid(request.params.id)) throw new NotFoundError(SESSION_MESSAGES.notFound);
    await services.admin.endSession(adminSessionOf(await requireSignedIn()), request.params.id);
    return { success: true, message: SESSION_MESSAGES.ended };
  });

  app.get('/api/admin/profile', SIGNED_IN, async (request) => ({ success: true, ...(await ownProfile(contextOf(request))) }));

  app.post('/api/admin/create-admin', PUBLIC, async (request, reply) => {
    const { services, principal, ip, userAgent } = contextOf(request);
    const created = await services.admin.createAdmin(await inputFrom(CreateAdminInput, request.body), await principal(), { ip, userAgent });
    return reply.status(201).send({
      success: true,
      message: ADMIN_MESSAGES.adminCreated,
      admin: adminRecord.of(created.admin),
      ...(created.session ? { token: created.session.token, expiresAt: created.session.expiresAt.toISOString() } : {}),
    });
  });
};

/** The signed-in admin's account, when it signed in before this session (`null` on its first sign-in), and whether it must set up two factors before anything else. */
async function ownProfile({ services, requireSignedIn }: AppContext) {
  const identity = adminSessionOf(await requireSignedIn());
  const [admin, previousSignInAt] = await Promise.all([services.admin.profile(identity), services.admin.previousSignIn(identity)]);
  return { admin: adminRecord.of(admin), previousSignInAt: previousSignInAt?.toISOString() ?? null, twoFactorSetupRequired: identity.twoFactorSetupRequired };
}
