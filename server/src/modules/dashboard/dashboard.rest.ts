import { SIGNED_IN } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { adminSessionOf } from '../admin/admin.service.js';
import { upcomingMeetingView } from '../demo/demo.record.js';

/** `GET /api/admin/dashboard`: the figures GraphQL's `dashboard` has, each section only for those who may read its list. */
export const dashboardRoutes: RestRoutes = (app, contextOf) => {
  app.get('/api/admin/dashboard', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    const { demoRequests, ...figures } = await services.dashboard.figures(await requireSignedIn());
    return {
      success: true,
      data: {
        ...figures,
        demoRequests: demoRequests && {
          pending: demoRequests.pending,
          nextMeetings: demoRequests.nextMeetings.map(upcomingMeetingView.of),
        },
      },
    };
  });

  app.get('/api/admin/new-items', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    return { success: true, data: await services.newItems.counts(adminSessionOf(await requireSignedIn())) };
  });

  app.post<{ Params: { screen: string } }>('/api/admin/new-items/:screen/seen', SIGNED_IN, async (request) => {
    const { services, requireSignedIn } = contextOf(request);
    await services.newItems.markSeen(adminSessionOf(await requireSignedIn()), request.params.screen);
    return { success: true };
  });
};
