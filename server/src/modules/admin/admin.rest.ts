import { inputFrom } from '../../domain/validation.js';
import { PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { ADMIN_MESSAGES } from '../../rules/admin.js';
import { ChangePasswordInput, CreateAdminInput, LoginInput } from './admin.input.js';
import { adminRecord } from './admin.record.js';

/** `/api/admin/*` of spec section 7. Every path but login and create-admin needs a signed-in admin (every route is, unless `PUBLIC`). */
export const adminRoutes: RestRoutes = (app, contextOf) => {
  app.post('/api/admin/login', PUBLIC, async (request) => {
    const { services, ip } = contextOf(request);
    const session = await services.admin.login(await inputFrom(LoginInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.signedIn, token: session.token, expiresAt: session.expiresAt.toISOString(), admin: adminRecord.of(session.admin) };
  });

  app.post('/api/admin/verify-token', async (request) => {
    const { services, requireAdmin } = contextOf(request);
    return { success: true, admin: adminRecord.of(await services.admin.profile(await requireAdmin())) };
  });

  app.post('/api/admin/logout', async (request) => {
    const { services, requireAdmin } = contextOf(request);
    await services.admin.logout(await requireAdmin());
    return { success: true, message: ADMIN_MESSAGES.signedOut };
  });

  app.post('/api/admin/change-password', async (request) => {
    const { services, requireAdmin, ip } = contextOf(request);
    const admin = await services.admin.changePassword(await requireAdmin(), await inputFrom(ChangePasswordInput, request.body), ip);
    return { success: true, message: ADMIN_MESSAGES.passwordChanged, admin: adminRecord.of(admin) };
  });

  app.get('/api/admin/profile', async (request) => {
    const { services, requireAdmin } = contextOf(request);
    return { success: true, admin: adminRecord.of(await services.admin.profile(await requireAdmin())) };
  });

  app.post('/api/admin/create-admin', PUBLIC, async (request, reply) => {
    const { services, admin } = contextOf(request);
    const created = await services.admin.createAdmin(await inputFrom(CreateAdminInput, request.body), await admin());
    return reply.status(201).send({
      success: true,
      message: ADMIN_MESSAGES.adminCreated,
      admin: adminRecord.of(created.admin),
      ...(created.session ? { token: created.session.token, expiresAt: created.session.expiresAt.toISOString() } : {}),
    });
  });
};
