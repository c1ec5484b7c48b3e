import { defineArea } from '../area.js';
import { bookingsArea } from '../bookings/index.js';
import { demoArea } from '../demo/index.js';
import { LeadDayEntity, ListVisitEntity, StatusCountEntity } from './dashboard.entity.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { dashboardRoutes } from './dashboard.rest.js';
import { DashboardService } from './dashboard.service.js';
import { NewItemsService } from './new-items.service.js';

declare module '../../services.js' {
  interface Services {
    dashboard: DashboardService;
    newItems: NewItemsService;
  }
}

/** The back office's landing page (issue P14): figures from every area's lists, by what the principal may read. */
export const dashboardArea = defineArea({
  name: 'dashboard',
  uses: [bookingsArea, demoArea],
  entities: [LeadDayEntity, StatusCountEntity, ListVisitEntity],
  resolvers: [DashboardResolver],
  rest: dashboardRoutes,
  services: {
    dashboard: ({ em, services }) => new DashboardService(em, services),
    newItems: ({ em }) => new NewItemsService(em),
  },
});
