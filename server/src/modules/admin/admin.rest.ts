import { inputFrom } from '../../domain/validation.js';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import type { AdminEntity } from './admin.entity.js';
import { ChangePasswordInput, CreateAdminInput, LoginInput } from './admin.input.js';
import { adminSessionOf } from './admin.service.js';
import { permissionListOf } from './admin.type.js';

/** An admin as the REST envelopes show it. */
export function toAdminRecord(admin: AdminEntity) {
  return {
    _id: admin.id,
    username: admin.username,
    role: admin.role,
    permissions: permissionListOf(admin.role),
    createdAt: admin.createdAt.toISOString(),
    lastLoginAt: admin.lastLoginAt?.toISOString() ?? null,
    passwordChangeRequired: admin.passwordChangeRequired,
  };
}

/** `/api/admin/*` of spec section 7. Login and create-admin are public (create-admin decides who may create whom); the rest are the signed-in admin's own. */
export const adminRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/admin/login', PUBLIC, async (request) => {
    const { services, ip } = contextOf(request);
    const session = await services.admin.login(await inputFrom(LoginInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.signedIn, token: session.token, expiresAt: session.expiresAt.toISOString(), admin: toAdminRecord(session.admin) };
  });

  app.post('/api/admin/verify-token', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, admin: toAdminRecord(await services.admin.profile(adminSessionOf(await requireSignedIn()))) };
  });

  app.post('/api/admin/logout', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    await services.admin.logout(adminSessionOf(await requireSignedIn()));
    return { success: true, message: ADMIN_MESSAGES.signedOut };
  });

  app.post('/api/admin/change-password', SIGNED_IN, async (request) => {
    const { services, requireSignedIn, ip } = contextOf(request);
    const admin = await services.admin.changePassword(adminSessionOf(await requireSignedIn()), await inputFrom(ChangePasswordInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.passwordChanged, admin: toAdminRecord(admin) };
  });

  app.get('/api/admin/profile', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, admin: toAdminRecord(await services.admin.profile(adminSessionOf(await requireSignedIn()))) };
  });

  app.post('/api/admin/create-admin', PUBLIC, async (request, reply) => {
    const { services, principal } = contextOf(request);
    const created = await services.admin.createAdmin(await inputFrom(CreateAdminInput, request.body), await principal());
    return reply.status(201).send({
      success: true,
      message: ADMIN_MESSAGES.adminCreated,
      admin: toAdminRecord(created.admin),
      ...(created.session ? { token: created.session.token, expiresAt: created.session.expiresAt.toISOString() } : {}),
    });
  });
};
